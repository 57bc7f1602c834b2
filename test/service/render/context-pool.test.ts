/**
 * The pool's bound, observed on a source that counts what is open and holds each close until the
 * test lets it end: a context still closing counts, a waiter that gives up leaves no slot behind.
 */
import { describe, expect, it } from 'vitest';
import { ContextPool } from '../../../src/service/render/context-pool.js';

interface Counted {
  id: number;
}

function countingSource() {
  const state = {
    open: 0,
    peak: 0,
    opened: 0,
    closes: [] as { context: Counted; end: () => void }[],
    /** Contexts whose browser went (no longer usable). */
    gone: new Set<number>(),
  };
  return {
    state,
    source: {
      open: async (): Promise<Counted> => {
        state.open += 1;
        state.opened += 1;
        state.peak = Math.max(state.peak, state.open);
        return { id: state.opened };
      },
      close: (context: Counted) =>
        new Promise<void>((resolve) =>
          state.closes.push({
            context,
            end: () => {
              state.open -= 1;
              resolve();
            },
          }),
        ),
      usable: (context: Counted) => !state.gone.has(context.id),
    },
  };
}

/** Lets queued promise callbacks run (the pool hands a slot over in a then). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ContextPool', () => {
  it('never has more contexts open or closing than its bound, and hands slots over in turn', async () => {
    const { state, source } = countingSource();
    const pool = new ContextPool(2, source);
    const order: number[] = [];
    const users = Array.from({ length: 6 }, (_, i) =>
      pool.acquire().then((context) => {
        order.push(i);
        return context;
      }),
    );
    await settle();
    expect(order).toEqual([0, 1]);
    expect(pool.alive).toBe(2);
    void pool.release(await users[0]!);
    await settle();
    // Released but still closing: the slot is not free yet.
    expect(order).toEqual([0, 1]);
    state.closes.shift()!.end();
    await settle();
    expect(order).toEqual([0, 1, 2]);
    for (let i = 1; i < 6; i += 1) {
      void pool.release(await users[i]!);
      await settle();
      state.closes.shift()!.end();
      await settle();
    }
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(state.peak).toBe(2);
    // The next one, opened ahead in the slot freed first with nobody waiting.
    expect(pool.alive).toBe(1);
    const closing = pool.close();
    await settle();
    state.closes.shift()!.end();
    await closing;
    expect(pool.alive).toBe(0);
    expect(state.open).toBe(0);
  });

  it('a waiter that gives up rejects with its reason and leaves no slot taken', async () => {
    const { state, source } = countingSource();
    const pool = new ContextPool(1, source);
    const first = await pool.acquire();
    const controller = new AbortController();
    const waiting = pool.acquire(controller.signal);
    const reason = new Error('deadline');
    controller.abort(reason);
    await expect(waiting).rejects.toBe(reason);
    const next = pool.acquire();
    void pool.release(first);
    state.closes.shift()!.end();
    expect((await next).id).toBe(2);
    expect(pool.alive).toBe(1);
  });

  it('a context that failed to open, or went with its browser, frees its slot', async () => {
    const pool = new ContextPool(1, {
      open: () => Promise.reject(new Error('no browser')),
      close: async () => {},
      usable: () => true,
    });
    await expect(pool.acquire()).rejects.toThrow('no browser');
    expect(pool.alive).toBe(0);
    const { source } = countingSource();
    const lasting = new ContextPool(1, source);
    await lasting.acquire();
    lasting.forget();
    expect(lasting.alive).toBe(0);
  });

  it('release and close both resolve only when the close has ended', async () => {
    const { state, source } = countingSource();
    const pool = new ContextPool(2, source);
    const ended: string[] = [];
    const releasing = pool.release(await pool.acquire()).then(() => ended.push('release'));
    const closing = pool.close().then(() => ended.push('close'));
    await settle();
    expect(ended).toEqual([]);
    state.closes.shift()!.end();
    await Promise.all([releasing, closing]);
    expect(ended.sort()).toEqual(['close', 'release']);
    // Closed: nothing was opened ahead in the slot freed.
    expect(state.opened).toBe(1);
    expect(pool.alive).toBe(0);
  });

  it('opens the next context ahead when a slot frees with nobody waiting; the next acquire takes it', async () => {
    const { state, source } = countingSource();
    const pool = new ContextPool(2, source);
    void pool.release(await pool.acquire());
    expect(state.opened).toBe(1);
    state.closes.shift()!.end();
    await settle();
    expect(state.opened).toBe(2);
    expect(pool.alive).toBe(1);
    expect((await pool.acquire()).id).toBe(2);
    expect(state.opened).toBe(2);
    // None is ahead any more: the next acquire opens its own, within the bound.
    expect((await pool.acquire()).id).toBe(3);
    expect(state.peak).toBe(2);
  });

  it('does not hand out a context opened ahead whose browser went: its slot opens a new one', async () => {
    const { state, source } = countingSource();
    const pool = new ContextPool(1, source);
    void pool.release(await pool.acquire());
    state.closes.shift()!.end();
    await settle();
    state.gone.add(2);
    expect((await pool.acquire()).id).toBe(3);
    expect(pool.alive).toBe(1);
  });

  it('stops waiting for a context still opening on abort, and hands it back once it opens', async () => {
    const { state, source } = countingSource();
    const gate = Promise.withResolvers<void>();
    const pool = new ContextPool(1, { ...source, open: () => gate.promise.then(source.open) });
    const controller = new AbortController();
    const acquiring = pool.acquire(controller.signal);
    await settle();
    const reason = new Error('deadline');
    controller.abort(reason);
    await expect(acquiring).rejects.toBe(reason);
    expect(pool.alive).toBe(1);
    gate.resolve();
    await settle();
    expect(state.closes.map((close) => close.context.id)).toEqual([1]);
    state.closes.shift()!.end();
    await pool.close();
    expect(pool.alive).toBe(0);
    expect(state.open).toBe(0);
  });
});
