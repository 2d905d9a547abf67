import { describe, expect, it } from 'vitest';
import { runInThread, SandboxFailure, taskBeside, TaskError } from './run-in-thread.ts';

const task = (name: string) => new URL(`./test-tasks/${name}.task.ts`, import.meta.url);
const limits = { maxHeapMb: 64, timeoutMs: 20_000 };

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the task should have failed'),
    (error: unknown) => error,
  );
}

describe('runInThread', () => {
  it('when the task answers, then its value comes back, also for moved bytes', async () => {
    expect(await runInThread(task('echo'), { value: { a: [1, 'two'] } }, limits)).toEqual({ a: [1, 'two'] });
    const bytes = new Uint8Array([1, 2, 3]);
    expect(await runInThread(task('echo'), { value: bytes }, limits, [bytes.buffer])).toEqual(
      new Uint8Array([1, 2, 3]),
    );
    expect(bytes.byteLength).toBe(0); // moved, not copied
  });

  it('when the task is compiled JavaScript, as in the production image, then it runs as it is', async () => {
    const compiled = new URL('./test-tasks/compiled-echo.task.js', import.meta.url);
    expect(await runInThread(compiled, { value: 7 }, limits)).toEqual({ echoed: 7, form: 'compiled' });
  });

  it('when the task throws, then its message and code come back as a TaskError', async () => {
    const error = await failureOf(
      runInThread(task('echo'), { fail: { message: 'no text', code: 'bad_request' } }, limits),
    );
    expect(error).toBeInstanceOf(TaskError);
    expect(error).toMatchObject({ code: 'bad_request', message: 'no text' });
  });

  it('when the task allocates without bound, then only the thread dies, with a reason', async () => {
    const before = process.memoryUsage().heapUsed;
    const error = await failureOf(runInThread(task('allocate-forever'), {}, limits));
    expect(error).toBeInstanceOf(SandboxFailure);
    expect(error).toMatchObject({ problem: 'out_of_memory', message: 'it needed more than 64 MB of memory' });
    // The process is fine and did not take the thread's garbage.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(32 * 1024 * 1024);
    expect(await runInThread(task('echo'), { value: 'still here' }, limits)).toBe('still here');
  });

  it('when the task calls process.exit, then the process goes on and the job gets the exit code', async () => {
    const error = await failureOf(runInThread(task('exit'), {}, limits));
    expect(error).toMatchObject({ problem: 'exited', message: 'the processor stopped unexpectedly (exit code 3)' });
  });

  it('when the task never finishes, then it is stopped at the time limit', async () => {
    const error = await failureOf(runInThread(task('spin'), {}, { maxHeapMb: 64, timeoutMs: 1500 }));
    expect(error).toMatchObject({ problem: 'timeout', message: 'it took longer than 2 s' });
  });
});

describe('taskBeside', () => {
  it("names the task beside its caller in the caller's own form: source beside source, build beside build", () => {
    expect(taskBeside('file:///app/worker/src/jobs/a.processor.ts', 'chunk.task').href).toBe(
      'file:///app/worker/src/jobs/chunk.task.ts',
    );
    expect(taskBeside('file:///app/worker/src/jobs/a.processor.js', 'chunk.task').href).toBe(
      'file:///app/worker/src/jobs/chunk.task.js',
    );
  });
});
