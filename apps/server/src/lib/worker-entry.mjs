// A worker thread's first file, plain JavaScript: it lets the TypeScript module it is given load the
// same way under tsx (dev, `npm start`, which run `node --import tsx`) and under vitest, neither of
// which passes its loader on to a worker. The module's `run(input, { progress })` answers each
// message; what it passes to `progress` on the way reaches the caller's `onProgress`.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { run } = await import(workerData.module);
parentPort.on('message', async (input) => {
  try {
    const progress = (value) => parentPort.postMessage({ progress: value });
    parentPort.postMessage({ ok: true, value: await run(input, { progress }) });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
