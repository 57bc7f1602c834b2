import { describe, expect, it } from 'vitest';
import { orderWindow, runPool } from '../../src/gate/pool.js';

/**
 * Turns of the event loop, not milliseconds: which worker finishes first is fixed by the counts,
 * whatever the machine's load.
 */
async function ticks(count: number): Promise<void> {
  for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setImmediate(resolve));
}

/** A worker that records how many calls were in flight at once; item i takes delays[i] turns. */
function countingWorker(delays: readonly number[]) {
  const state = { inFlight: 0, peak: 0, started: [] as number[] };
  const worker = async (delay: number, index: number): Promise<string> => {
    state.inFlight += 1;
    state.peak = Math.max(state.peak, state.inFlight);
    state.started.push(index);
    await ticks(delay);
    state.inFlight -= 1;
    return `item ${index} after ${delays[index]} turns`;
  };
  return { state, worker };
}

describe('runPool', () => {
  it.each([
    [1, 6, 1],
    [2, 6, 2],
    [4, 6, 4],
    [8, 6, 6],
    [0, 3, 1],
  ])('concurrency %i over %i items keeps at most %i in flight', async (concurrency, count, peak) => {
    const delays = Array.from({ length: count }, (_, i) => 5 + ((i * 7) % 11));
    const { state, worker } = countingWorker(delays);
    await runPool(delays, concurrency, worker);
    expect(state.peak).toBe(peak);
    expect(state.started).toHaveLength(count);
  });

  it('returns results in input order, not in finishing order', async () => {
    const delays = [30, 1, 20, 5];
    const { worker } = countingWorker(delays);
    await expect(runPool(delays, 4, worker)).resolves.toEqual([
      'item 0 after 30 turns',
      'item 1 after 1 turns',
      'item 2 after 20 turns',
      'item 3 after 5 turns',
    ]);
  });

  it('starts the next item as soon as a lane is free', async () => {
    const { state, worker } = countingWorker([30, 1, 1, 1]);
    await runPool([30, 1, 1, 1], 2, worker);
    expect(state.started).toEqual([0, 1, 2, 3]);
  });

  it('gives an empty list for no items without calling the worker', async () => {
    const { state, worker } = countingWorker([]);
    await expect(runPool([], 4, worker)).resolves.toEqual([]);
    expect(state.started).toEqual([]);
  });

  it('lets the other workers finish, then rethrows the worker error', async () => {
    const finished: number[] = [];
    const boom = new Error('worker 0 broke');
    const run = runPool([0, 1, 2, 3], 2, async (item) => {
      if (item === 0) {
        await ticks(5);
        throw boom;
      }
      await ticks(20);
      finished.push(item);
      return item;
    });
    await expect(run).rejects.toBe(boom);
    expect(finished.sort()).toEqual([1, 2, 3]);
  });
});

describe('poolEach with release: submitting apart from waiting', () => {
  it('starts the next item once a worker releases its slot, before that worker ends', async () => {
    const finish = [Promise.withResolvers<void>(), Promise.withResolvers<void>(), Promise.withResolvers<void>()];
    const started: number[] = [];
    const allStarted = Promise.withResolvers<void>();
    const results = runPool([0, 1, 2], 1, async (item, index, release) => {
      started.push(index);
      if (started.length === 3) allStarted.resolve();
      release();
      await finish[item]?.promise;
      return item;
    });
    // One slot, three items: each started while the ones before it still ran.
    await allStarted.promise;
    expect(started).toEqual([0, 1, 2]);
    for (const gate of finish) gate.resolve();
    await expect(results).resolves.toEqual([0, 1, 2]);
  });

  it('holds the slot until the worker ends when it never releases', async () => {
    const { state, worker } = countingWorker([5, 5, 5]);
    await runPool([5, 5, 5], 1, worker);
    expect(state.peak).toBe(1);
  });
});

describe('orderWindow', () => {
  /** Enters every index, recording which were admitted once the microtasks settle. */
  async function admitted(window: ReturnType<typeof orderWindow>, indexes: number[], seen: number[]) {
    for (const index of indexes) void window.enter(index).then(() => seen.push(index));
    await new Promise((resolve) => setImmediate(resolve));
    return [...seen].sort((a, b) => a - b);
  }

  it('admits at most `size` past the first unfinished index, and moves on as it finishes', async () => {
    const window = orderWindow(3);
    const seen: number[] = [];
    expect(await admitted(window, [0, 1, 2, 3, 4, 5], seen)).toEqual([0, 1, 2]);
    // Finished out of order: the first unfinished one is still 0, nothing moves.
    window.finish(2);
    window.finish(1);
    expect(await admitted(window, [], seen)).toEqual([0, 1, 2]);
    window.finish(0);
    expect(await admitted(window, [], seen)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('admits the first unfinished index whatever finished after it', async () => {
    const window = orderWindow(1);
    const seen: number[] = [];
    expect(await admitted(window, [0, 1], seen)).toEqual([0]);
    window.finish(0);
    expect(await admitted(window, [], seen)).toEqual([0, 1]);
  });
});
