import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchSitemapUrls } from '../../src/site/requests.js';
import { ConfigError, PagegateError, TransportError } from '../../src/errors.js';
import { refusedBaseUrl, startLoopback, type Handler, type Loopback } from '../client/loopback-server.js';

const urlset = (locs: string[]) =>
  `<?xml version="1.0"?><urlset ` +
  `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
  `${locs.map((l) => `<url><loc>${l}</loc></url>`).join('')}</urlset>`;
const index = (locs: string[]) =>
  `<sitemapindex ` +
  `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
  `${locs.map((l) => `<sitemap><loc>${l}</loc></sitemap>`).join('')}</sitemapindex>`;

let site: Loopback | null = null;
afterEach(async () => {
  await site?.close();
  site = null;
});

/** A site whose files are given by path; anything else is a 404. */
async function serve(
  files: Record<string, { body: string | Buffer; headers?: Record<string, string>; status?: number }>,
): Promise<string> {
  const handler: Handler = (request, response) => {
    const file = files[request.path];
    response.writeHead(file?.status ?? (file ? 200 : 404), file?.headers ?? {});
    response.end(file?.body ?? 'not found');
  };
  site = await startLoopback(handler);
  return new URL(site.baseUrl).origin;
}

const paths = () => site?.seen.map((s) => s.path) ?? [];

describe('fetchSitemapUrls', () => {
  it('reads a plain sitemap without any Authorization header', async () => {
    const origin = await serve({
      '/sitemap.xml': { body: urlset(['https://a.example/', 'https://a.example/pricing']) },
    });
    expect(await fetchSitemapUrls(`${origin}/sitemap.xml`, { maxUrls: 50 })).toEqual([
      'https://a.example/',
      'https://a.example/pricing',
    ]);
    expect(site?.seen[0]?.headers.authorization).toBeUndefined();
  });

  it.each([
    [
      'Content-Encoding: gzip',
      { body: gzipSync(urlset(['https://a.example/z'])), headers: { 'content-encoding': 'gzip' } },
    ],
    [
      'a .gz file (gzip magic bytes)',
      { body: gzipSync(urlset(['https://a.example/z'])), headers: { 'content-type': 'application/gzip' } },
    ],
    [
      'a .gz file also sent with Content-Encoding: gzip',
      { body: gzipSync(gzipSync(urlset(['https://a.example/z']))), headers: { 'content-encoding': 'gzip' } },
    ],
  ])('gunzips %s', async (_, file) => {
    const origin = await serve({ '/sitemap.xml.gz': file });
    expect(await fetchSitemapUrls(`${origin}/sitemap.xml.gz`, { maxUrls: 50 })).toEqual(['https://a.example/z']);
  });

  it('follows a sitemap index (nested, with a cycle and a duplicate) breadth-first', async () => {
    const origin = await serve({
      '/index.xml': { body: index(['/a.xml', '/nested.xml', '/a.xml']) },
      '/a.xml': { body: urlset(['https://a.example/1', 'https://a.example/2']) },
      '/nested.xml': { body: index(['/index.xml', '/b.xml.gz']) },
      '/b.xml.gz': { body: gzipSync(urlset(['https://a.example/3', 'https://a.example/1'])) },
    });
    expect(await fetchSitemapUrls(`${origin}/index.xml`, { maxUrls: 50 })).toEqual([
      'https://a.example/1',
      'https://a.example/2',
      'https://a.example/3',
    ]);
    expect(paths()).toEqual(['/index.xml', '/a.xml', '/nested.xml', '/b.xml.gz']);
  });

  it('stops reading once maxUrls pages are found', async () => {
    const origin = await serve({
      '/index.xml': { body: index(['/a.xml', '/b.xml']) },
      '/a.xml': { body: urlset(['https://a.example/1', 'https://a.example/2', 'https://a.example/3']) },
      '/b.xml': { body: urlset(['https://a.example/4']) },
    });
    expect(await fetchSitemapUrls(`${origin}/index.xml`, { maxUrls: 2 })).toEqual([
      'https://a.example/1',
      'https://a.example/2',
    ]);
    expect(paths()).toEqual(['/index.xml', '/a.xml']);
  });

  it('reads at most maxSitemaps files', async () => {
    const children = Object.fromEntries(
      [1, 2, 3, 4].map((i) => [`/s${i}.xml`, { body: urlset([`https://a.example/${i}`]) }]),
    );
    const origin = await serve({ '/index.xml': { body: index(Object.keys(children)) }, ...children });
    expect(await fetchSitemapUrls(`${origin}/index.xml`, { maxUrls: 50, maxSitemaps: 3 })).toEqual([
      'https://a.example/1',
      'https://a.example/2',
    ]);
    expect(paths()).toHaveLength(3);
  });

  it('stops once maxTotalBytes are spent over all files, each under its own cap', async () => {
    const children = Object.fromEntries(
      [1, 2, 3, 4].map((i) => [`/s${i}.xml`, { body: urlset([`https://a.example/${i}/${'x'.repeat(1_000)}`]) }]),
    );
    const origin = await serve({ '/index.xml': { body: index(Object.keys(children)) }, ...children });
    const found = await fetchSitemapUrls(`${origin}/index.xml`, { maxUrls: 50, maxTotalBytes: 2_000 });
    expect(found).toHaveLength(2);
    expect(paths()).toEqual(['/index.xml', '/s1.xml', '/s2.xml']);
  });

  it('queues no more children of an index than files it may still read', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => `/index-${i}.xml`);
    const origin = await serve({ '/index.xml': { body: index(many) } });
    await expect(fetchSitemapUrls(`${origin}/index.xml`, { maxUrls: 50, maxSitemaps: 3 })).rejects.toThrow(
      /index-0\.xml: HTTP 404/,
    );
    expect(paths()).toEqual(['/index.xml', '/index-0.xml']);
  });

  it('resolves relative locs and skips locs that are not http(s)', async () => {
    const origin = await serve({
      '/sitemap.xml': { body: urlset(['/relative', 'mailto:x@a.example', 'https://a.example/ok']) },
    });
    expect(await fetchSitemapUrls(`${origin}/sitemap.xml`, { maxUrls: 50 })).toEqual([
      `${origin}/relative`,
      'https://a.example/ok',
    ]);
  });

  it('follows redirects to the sitemap', async () => {
    const origin = await serve({
      '/sitemap.xml': { status: 301, body: '', headers: { location: '/sitemaps/main.xml' } },
      '/sitemaps/main.xml': { body: urlset(['https://a.example/r']) },
    });
    expect(await fetchSitemapUrls(`${origin}/sitemap.xml`, { maxUrls: 50 })).toEqual(['https://a.example/r']);
  });

  it.each([
    ['a plain body over the cap', { body: urlset(['https://a.example/'.padEnd(2000, 'x')]) }],
    ['a declared length over the cap', { body: 'x'.repeat(1500), headers: { 'content-length': '1500' } }],
    [
      'a gzip bomb',
      { body: gzipSync(urlset(['https://a.example/'.padEnd(100_000, 'x')])), headers: { 'content-encoding': 'gzip' } },
    ],
  ])('refuses %s', async (_, file) => {
    const origin = await serve({ '/big.xml': file });
    await expect(fetchSitemapUrls(`${origin}/big.xml`, { maxUrls: 50, maxBytes: 1000 })).rejects.toThrow(
      new PagegateError(`sitemap ${origin}/big.xml: larger than 1000 bytes uncompressed`),
    );
  });

  it('states the default cap in MiB', async () => {
    const origin = await serve({ '/big.xml': { body: 'x', headers: { 'content-length': String(60 * 1024 * 1024) } } });
    await expect(fetchSitemapUrls(`${origin}/big.xml`, { maxUrls: 50 })).rejects.toThrow(
      `sitemap ${origin}/big.xml: larger than 50 MiB uncompressed`,
    );
  });

  it.each([
    ['/missing.xml', {}, (origin: string) => `sitemap ${origin}/missing.xml: HTTP 404`],
    [
      '/page.html',
      { '/page.html': { body: '<!doctype html><html><body>hi</body></html>' } },
      (origin: string) => `sitemap ${origin}/page.html: not a sitemap: the root element is <html>`,
    ],
    [
      '/broken.gz',
      { '/broken.gz': { body: Buffer.from([0x1f, 0x8b, 1, 2, 3]) } },
      (origin: string) => `sitemap ${origin}/broken.gz: not valid gzip (Z_DATA_ERROR)`,
    ],
    [
      '/br.xml',
      { '/br.xml': { body: 'x', headers: { 'content-encoding': 'br' } } },
      (origin: string) => `sitemap ${origin}/br.xml: unsupported content-encoding "br"`,
    ],
    [
      '/loop.xml',
      { '/loop.xml': { status: 302, body: '', headers: { location: '/loop.xml' } } },
      (origin: string) => `sitemap ${origin}/loop.xml: more than 5 redirects`,
    ],
  ])('%s fails with one line naming the sitemap', async (path, files, message) => {
    const origin = await serve(files);
    const error = await fetchSitemapUrls(`${origin}${path}`, { maxUrls: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PagegateError);
    expect((error as Error).message).toBe(message(origin));
  });

  it('names the failing child sitemap, with credentials redacted', async () => {
    const origin = await serve({ '/index.xml': { body: index(['/gone.xml?token=abc']) } });
    const error = await fetchSitemapUrls(`${origin.replace('http://', 'http://user:hunter2@')}/index.xml`, {
      maxUrls: 50,
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      `sitemap ${origin.replace('http://', 'http://***@')}/gone.xml?token=***: HTTP 404`,
    );
    expect(JSON.stringify(error)).not.toContain('hunter2');
  });

  it('a refused connection is a TransportError naming the sitemap', async () => {
    const origin = new URL(await refusedBaseUrl()).origin;
    const error = await fetchSitemapUrls(`${origin}/sitemap.xml`, { maxUrls: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as Error).message).toBe(`sitemap ${origin}/sitemap.xml: connection refused (ECONNREFUSED)`);
  });

  it('stops when the caller aborts', async () => {
    site = await startLoopback(() => undefined);
    const url = `${new URL(site.baseUrl).origin}/slow.xml`;
    const error = await fetchSitemapUrls(url, { maxUrls: 50, signal: AbortSignal.timeout(100) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).failure).toBe('abort');
  });
});

describe('fetchSitemapUrls: allowed-sites at every hop', () => {
  let other: Loopback | null = null;
  afterEach(async () => {
    await other?.close();
    other = null;
  });

  it.each([
    ['a redirect', (elsewhere: string) => ({ status: 302, body: '', headers: { location: `${elsewhere}/s.xml` } })],
    ['an index child', (elsewhere: string) => ({ body: index([`${elsewhere}/s.xml`]) })],
  ])('never requests another site that %s points at', async (_name, file) => {
    other = await startLoopback((_request, response) => void response.writeHead(200).end(urlset([])));
    const elsewhere = new URL(other.baseUrl).origin;
    const origin = await serve({ '/sitemap.xml': file(elsewhere) });
    await expect(fetchSitemapUrls(`${origin}/sitemap.xml`, { maxUrls: 50, allowedSites: [origin] })).rejects.toThrow(
      /matches none of allowed-sites/,
    );
    expect(other.seen).toEqual([]);
  });
});

describe('fetchSitemapUrls: only the hosts of the run', () => {
  let other: Loopback | null = null;
  afterEach(async () => {
    await other?.close();
    other = null;
  });

  const elsewhereFiles = {
    'a redirect': (elsewhere: string) => ({ status: 302, body: '', headers: { location: `${elsewhere}/s.xml` } }),
    'an index child': (elsewhere: string) => ({ body: index([`${elsewhere}/s.xml`]) }),
  };

  // Another loopback port stands in for another host: the run was given only the sitemap's.
  it.each(Object.entries(elsewhereFiles))(
    'never requests another host that %s points at, without allowed-sites',
    async (_name, file) => {
      other = await startLoopback((_request, response) => void response.writeHead(200).end(urlset([])));
      const elsewhere = new URL(other.baseUrl).origin;
      const origin = await serve({ '/sitemap.xml': file(elsewhere) });
      const error = await fetchSitemapUrls(`${origin}/sitemap.xml`, { maxUrls: 50 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain(`"${elsewhere}/s.xml" is on a host the run was not given`);
      expect(other.seen).toEqual([]);
    },
  );

  it.each(Object.entries(elsewhereFiles))('reads what %s points at on a host the user gave', async (_name, file) => {
    other = await startLoopback(
      (_request, response) => void response.writeHead(200).end(urlset(['https://a.example/o'])),
    );
    const elsewhere = new URL(other.baseUrl).origin;
    const origin = await serve({ '/sitemap.xml': file(elsewhere) });
    const given = [`${origin}/`, `${elsewhere}/`];
    expect(await fetchSitemapUrls(`${origin}/sitemap.xml`, { maxUrls: 50, givenPages: given })).toEqual([
      'https://a.example/o',
    ]);
  });

  it('names the file, never what it served', async () => {
    const origin = await serve({ '/s.xml': { body: '<secret-4f1a>token</secret-4f1a>' } });
    const error = await fetchSitemapUrls(`${origin}/s.xml`, { maxUrls: 50 }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      `sitemap ${origin}/s.xml: not a sitemap: the root element is neither <urlset> nor <sitemapindex>`,
    );
    expect(JSON.stringify(error)).not.toContain('4f1a');
  });
});
