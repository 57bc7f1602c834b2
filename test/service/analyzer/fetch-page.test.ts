import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisFailure, type AnalysisFailureCode, type FetchOptions } from '../../../src/service/analyzer/index.js';
import { fetchPage } from '../../../src/service/analyzer/fetch-page.js';
import { html, redirect, startPageServer, type PageServer } from './page-server.js';

const good = readFileSync(new URL('../../fixtures/pages/good.html', import.meta.url));
const local: FetchOptions = { allowPrivate: true, timeoutMs: 5_000 };
let server: PageServer;
let userAgent: string | undefined;

beforeAll(async () => {
  server = await startPageServer({
    '/page': (request, response) => {
      userAgent = request.headers['user-agent'];
      html(good)(request, response);
    },
    '/gone': html('<title>Gone</title>', {}, 410),
    '/latin1': html(Buffer.from('<p>caf\xe9</p>', 'latin1'), { 'content-type': 'text/html; charset=ISO-8859-1' }),
    '/meta-charset': html(Buffer.from('<meta charset="windows-1252"><p>caf\xe9</p>', 'latin1'), {
      'content-type': 'text/html',
    }),
    '/xhtml': html('<p>x</p>', { 'content-type': 'application/xhtml+xml' }),
    '/hop/1': redirect('/hop/2', 301),
    '/hop/2': redirect('/page#top', 307),
    '/loop/a': redirect('/loop/b'),
    // Real redirects often name the server absolutely.
    '/loop/b': (request, response) => redirect(server.url('/loop/a'))(request, response),
    '/to-ftp': redirect('ftp://example.com/file'),
    '/binary': html(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]), { 'content-type': 'image/png' }),
    '/untyped': (_, response) => response.end('<p>x</p>'),
    '/declared-huge': html('x'.repeat(2_000), { 'content-length': '2000' }),
    '/streamed-huge': (_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      for (let chunk = 0; chunk < 10; chunk++) response.write('x'.repeat(1_000));
      response.end();
    },
    '/drip': (_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => response.write('<p>'), 50);
      response.on('close', () => clearInterval(timer));
    },
    '/silent': () => {},
  });
});

afterAll(async () => {
  await server.close();
});

async function failureCode(url: string, options: FetchOptions = local): Promise<AnalysisFailureCode | 'resolved'> {
  try {
    await fetchPage(url, options);
    return 'resolved';
  } catch (error) {
    if (error instanceof AnalysisFailure) return error.code;
    throw error;
  }
}

describe('fetchPage', () => {
  it('fetches an HTML page with its status, headers and final URL', async () => {
    const page = await fetchPage(server.url('/page'), local);
    expect(page.status).toBe(200);
    expect(page.url).toBe(server.url('/page'));
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.html).toBe(good.toString('utf8'));
    expect(userAgent).toMatch(/^pagegate-analyzer/);
  });

  it('returns a non-2xx HTML page for the analysis to report', async () => {
    const page = await fetchPage(server.url('/gone'), local);
    expect([page.status, page.html]).toEqual([410, '<title>Gone</title>']);
  });

  it('follows redirects to the final URL, fragment and all', async () => {
    const page = await fetchPage(server.url('/hop/1'), local);
    expect(page.url).toBe(server.url('/page#top'));
    expect(page.status).toBe(200);
  });

  it.each([
    ['the Content-Type charset', '/latin1', '<p>café</p>'],
    ['a <meta charset>', '/meta-charset', '<meta charset="windows-1252"><p>café</p>'],
  ])('decodes with %s', async (_, path, expected) => {
    expect((await fetchPage(server.url(path), local)).html).toBe(expected);
  });

  it('accepts application/xhtml+xml', async () => {
    expect((await fetchPage(server.url('/xhtml'), local)).html).toBe('<p>x</p>');
  });

  it.each<[string, string, Partial<FetchOptions>, AnalysisFailureCode]>([
    ['a redirect loop', '/loop/a', {}, 'too_many_redirects'],
    ['more redirects than allowed', '/hop/1', { maxRedirects: 1 }, 'too_many_redirects'],
    ['a redirect to another scheme', '/to-ftp', {}, 'invalid_url'],
    ['binary content', '/binary', {}, 'not_html'],
    ['no Content-Type', '/untyped', {}, 'not_html'],
    ['a declared length over the cap', '/declared-huge', { maxBytes: 1_000 }, 'too_large'],
    ['a streamed body over the cap', '/streamed-huge', { maxBytes: 5_000 }, 'too_large'],
    ['a slow drip', '/drip', { timeoutMs: 400 }, 'timeout'],
    ['no answer', '/silent', { timeoutMs: 400 }, 'timeout'],
  ])('refuses %s', async (_, path, options, code) => {
    expect(await failureCode(server.url(path), { ...local, ...options })).toBe(code);
  });

  it('allows exactly maxRedirects hops', async () => {
    expect(await failureCode(server.url('/hop/1'), { ...local, maxRedirects: 2 })).toBe('resolved');
  });

  it('bounds the whole fetch by timeoutMs, not each read', async () => {
    expect(await failureCode(server.url('/drip'), { ...local, timeoutMs: 300 })).toBe('timeout');
  });

  it.each(['ftp://example.com/', 'not a url', 'javascript:alert(1)'])('refuses %j as invalid_url', async (url) => {
    expect(await failureCode(url)).toBe('invalid_url');
  });

  it('reports a closed port as unreachable', async () => {
    const closed = await startPageServer({});
    await closed.close();
    expect(await failureCode(closed.url('/'))).toBe('unreachable');
  });

  it("rejects with the caller's reason when the caller aborts", async () => {
    const controller = new AbortController();
    const fetching = fetchPage(server.url('/drip'), { ...local, signal: controller.signal });
    controller.abort(new Error('shutting down'));
    await expect(fetching).rejects.toThrow('shutting down');
  });
});

describe('SSRF guard', () => {
  it.each([
    ['a loopback IP', (port: number) => `http://127.0.0.1:${port}/page`],
    ['a name resolving to loopback', (port: number) => `http://localhost:${port}/page`],
    ['an IPv6 loopback literal', (port: number) => `http://[::1]:${port}/page`],
    ['an IPv4-mapped loopback', (port: number) => `http://[::ffff:127.0.0.1]:${port}/page`],
    ['the unspecified address', (port: number) => `http://0.0.0.0:${port}/page`],
  ])('refuses %s without allowPrivate', async (_, url) => {
    expect(await failureCode(url(server.port), { allowPrivate: false, timeoutMs: 5_000 })).toBe('blocked_address');
  });

  it('fetches the same page with allowPrivate', async () => {
    expect(await failureCode(server.url('/page'), local)).toBe('resolved');
  });
});
