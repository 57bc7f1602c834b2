/**
 * `shard: i/n` for matrix jobs. A URL's shard comes from a hash of the URL alone, not from its
 * position in the list: adding or removing pages never moves other pages to another shard, so a
 * page's results stay with the same matrix job from run to run. The price is that shards are
 * balanced only statistically.
 */
import { createHash } from 'node:crypto';

export function shardUrls(urls: string[], shard: { index: number; count: number }): string[] {
  return urls.filter((url) => shardOf(url, shard.count) === shard.index);
}

/** 1-based, like the input. */
export function shardOf(url: string, count: number): number {
  const digest = createHash('sha256').update(url).digest();
  return (digest.readUInt32BE(0) % count) + 1;
}
