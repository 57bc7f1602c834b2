/** Broken links join the page's findings before it is judged: regressions, baselines and waivers treat them as any. */
import { afterEach, describe, expect, it } from 'vitest';
import { brokenLinkFinding, checkingLinks, type PageLinks } from '../../src/gate/links.js';
import { judgeOf } from '../../src/gate/page-keeper.js';
import type { PageObservation } from '../../src/gate/verdict.js';
import { startLoopback, type Loopback } from '../client/loopback-server.js';
import { yamlFile } from '../config/yaml-file.js';
import { page } from '../report/fixtures.js';
import { analysisConfig } from './configs.js';

const NOW = new Date('2027-01-10T00:00:00Z');
let site: Loopback | null = null;
let links: PageLinks | null = null;
afterEach(async () => {
  await Promise.all([site?.close(), links?.close()]);
  site = links = null;
});

async function brokenSite(): Promise<string> {
  site = await startLoopback((request, response) =>
    request.path === '/'
      ? void response.writeHead(200, { 'content-type': 'text/html' }).end('<a href="/gone">old</a><a href="/">home</a>')
      : void response.writeHead(404).end(),
  );
  return `${new URL(site.baseUrl).origin}/`;
}

function start(run: Parameters<typeof checkingLinks>[0]): PageLinks {
  const made = checkingLinks(run);
  if (!made) throw new Error('expected the link check on');
  return (links = made);
}

function observation(url: string, overrides: Partial<PageObservation> = {}): PageObservation {
  const { verdict, reasons, regressions, resolved, ...observed } = page({ url });
  void [verdict, reasons, regressions, resolved];
  return { ...observed, ...overrides };
}

function config(url: string, extra: Record<string, string> = {}, file = '') {
  return analysisConfig({
    inputs: { 'api-url': 'https://pas.example/api/v1', 'api-key': 'k', urls: url, ...extra },
    configFile: file ? yamlFile(file) : null,
    startedAt: NOW,
  });
}

describe('checkingLinks', () => {
  it('is off with check-links: off, and same-site by default', () => {
    expect(config('https://a.example/').links).toEqual({ mode: 'same-site', max: 500 });
    const off = config('https://a.example/', { 'check-links': 'off' });
    expect(checkingLinks({ links: off.links, pages: [], guard: null, signal: new AbortController().signal })).toBe(
      null,
    );
    expect(() => config('https://a.example/', { 'check-links': 'some' })).toThrow(
      'check-links: "some" is not one of off, same-site, all',
    );
  });

  it('adds a links.broken finding with the status, which fails the page as a new regression', async () => {
    const url = await brokenSite();
    const gate = config(url, { 'fail-on-regression': 'recommended' });
    const checking = start({ links: gate.links, pages: [url], guard: null, signal: new AbortController().signal });
    const seen = await checking.add(observation(url));
    const broken = brokenLinkFinding({ target: `${url}gone`, status: 404, reason: 'HTTP 404' });
    expect(seen.findings).toContainEqual(broken);
    expect(broken.evidence).toBe(`${url}gone (HTTP 404)`);
    const judged = judgeOf(gate, NOW)(seen);
    expect(judged.verdict).toBe('fail');
    expect(judged.regressions.map((r) => [r.check, r.severity, r.change])).toEqual([
      ['links.broken', 'recommended', 'new'],
    ]);
  });

  it('is no regression when the baseline had it, and counts for nothing under a waiver', async () => {
    const url = await brokenSite();
    const gate = config(url, { 'fail-on-regression': 'recommended' });
    const checking = start({ links: gate.links, pages: [url], guard: null, signal: new AbortController().signal });
    const seen = await checking.add(observation(url));
    const broken = brokenLinkFinding({ target: `${url}gone`, status: 404, reason: 'HTTP 404' });
    const known = { ...seen, baseline: { key: 'k', score: 96, grade: 'A', issues: null, findings: [broken] } };
    expect(judgeOf(gate, NOW)(known).verdict).toBe('pass');
    const waived = config(
      url,
      { 'fail-on-regression': 'recommended' },
      'waivers:\n  - { check: links.broken, evidence: /gone, reason: moved in PAGE-9, expires: 2027-02-01 }\n',
    );
    const judged = judgeOf(waived, NOW)(seen);
    expect(judged.verdict).toBe('pass');
    expect(judged.waived?.map((finding) => finding.check)).toEqual(['links.broken']);
  });

  it('leaves a page that was not analysed as it is, without reading it', async () => {
    const url = await brokenSite();
    const checking = start({
      links: { mode: 'same-site', max: 500 },
      pages: [url],
      guard: null,
      signal: new AbortController().signal,
    });
    const failed = observation(url, { score: null, error: { code: 'http_status', message: 'answered HTTP 500' } });
    expect(await checking.add(failed)).toBe(failed);
    expect(site?.seen).toEqual([]);
  });

  it('says in one line how many links an in-process run left unchecked with check-links: all', async () => {
    site = await startLoopback(
      (_, response) =>
        void response.writeHead(200).end('<a href="https://outside.example/">x</a><a href="http://127.0.0.1:1/">y</a>'),
    );
    const url = `${new URL(site.baseUrl).origin}/`;
    const checking = start({
      links: { mode: 'all', max: 500 },
      pages: [url],
      guard: null,
      signal: new AbortController().signal,
    });
    await checking.add(observation(url));
    const line = await checking.close();
    links = null;
    expect(line).toBe(
      "check-links: 2 links not checked (outside the run's hosts, which in-process runs do not reach; past " +
        'check-links-max 500, or refused by the address guard); 0 broken links found',
    );
  });
});
