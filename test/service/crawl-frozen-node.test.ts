/**
 * A node frozen inside the crawl path (its connections to PostgreSQL stop moving, as under SIGSTOP
 * or a cut network) holds no lock the other nodes need: while it is still frozen, another node
 * claims its page once its lease lapses, finishes the crawl and answers requests. The freeze comes
 * after the first or second write the frozen node sends once its page's analysis has ended: before,
 * either held the page's row (and the second the crawl's) until the frozen session ended.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { analyzeUrl } from '../../src/service/analyzer/index.js';
import { startService, type RunningService } from '../../src/service/index.js';
import { FreezingProxy } from './freezing-proxy.js';
import { postgresSuite } from './postgres-suite.js';
import { analysisOf, call, KEY, PATIENCE } from './service-fixture.js';

const postgres = postgresSuite();
const SITE = 'https://site.example';

const services: RunningService[] = [];
let proxy: FreezingProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  // The frozen node's connections were cut: what it hands back at its stop may fail.
  await Promise.all(services.splice(0).map((service) => service.close().catch(() => undefined)));
  proxy = undefined;
});

describe.skipIf(postgres.missing !== null)('a node frozen inside the crawl path', () => {
  it.each([1, 2])(
    'holds up no other node when frozen after write %i of its page',
    async (writes) => {
      const db = await postgres.createDatabase();
      const target = new URL(db);
      proxy = new FreezingProxy({ host: target.hostname, port: Number(target.port) });
      await new Promise<void>((resolve) => proxy!.server.listen(0, '127.0.0.1', resolve));
      const proxied = new URL(db);
      proxied.port = String((proxy.server.address() as { port: number }).port);

      // The seed links to two pages; each waits for the test, and says which node took it.
      const links = [`${SITE}/a`, `${SITE}/b`];
      const gates = new Map(links.map((url) => [url, Promise.withResolvers<void>()]));
      const takers = new Map(links.map((url) => [url, Promise.withResolvers<number>()]));
      let frozenNode: number | null = null;
      const analyzer =
        (node: number): typeof analyzeUrl =>
        async (url) => {
          takers.get(url)?.resolve(node);
          await gates.get(url)?.promise;
          // The analysis of the frozen node's page has ended: its next writes are the crawl's.
          if (node === frozenNode) proxy!.freezeAfter(writes);
          return analysisOf(url, url === `${SITE}/` ? { links } : {});
        };
      const options = { port: 0, keys: { [KEY]: 'pro' as const }, chromium: false as const, workers: 1, leaseMs: 1000 };
      services.push(
        await startService({ ...options, db: proxied.href, analyze: analyzer(0) }),
        await startService({ ...options, db, analyze: analyzer(1) }),
      );
      const [frozen, other] = services as [RunningService, RunningService];

      const started = await call(new URL(other.url).origin, '/reference/site-crawls', {
        body: { url: `${SITE}/`, max_depth: 1 },
      });
      expect(started.status).toBe(202);
      const id = started.body.site_crawl.id as number;
      // One worker a node: each node holds one of the two pages.
      const [takerA, takerB] = await Promise.all(links.map((url) => takers.get(url)!.promise));
      expect(new Set([takerA, takerB])).toEqual(new Set([0, 1]));
      const frozenPage = takerA === 0 ? links[0]! : links[1]!;
      const otherPage = takerA === 0 ? links[1]! : links[0]!;
      frozenNode = 0;
      gates.get(frozenPage)!.resolve();
      await proxy.frozen.promise;
      gates.get(otherPage)!.resolve();

      // While the node stays frozen: the other node runs its page again and ends the crawl, and answers.
      const crawl = await vi.waitFor(async () => {
        const read = await call(other.url, `/site-crawls/${id}`);
        expect(read.body.site_crawl.state).toBe('done');
        return read.body.site_crawl as { pages_fetched: number };
      }, PATIENCE);
      expect(crawl.pages_fetched).toBe(3);
      const posted = await call(other.url, '/reports', { body: { url: `${SITE}/report` } });
      expect(posted.status).toBe(202);
      expect((await fetch(`${other.origin}/readyz`)).status).toBe(200);
      expect(proxy.isFrozen).toBe(true);
      expect(frozen.node).not.toBe(other.node);
    },
    60_000,
  );
});
