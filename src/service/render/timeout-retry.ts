/**
 * A slow machine is not a slow page. A render or a measured load that runs out of time is tried
 * once more, with a budget scaled to the machine's load per core then (the 1-minute load average),
 * as axe's time is (run-axe.ts): at load 40 on 2 cores a page that loads in 2 s idle can take
 * over 15 s. A timeout that persists is the analysis' failure (`render_timeout`), which the gate
 * reads as an error (fail-on-error), never as a finding.
 */
import { availableParallelism, loadavg } from 'node:os';
import { AnalysisFailure } from '../analyzer/failure.js';

/** The second attempt's budget is never more than this. */
export const RETRY_MAX_MS = 120_000;

/** The second attempt's time: the first's times the load per core, never less than the first's. */
export function retryBudgetMs(timeoutMs: number, load: number, cores: number): number {
  const share = Math.max(1, load / Math.max(1, cores));
  return Math.max(timeoutMs, Math.min(RETRY_MAX_MS, Math.round(timeoutMs * share)));
}

/** The load per core now: what a retry's budget is scaled by. */
export interface MachineLoad {
  load: number;
  cores: number;
}

export function machineLoadNow(): MachineLoad {
  return { load: loadavg()[0] ?? 0, cores: availableParallelism() };
}

/**
 * `attempt(timeoutMs)`, and once more with a scaled budget when it failed with `render_timeout`;
 * a second timeout names both budgets.
 */
export async function withTimeoutRetry<T>(
  attempt: (timeoutMs: number) => Promise<T>,
  timeoutMs: number,
  machine: () => MachineLoad = machineLoadNow,
): Promise<T> {
  try {
    return await attempt(timeoutMs);
  } catch (error) {
    if (!(error instanceof AnalysisFailure) || error.code !== 'render_timeout') throw error;
    const { load, cores } = machine();
    const budgetMs = retryBudgetMs(timeoutMs, load, cores);
    try {
      return await attempt(budgetMs);
    } catch (again) {
      if (!(again instanceof AnalysisFailure) || again.code !== 'render_timeout') throw again;
      throw new AnalysisFailure(
        'render_timeout',
        `${again.message} (a second attempt, after ${timeoutMs} ms at load ${load.toFixed(1)} on ${cores} cores)`,
        { cause: again },
      );
    }
  }
}
