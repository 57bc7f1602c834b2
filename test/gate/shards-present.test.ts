import { describe, expect, it } from 'vitest';
import { assertShardsPresent, missingShards } from '../../src/gate/shards-present.js';
import { PagegateError } from '../../src/errors.js';

const shard = (index: number, count: number) => ({ index, count });

describe('missingShards', () => {
  it.each([
    [[], []],
    [[shard(1, 2), shard(2, 2)], []],
    [[shard(2, 2), shard(1, 2), shard(2, 2)], []],
    [[shard(1, 3), shard(3, 3)], ['2/3']],
    [[shard(2, 2)], ['1/2']],
    [
      [shard(1, 2), shard(2, 2), shard(1, 3)],
      ['2/3', '3/3'],
    ],
  ])('%j: %j', (found, missing) => {
    expect(missingShards(found)).toEqual(missing);
  });
});

describe('assertShardsPresent', () => {
  it('stops the report (exit 3, not a configuration error) naming the shard that is missing', () => {
    const error = (() => {
      try {
        assertShardsPresent('shards/*.json', [shard(1, 3), shard(3, 3)]);
      } catch (thrown) {
        return thrown;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(PagegateError);
    expect((error as PagegateError).message).toMatch(
      /^results-files: no results of shard 2\/3 among the files "shards\/\*\.json" matched \(found 1\/3, 3\/3\)/,
    );
    expect((error as { constructor: { misconfigured?: boolean } }).constructor.misconfigured).not.toBe(true);
  });

  it('passes when every shard is there', () => {
    expect(() => assertShardsPresent('*.json', [shard(1, 2), shard(2, 2)])).not.toThrow();
  });
});
