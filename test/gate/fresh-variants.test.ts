import { describe, expect, it } from 'vitest';
import { fallbackUrl, variantOrder, variantUrls, VARIANTS, type Variant } from '../../src/gate/fresh-variants.js';

const PAGE = 'https://a.example/docs/?lang=en#top';
const DEPLOYED_AT = '2025-11-20T10:00:00.000Z';

describe('variantUrls', () => {
  it('gives the page a fixed set of pagegate=1..4 URLs, after its own query, without its fragment', () => {
    expect(VARIANTS).toBe(4);
    expect(variantUrls(PAGE)).toEqual([
      'https://a.example/docs/?lang=en&pagegate=1',
      'https://a.example/docs/?lang=en&pagegate=2',
      'https://a.example/docs/?lang=en&pagegate=3',
      'https://a.example/docs/?lang=en&pagegate=4',
    ]);
  });
});

describe('fallbackUrl', () => {
  it.each([
    ['a short commit SHA', '3f1c2ab', 'https://a.example/docs/?lang=en&pagegate=3f1c2ab'],
    ['a run id', '7301244586', 'https://a.example/docs/?lang=en&pagegate=7301244586'],
    ['a run id that names a variant, set apart', '3', 'https://a.example/docs/?lang=en&pagegate=run-3'],
    ['a run id past the variants', '5', 'https://a.example/docs/?lang=en&pagegate=5'],
  ])('%s', (_, tag, expected) => {
    expect(fallbackUrl(PAGE, tag)).toBe(expected);
  });
});

describe('variantOrder', () => {
  /** Each variant's last analysis, by number; the order is given as the numbers tried. */
  const order = (lastRuns: (string | null)[], cachedSince: string | null = null): number[] => {
    const variants: Variant[] = lastRuns.map((lastRunAt, i) => ({ url: String(i + 1), lastRunAt }));
    return variantOrder(variants, DEPLOYED_AT, cachedSince).map((v) => Number(v.url));
  };
  const at = (time: string) => `2025-11-20T${time}Z`;

  it.each([
    ['none analysed yet: in number order', [null, null, null, null], [1, 2, 3, 4]],
    ['never analysed before any stale one', [at('09:00:00'), null, at('08:00:00'), null], [2, 4, 3, 1]],
    ['all stale: oldest first', [at('09:30:00'), at('07:00:00'), at('09:59:59'), at('08:00:00')], [2, 4, 1, 3]],
    ['analysed since the deploy (a re-run) before all', [at('09:00:00'), null, at('10:00:00'), null], [3, 2, 4, 1]],
    [
      'several since the deploy: the newest first',
      [at('10:05:00'), at('10:20:00'), null, at('09:00:00')],
      [2, 1, 3, 4],
    ],
    [
      'an unreadable time counts as the oldest',
      [at('07:00:00'), 'yesterday', at('08:00:00'), at('06:00:00')],
      [2, 4, 1, 3],
    ],
    ['equal times keep number order', [at('08:00:00'), at('08:00:00'), at('08:00:00'), at('08:00:00')], [1, 2, 3, 4]],
  ])('%s', (_, lastRuns, expected) => {
    expect(order(lastRuns)).toEqual(expected);
  });

  it.each([
    ['none at or after it: all tried', at('09:30:00'), [at('09:00:00'), null, at('08:00:00'), null], [2, 4, 3, 1]],
    [
      'stale ones at or after it are left out',
      at('08:00:00'),
      [at('09:00:00'), null, at('08:00:00'), at('07:59:59')],
      [2, 4],
    ],
    [
      'every one stale and after it: none',
      at('08:00:00'),
      [at('09:00:00'), at('08:30:00'), at('09:10:00'), at('08:01:00')],
      [],
    ],
    [
      'one since the deploy is still tried first',
      at('08:00:00'),
      [at('10:01:00'), at('09:00:00'), null, null],
      [1, 3, 4],
    ],
    [
      'an unreadable time of the page is no evidence',
      'soon',
      [at('09:00:00'), at('08:00:00'), null, null],
      [3, 4, 2, 1],
    ],
  ])("beside the page's own cache hit: %s", (_, cachedSince, lastRuns, expected) => {
    expect(order(lastRuns, cachedSince)).toEqual(expected);
  });
});
