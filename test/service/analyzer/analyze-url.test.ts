import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisFailure, analyzeUrl } from '../../../src/service/analyzer/index.js';
import { html, redirect, startPageServer, type PageServer } from './page-server.js';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/pages/${name}`, import.meta.url));
let server: PageServer;

beforeAll(async () => {
  server = await startPageServer({
    '/pricing': html(fixture('good.html')),
    '/old-pricing': redirect('/pricing', 301),
    '/malformed': html(fixture('malformed.html')),
    '/missing': html('<html lang="en"><title>Not found here</title></html>', {}, 404),
    '/huge': html(`<p>${'x'.repeat(6 * 1024 * 1024)}</p>`),
    '/material': html(
      '<!DOCTYPE html><html lang="en"><title>A Material page</title>' +
        '<link rel="stylesheet" href="/assets/main.css"><link rel="stylesheet" href="/assets/missing.css">' +
        '<main><input class="md-toggle" type="checkbox" id="__drawer"><input class="search"></main>',
    ),
    '/assets/main.css': (_, response) => {
      response.writeHead(200, { 'content-type': 'text/css' }).end('.md-toggle{display:none}');
    },
  });
});

afterAll(async () => {
  await server.close();
});

describe('analyzeUrl', () => {
  it('fetches and analyses a page at its final URL', async () => {
    const analysis = await analyzeUrl(server.url('/old-pricing'), { allowPrivate: true });
    expect(analysis).toMatchObject({
      title: 'Pricing plans for pagegate',
      http_status: 200,
      final_url: server.url('/pricing'),
    });
    expect(analysis.findings).toEqual([]);
    expect(analysis.links).toEqual([server.url('/signup'), server.url('/contact'), server.url('/pricing')]);
  });

  it("hides what the page's same-site stylesheet hides (MkDocs Material's toggles)", async () => {
    const analysis = await analyzeUrl(server.url('/material'), { allowPrivate: true });
    const labels = analysis.findings.filter((finding) => finding.check === 'a11y.label');
    expect(labels.map((finding) => finding.evidence)).toEqual(['<input class="search">']);
  });

  it('reports the status of an error page as a finding', async () => {
    const analysis = await analyzeUrl(server.url('/missing'), { allowPrivate: true });
    expect(analysis.http_status).toBe(404);
    expect(analysis.findings[0]).toMatchObject({ check: 'http.status', evidence: 'HTTP 404' });
  });

  it('analyses malformed HTML', async () => {
    const analysis = await analyzeUrl(server.url('/malformed'), { allowPrivate: true });
    expect(analysis.title).toBe('Broken <b>markup');
  });

  it.each([
    ['a page over 5 MiB', '/huge', { allowPrivate: true }, 'too_large'],
    ['a loopback page without allowPrivate', '/pricing', { allowPrivate: false }, 'blocked_address'],
  ])('rejects %s', async (_, path, options, code) => {
    const failure = await analyzeUrl(server.url(path), options).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AnalysisFailure);
    expect((failure as AnalysisFailure).code).toBe(code);
  });
});
