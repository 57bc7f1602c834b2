/**
 * A fixed-size pool: at most `concurrency` workers in flight, items started in input order.
 * Workers are expected to turn their own failures into data (a page's error is a verdict, not a
 * crash); a worker that throws anyway rejects only its own item, and the pool goes on.
 */

/** Each item's result as its own promise, so a consumer can use the first before the last is done. */
export function poolEach<T, R>(
  items: readonly T[],
  concurrency: number,
  worker: (item: T, index: number) => Promise<R>,
): Promise<R>[] {
  const settle = items.map(() => Promise.withResolvers<R>());
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      const slot = settle[index];
      if (slot === undefined) return;
      // Through a promise, so a worker that throws before its first await rejects its item, not the lane.
      await Promise.resolve(index)
        .then((i) => worker(items[i] as T, i))
        .then(slot.resolve, slot.reject);
    }
  };
  for (let i = 0; i < Math.max(1, Math.min(concurrency, items.length)); i++) void lane();
  return settle.map((slot) => slot.promise);
}

/** Every result, in input order; once all items are done, the first item's error (in input order) is rethrown. */
export async function runPool<T, R>(
  items: readonly T[],
  concurrency: number,
  worker: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const settled = await Promise.allSettled(poolEach(items, concurrency, worker));
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<R>).value);
}
