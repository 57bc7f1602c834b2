/**
 * The CPU time one analysis may take. A hostile page (deep nesting, a million labels) must end
 * in an error naming it, never hold a worker for minutes: the parser and the checks ask the budget
 * as they go, and past the limit the analysis ends with `analysis_timeout`.
 */
import { cut } from '../../text/cut.js';
import { AnalysisFailure } from './failure.js';

const ANALYSIS_BUDGET_MS = 10_000;

// Asking the clock costs about a microsecond; every 256th question is plenty for a 10 s limit.
const ASK_EVERY = 256;

/** Milliseconds of CPU this thread has used: the time load on other threads does not inflate. */
function threadCpuMs(): number {
  // process.threadCpuUsage came in Node 23.9; on Node 22 wall time stands in for it.
  if (typeof process.threadCpuUsage !== 'function') return performance.now();
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

export class AnalysisBudget {
  readonly #page: string;
  readonly #limitMs: number;
  readonly #clock: () => number;
  readonly #deadline: number;
  #questions = 0;

  constructor(page: string, limitMs = ANALYSIS_BUDGET_MS, clock: () => number = threadCpuMs) {
    this.#page = page;
    this.#limitMs = limitMs;
    this.#clock = clock;
    this.#deadline = clock() + limitMs;
  }

  /** Throws AnalysisFailure('analysis_timeout') once the budget is spent; cheap to call often. */
  check(): void {
    this.#questions += 1;
    if (this.#questions % ASK_EVERY === 0) this.checkNow();
  }

  /** As check, asking the clock every time: between the larger steps of an analysis. */
  checkNow(): void {
    if (this.#clock() <= this.#deadline) return;
    const seconds = this.#limitMs / 1000;
    throw new AnalysisFailure(
      'analysis_timeout',
      `analysing ${cut(this.#page, 120)} took more than ${seconds} s of CPU`,
    );
  }
}
