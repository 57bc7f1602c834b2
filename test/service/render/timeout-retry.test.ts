/** A render that timed out is tried once more, with a budget scaled to the machine's load. */
import { describe, expect, it } from 'vitest';
import { AnalysisFailure } from '../../../src/service/analyzer/failure.js';
import { RETRY_MAX_MS, retryBudgetMs, withTimeoutRetry } from '../../../src/service/render/timeout-retry.js';

const timedOut = (ms: number) => new AnalysisFailure('render_timeout', `did not finish within ${ms} ms`);
const AT_LOAD_40 = () => ({ load: 40, cores: 2 });

describe('retryBudgetMs', () => {
  it.each([
    ['an idle machine: the same time again', 0.3, 2, 15_000],
    ['one runnable process per core', 2, 2, 15_000],
    ['load 8 on 2 cores: four times', 8, 2, 60_000],
    ['load 40 on 2 cores: bounded', 40, 2, RETRY_MAX_MS],
  ])('%s', (_, load, cores, budget) => {
    expect(retryBudgetMs(15_000, load, cores)).toBe(budget);
  });
});

describe('withTimeoutRetry', () => {
  it('tries a timed-out attempt once more with the scaled budget', async () => {
    const budgets: number[] = [];
    const answer = await withTimeoutRetry(
      async (ms) => {
        budgets.push(ms);
        if (budgets.length === 1) throw timedOut(ms);
        return 'rendered';
      },
      15_000,
      () => ({ load: 6, cores: 2 }),
    );
    expect(answer).toBe('rendered');
    expect(budgets).toEqual([15_000, 45_000]);
  });

  it('a timeout that persists is render_timeout, naming both attempts', async () => {
    const budgets: number[] = [];
    const failing = withTimeoutRetry(
      async (ms) => {
        budgets.push(ms);
        throw timedOut(ms);
      },
      15_000,
      AT_LOAD_40,
    );
    await expect(failing).rejects.toMatchObject({
      code: 'render_timeout',
      message: `did not finish within ${RETRY_MAX_MS} ms (a second attempt, after 15000 ms at load 40.0 on 2 cores)`,
    });
    expect(budgets).toEqual([15_000, RETRY_MAX_MS]);
  });

  it.each([
    ['another failure', new AnalysisFailure('blocked_address', 'refused')],
    ['a shutdown', new Error('stopping')],
  ])('%s is not tried again', async (_, thrown) => {
    let attempts = 0;
    const failing = withTimeoutRetry(
      async () => {
        attempts += 1;
        throw thrown;
      },
      15_000,
      AT_LOAD_40,
    );
    await expect(failing).rejects.toBe(thrown);
    expect(attempts).toBe(1);
  });
});
