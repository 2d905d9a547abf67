import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from '../../api/src/platform/paths.ts';

export type ServiceEntry = 'api/src/index.ts' | 'worker/src/index.ts';

export interface RunningService {
  child: ChildProcess;
  /** SIGTERM, as a deploy would, and waits for the exit. */
  stop(): Promise<void>;
  /** Any signal (SIGKILL by default), and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The one launcher of the product's processes for tests and benchmarks: `node --import tsx
 * <entry>` from the repository root, exactly with `env` (nothing inherited that is not passed),
 * resolved when the process reports ready over IPC; rejected if it exits first.
 */
export async function startService(
  entry: ServiceEntry,
  env: NodeJS.ProcessEnv,
  options: { output?: 'inherit' | 'ignore' } = {},
): Promise<RunningService> {
  const output = options.output ?? 'inherit';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', output, 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.on('message', (m: { type?: string }) => m?.type === 'ready' && resolve());
    child.once('exit', (code, signal) => reject(new Error(`${entry} exited with ${code ?? signal}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const signal = async (name: NodeJS.Signals) => {
    if (gone()) return;
    child.kill(name);
    await exited;
  };
  return { child, stop: () => signal('SIGTERM'), kill: (name = 'SIGKILL') => signal(name) };
}
