// An analysis thread for AnalysisPool tests that answers with the heap limits it was started with.
import { parentPort, resourceLimits } from 'node:worker_threads';

parentPort?.on('message', () => parentPort?.postMessage({ ok: true, analysis: resourceLimits }));
