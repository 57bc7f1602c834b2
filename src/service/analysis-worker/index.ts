/**
 * A thread of the analysis pool (analysis-pool.ts): analyses one page per message. An entry of
 * its own, bundled apart by `npm run bundle`, so a thread loads the analyzer and nothing else.
 */
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { describe } from '../../text/describe.js';
import type { AnalysisReply, AnalysisRequest } from '../analysis-pool.js';
import { analyzeHtml } from '../analyzer/analyze.js';
import { AnalysisFailure } from '../analyzer/failure.js';

function answer({ html, response }: AnalysisRequest): AnalysisReply {
  try {
    return { ok: true, analysis: analyzeHtml(html, response) };
  } catch (error) {
    return { ok: false, code: error instanceof AnalysisFailure ? error.code : null, message: describe(error) };
  }
}

/**
 * Analyses are background work: when cores are short (4 threads on 2 cores), the service's own
 * thread must still be scheduled first or every request waits behind them (reads p99 while 5 MB
 * pages were analysed: about 1.5-3 s at the same priority, under 0.2 s at nice 10). Linux names a
 * thread's id in /proc/thread-self, and setpriority takes it; elsewhere the thread keeps the
 * process's priority.
 */
function yieldToRequests(): void {
  if (process.platform !== 'linux') return;
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  // Never raise it: a service started at a lower priority keeps it (and raising needs privileges).
  setPriority(threadId, Math.max(getPriority(threadId), 10));
}

yieldToRequests();
parentPort?.on('message', (request: AnalysisRequest) => parentPort?.postMessage(answer(request)));
