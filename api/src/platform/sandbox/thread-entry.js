// The first module of every sandbox thread. Plain JavaScript because a thread's entry is loaded
// before any loader hook: a TypeScript task (a source run) gets tsx registered first; a compiled
// task (the production image, decision 096) runs as it is, without tsx installed.
import { parentPort, workerData } from 'node:worker_threads';

if (workerData.task.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
const { run } = await import(workerData.task);
try {
  parentPort.postMessage({ ok: true, value: await run(workerData.input) });
} catch (error) {
  const failure = error instanceof Error ? error : new Error(String(error));
  parentPort.postMessage({ ok: false, name: failure.name, code: failure.code, message: failure.message });
}
