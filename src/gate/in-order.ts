/**
 * Records items in their list order although they arrive in any order (pages are decided as their
 * analyses finish): an item that arrives before the ones ahead of it waits in memory until they are
 * written. Indexes must run 0, 1, 2, ... with no gap. The promise settles once what could be
 * written by then is written.
 */
export function inOrder<T>(record: (item: T) => Promise<void>): (item: T, index: number) => Promise<void> {
  const waiting = new Map<number, T>();
  let nextIndex = 0;
  let written = Promise.resolve();
  return (item, index) => {
    waiting.set(index, item);
    written = written.then(async () => {
      for (let ready = waiting.get(nextIndex); ready !== undefined; ready = waiting.get(nextIndex)) {
        waiting.delete(nextIndex++);
        await record(ready);
      }
    });
    return written;
  };
}
