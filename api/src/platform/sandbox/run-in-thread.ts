import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface ThreadLimits {
  /** The thread's old-generation heap; past it the thread dies, not the process. */
  maxHeapMb: number;
  /** Past it the thread is terminated. */
  timeoutMs: number;
}

export type SandboxProblem = 'out_of_memory' | 'timeout' | 'exited' | 'crashed';

/** The thread died, ran out of memory or time: the input, not the process, is the problem. */
export class SandboxFailure extends Error {
  constructor(
    readonly problem: SandboxProblem,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxFailure';
  }
}

/** The task threw: its error's name, code and message, carried across the thread boundary. */
export class TaskError extends Error {
  constructor(
    readonly taskErrorName: string,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'TaskError';
  }
}

type TaskReply<Out> = { ok: true; value: Out } | { ok: false; name: string; code?: string; message: string };

const entry = new URL('./thread-entry.js', import.meta.url);

/**
 * The task module `name` beside the calling module, in the caller's own form: `.ts` when the source
 * runs (tsx), `.js` when the build runs (the production image compiles the server, decision 096).
 */
export function taskBeside(callerUrl: string, name: string): URL {
  return new URL(`./${name}${path.extname(new URL(callerUrl).pathname)}`, callerUrl);
}

/**
 * Runs `run(input)` of the task module at `task` in a worker thread of its own, with a heap and a
 * time limit, so a parser that blows up on some input fails that input's job instead of taking
 * the worker process (and every other job in it) down. `process.exit` in a thread ends only the
 * thread. Inputs are copied, or moved when listed in `transfer`.
 */
export function runInThread<In, Out>(
  task: URL,
  input: In,
  limits: ThreadLimits,
  transfer: readonly ArrayBuffer[] = [],
): Promise<Out> {
  return new Promise<Out>((resolve, reject) => {
    const thread = new Worker(entry, {
      workerData: { task: task.href, input },
      transferList: [...transfer],
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      settle(() => reject(new SandboxFailure('timeout', `it took longer than ${formatSeconds(limits.timeoutMs)}`)));
      void thread.terminate();
    }, limits.timeoutMs);

    thread.once('message', (reply: TaskReply<Out>) =>
      settle(() => (reply.ok ? resolve(reply.value) : reject(new TaskError(reply.name, reply.code, reply.message)))),
    );
    thread.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new SandboxFailure('out_of_memory', `it needed more than ${limits.maxHeapMb} MB of memory`)
            : new SandboxFailure('crashed', `the processor crashed: ${error.message}`),
        ),
      ),
    );
    thread.once('exit', (code) =>
      settle(() => reject(new SandboxFailure('exited', `the processor stopped unexpectedly (exit code ${code})`))),
    );
  });
}

function formatSeconds(ms: number): string {
  return `${Math.round(ms / 1000)} s`;
}
