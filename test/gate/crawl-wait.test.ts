import { describe, expect, it } from 'vitest';
import type { SiteCrawlDetail } from '../../src/model/resources.js';
import { crawlProgress, waitForCrawl } from '../../src/gate/crawl-wait.js';
import { fixture } from '../client/test-client.js';
import { fakeClient } from './fake-client.js';

const detail = (state: string, fetched: number): SiteCrawlDetail => ({
  ...fixture<{ site_crawl: SiteCrawlDetail }>('site-crawl').site_crawl,
  id: 7,
  state,
  pages_fetched: fetched,
  pages_found: 10,
});

/** A crawl that reads as `states` in turn, and a clock that records each wait instead of waiting. */
function world(states: SiteCrawlDetail[], abortAfterWaits = Infinity) {
  const waits: number[] = [];
  const controller = new AbortController();
  const client = fakeClient({ getSiteCrawl: async () => states.shift() ?? detail('running', 0) });
  const sleep = async (ms: number, signal: AbortSignal) => {
    waits.push(ms);
    if (waits.length >= abortAfterWaits) controller.abort(new Error('deadline'));
    if (signal.aborted) throw signal.reason;
  };
  return { waits, client, sleep, signal: controller.signal };
}

describe('waitForCrawl', () => {
  it('reads until the crawl is done, waiting 1 s and doubling up to the interval, and reports every read', async () => {
    const { waits, client, sleep, signal } = world([
      detail('queued', 0),
      detail('running', 2),
      detail('running', 5),
      detail('running', 8),
      detail('done', 10),
    ]);
    const seen: string[] = [];
    const ended = await waitForCrawl({
      client,
      id: 7,
      pollIntervalMs: 3000,
      signal,
      sleep,
      progress: (c) => seen.push(crawlProgress(c)),
    });
    expect(ended.state).toBe('done');
    expect(waits).toEqual([1000, 2000, 3000, 3000]);
    expect(seen).toEqual([
      'crawl 7 queued: 0 of 10 pages fetched',
      'crawl 7 running: 2 of 10 pages fetched',
      'crawl 7 running: 5 of 10 pages fetched',
      'crawl 7 running: 8 of 10 pages fetched',
      'crawl 7 done: 10 of 10 pages fetched',
    ]);
  });

  it('stops at a failed crawl', async () => {
    const { client, sleep, signal } = world([detail('running', 1), detail('failed', 1)]);
    expect((await waitForCrawl({ client, id: 7, pollIntervalMs: 3000, signal, sleep })).state).toBe('failed');
  });

  it('returns the last state read when the deadline passes, still running', async () => {
    const { waits, client, sleep, signal } = world([detail('running', 1), detail('running', 4)], 2);
    const last = await waitForCrawl({ client, id: 7, pollIntervalMs: 3000, signal, sleep });
    expect(last).toMatchObject({ state: 'running', pages_fetched: 4 });
    expect(waits).toHaveLength(2);
  });
});

describe('crawlProgress', () => {
  it('says "page" of one page', () => {
    expect(crawlProgress({ ...detail('running', 0), pages_found: 1 })).toBe('crawl 7 running: 0 of 1 page fetched');
  });
});
