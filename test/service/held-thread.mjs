// An analysis thread for AnalysisPool tests that answers only once the file named by the page's
// html exists, and blocks its own thread until then (as a long synchronous analysis does): a
// test decides when the analysis ends instead of hoping a big page takes long enough.
import { existsSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';

const pause = new Int32Array(new SharedArrayBuffer(4));

parentPort?.on('message', (request) => {
  while (!existsSync(request.html)) Atomics.wait(pause, 0, 0, 2);
  const analysis = { final_url: request.response.url };
  parentPort?.postMessage({ ok: true, analysis });
});
