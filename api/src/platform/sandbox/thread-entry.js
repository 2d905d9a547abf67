// The first module of every sandbox thread. Plain JavaScript because a thread's entry is loaded
// before any loader hook: it registers tsx, then runs the task module named in workerData.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { run } = await import(workerData.task);
try {
  parentPort.postMessage({ ok: true, value: await run(workerData.input) });
} catch (error) {
  const failure = error instanceof Error ? error : new Error(String(error));
  parentPort.postMessage({ ok: false, name: failure.name, code: failure.code, message: failure.message });
}
