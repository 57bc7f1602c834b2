import { describe, expect, it } from 'vitest';
import { walkPages } from '../../src/client/paging.js';

async function walk(
  count: number,
  pageSize: number,
  withTotal: boolean,
): Promise<{ items: number[]; offsets: number[] }> {
  const all = Array.from({ length: count }, (_, i) => i);
  const offsets: number[] = [];
  const items: number[] = [];
  const pages = walkPages(async (offset, limit) => {
    offsets.push(offset);
    expect(limit).toBe(pageSize);
    return { items: all.slice(offset, offset + limit), ...(withTotal ? { total: count } : {}) };
  }, pageSize);
  for await (const item of pages) items.push(item);
  return { items, offsets };
}

describe('walkPages', () => {
  it.each([
    { count: 5, pageSize: 2, withTotal: false, offsets: [0, 2, 4] },
    { count: 4, pageSize: 2, withTotal: false, offsets: [0, 2, 4] },
    { count: 4, pageSize: 2, withTotal: true, offsets: [0, 2] },
    { count: 0, pageSize: 100, withTotal: false, offsets: [0] },
    { count: 0, pageSize: 3, withTotal: true, offsets: [0] },
    { count: 250, pageSize: 100, withTotal: true, offsets: [0, 100, 200] },
  ])(
    'walks $count items by $pageSize (total: $withTotal) asking offsets $offsets',
    async ({ count, pageSize, withTotal, offsets }) => {
      const walked = await walk(count, pageSize, withTotal);
      expect(walked.offsets).toEqual(offsets);
      expect(walked.items).toEqual(Array.from({ length: count }, (_, i) => i));
    },
  );
});
