import { describe, expect, it } from 'vitest';
import { inOrder } from '../../src/gate/in-order.js';

describe('inOrder', () => {
  it.each([
    ['in order', [0, 1, 2, 3]],
    ['reversed', [3, 2, 1, 0]],
    ['the first last', [1, 2, 3, 0]],
    ['shuffled', [2, 0, 3, 1]],
  ])('writes items in their list order when they arrive %s', async (_, arrivals) => {
    const written: number[] = [];
    const record = inOrder<number>((item) => Promise.resolve(void written.push(item)));
    await Promise.all(arrivals.map((index) => record(index, index)));
    expect(written).toEqual([0, 1, 2, 3]);
  });

  it('holds an item back until the ones ahead of it are written', async () => {
    const written: string[] = [];
    const record = inOrder<string>((item) => Promise.resolve(void written.push(item)));
    await record('b', 1);
    expect(written).toEqual([]);
    await record('a', 0);
    expect(written).toEqual(['a', 'b']);
  });
});
