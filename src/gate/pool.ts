/**
 * A fixed-size pool: at most `concurrency` workers in flight, results in input order. Workers are
 * expected to turn their own failures into data (a page's error is a verdict, not a crash); a
 * worker that throws anyway still lets the others finish; then the error of the first failing
 * lane (in lane order) is rethrown.
 */
export async function runPool<T, R>(
  items: readonly T[],
  concurrency: number,
  worker: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await worker(items[index] as T, index);
    }
  };
  const lanes = Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane);
  const settled = await Promise.allSettled(lanes);
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}
