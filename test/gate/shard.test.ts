import { describe, expect, it } from 'vitest';
import { shardOf, shardUrls } from '../../src/gate/shard.js';

const pages = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => `https://a.example/${prefix}/${i}`);

describe('shardUrls', () => {
  it.each([1, 2, 3, 7, 256])('puts every URL in exactly one of %i shards, keeping list order', (count) => {
    const urls = pages(300);
    const slices = Array.from({ length: count }, (_, i) => shardUrls(urls, { index: i + 1, count }));
    expect(slices.flat().sort()).toEqual([...urls].sort());
    for (const slice of slices) expect(slice).toEqual(urls.filter((u) => slice.includes(u)));
  });

  it('adding and removing pages moves no other page to another shard', () => {
    const before = pages(200);
    const after = [...pages(50, 'new'), ...before.slice(20)];
    for (let index = 1; index <= 4; index++) {
      const was = shardUrls(before, { index, count: 4 });
      const is = shardUrls(after, { index, count: 4 });
      expect(is.filter((u) => before.includes(u))).toEqual(was.filter((u) => after.includes(u)));
    }
  });

  it('spreads pages over every shard', () => {
    const sizes = [1, 2, 3, 4].map((index) => shardUrls(pages(400), { index, count: 4 }).length);
    for (const size of sizes) expect(size).toBeGreaterThan(60);
  });

  it('a URL always lands in the same 1-based shard', () => {
    const shard = shardOf('https://a.example/pricing', 5);
    expect(shard).toBeGreaterThanOrEqual(1);
    expect(shard).toBeLessThanOrEqual(5);
    expect(shardUrls(['https://a.example/pricing'], { index: shard, count: 5 })).toEqual(['https://a.example/pricing']);
  });
});
