import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AnalysisPool } from '../../src/service/analysis-pool.js';
import { AnalysisFailure, analyzeHtml } from '../../src/service/analyzer/index.js';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/pages/${name}`, import.meta.url), 'utf8');
const response = (url: string) => ({ url, status: 200, headers: { 'content-type': 'text/html' } });
/** About 4 MB: its analysis takes long enough that this thread turns many times meanwhile. */
const bigPage =
  `<!doctype html><html ` +
  `lang="en"><title>Big</title><h1>Big</h1>` +
  `${'<p>Words of an ordinary page <a href="/x">more</a> <img src="/i.png"></p>\n'.repeat(50_000)}</html>`;

let pool: AnalysisPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

const HELD_THREAD = new URL('./held-thread.mjs', import.meta.url);

describe('AnalysisPool', () => {
  it('answers what analyzeHtml answers on this thread, browser observations included', async () => {
    pool = new AnalysisPool(2);
    const page = {
      ...response('https://example.com/pricing'),
      browser: { scriptErrors: ['boom'], failedRequests: [] },
    };
    const html = fixture('good.html');
    expect(await pool.analyze(html, page)).toEqual(analyzeHtml(html, page));
  });

  it("hides what the page's linked stylesheet hides (minima's nav trigger), as on this thread", async () => {
    pool = new AnalysisPool(1);
    const page = { ...response('https://example.com/'), stylesheets: ['.site-nav .nav-trigger{display:none}'] };
    const html =
      '<!DOCTYPE html><html lang="en"><title>Minima</title><link rel="stylesheet" href="/assets/main.css">' +
      '<nav class="site-nav"><input type="checkbox" id="nav-trigger" class="nav-trigger" />' +
      '<label for="nav-trigger"><span class="menu-icon"><svg viewBox="0 0 18 15"><path d="M18"/></svg></span>' +
      '</label></nav><main><p>Text</p></main>';
    const analysis = await pool.analyze(html, page);
    expect(analysis.findings.filter((finding) => finding.check === 'a11y.label')).toEqual([]);
    expect(analysis).toEqual(analyzeHtml(html, page));
  });

  it('keeps an AnalysisFailure and its code across the thread', async () => {
    pool = new AnalysisPool(1);
    const failure = await Promise.resolve(pool.analyze('<p>x</p>', response('not a url'))).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AnalysisFailure);
    expect(failure).toMatchObject({ code: 'invalid_url', message: 'not a URL: not a url' });
  });

  it('runs more pages than threads, each answered with its own analysis', async () => {
    const running = (pool = new AnalysisPool(2));
    const urls = Array.from({ length: 5 }, (_, i) => `https://example.com/p${i}`);
    const analyses = await Promise.all(urls.map((url) => running.analyze(fixture('good.html'), response(url))));
    expect(analyses.map((analysis) => analysis.final_url)).toEqual(urls);
  });

  it('leaves this thread free while an analysis blocks its thread', async () => {
    // The held thread blocks until the file exists: this thread turns as often as it likes meanwhile,
    // then lets the analysis end.
    const done = join(await mkdtemp(join(tmpdir(), 'pagegate-pool-')), 'done');
    pool = new AnalysisPool(1, HELD_THREAD);
    const analysis = Promise.resolve(pool.analyze(done, response('https://example.com/held')));
    let settled = false;
    void analysis.finally(() => (settled = true));
    for (let turn = 0; turn < 100; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    await writeFile(done, '');
    expect((await analysis).final_url).toBe('https://example.com/held');
  });

  it.runIf(process.platform === 'linux')(
    'runs its threads at a lower priority than the service (nice 10)',
    async () => {
      const niceness = () =>
        readdirSync('/proc/self/task').map((id) =>
          Number(readFileSync(`/proc/self/task/${id}/stat`, 'utf8').split(') ')[1]?.split(' ')[16]),
        );
      expect(niceness()).not.toContain(10);
      pool = new AnalysisPool(1);
      await pool.analyze(fixture('good.html'), response('https://example.com/pricing'));
      expect(niceness()).toContain(10);
    },
  );

  it('rejects with the reason of an abort and analyses the next page on a new thread', async () => {
    pool = new AnalysisPool(1);
    const stop = new AbortController();
    const aborted = Promise.resolve(pool.analyze(bigPage, response('https://example.com/big'), stop.signal));
    stop.abort(new Error('stopping'));
    await expect(aborted).rejects.toThrow('stopping');
    expect((await pool.analyze(fixture('good.html'), response('https://example.com/next'))).final_url).toBe(
      'https://example.com/next',
    );
  });

  it('rejects pages running and waiting when closed', async () => {
    const running = (pool = new AnalysisPool(1));
    const pages = Promise.allSettled(
      ['a', 'b'].map((path) => running.analyze(bigPage, response(`https://example.com/${path}`))),
    );
    await running.close();
    expect((await pages).map((page) => page.status === 'rejected' && String(page.reason))).toEqual([
      'Error: the analysis pool is closed',
      'Error: the analysis pool is closed',
    ]);
  });

  it("starts its threads with a small young generation, so a large page's garbage is not kept", async () => {
    pool = new AnalysisPool(1, new URL('./limits-thread.mjs', import.meta.url));
    expect(await pool.analyze('<p>x</p>', response('https://example.com/'))).toMatchObject({
      maxYoungGenerationSizeMb: 4,
    });
  });
});
