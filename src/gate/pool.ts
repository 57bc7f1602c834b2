/**
 * A fixed-size pool: at most `concurrency` workers hold a slot at once, items started in input
 * order. A worker may give its slot back before it ends (`release`): a page that has been
 * submitted and only waits for its analysis lets the next page be submitted.
 * Workers are expected to turn their own failures into data (a page's error is a verdict, not a
 * crash); a worker that throws anyway rejects only its own item, and the pool goes on.
 */

/** Each item's result as its own promise, so a consumer can use the first before the last is done. */
export function poolEach<T, R>(
  items: readonly T[],
  concurrency: number,
  worker: (item: T, index: number, release: () => void) => Promise<R>,
): Promise<R>[] {
  const settle = items.map(() => Promise.withResolvers<R>());
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      const slot = settle[index];
      if (slot === undefined) return;
      const freed = Promise.withResolvers<void>();
      // Through a promise, so a worker that throws before its first await rejects its item, not the lane.
      const done = Promise.resolve(index)
        .then((i) => worker(items[i] as T, i, () => freed.resolve()))
        .then(slot.resolve, slot.reject);
      await Promise.race([done, freed.promise]);
    }
  };
  for (let i = 0; i < Math.max(1, Math.min(concurrency, items.length)); i++) void lane();
  return settle.map((slot) => slot.promise);
}

/**
 * Admits items in index order no further than `size` ahead of the first one not yet finished.
 * Items finished out of order wait whole for the ones before them (the results file keeps list
 * order): this bounds how many, and no item ever waits on one the window keeps out.
 */
export function orderWindow(size: number): { enter(index: number): Promise<void>; finish(index: number): void } {
  let lowest = 0;
  const finished = new Set<number>();
  const waiting = new Map<number, () => void>();
  return {
    enter: (index) =>
      index < lowest + size ? Promise.resolve() : new Promise((resolve) => void waiting.set(index, resolve)),
    finish: (index) => {
      finished.add(index);
      while (finished.delete(lowest)) lowest++;
      for (const [index, admit] of waiting) {
        if (index >= lowest + size) continue;
        waiting.delete(index);
        admit();
      }
    },
  };
}

/** Every result, in input order; once all items are done, the first item's error (in input order) is rethrown. */
export async function runPool<T, R>(
  items: readonly T[],
  concurrency: number,
  worker: (item: T, index: number, release: () => void) => Promise<R>,
): Promise<R[]> {
  const settled = await Promise.allSettled(poolEach(items, concurrency, worker));
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<R>).value);
}
