/**
 * Performance in crawl mode through the bundled CLI, in-process, against a loopback site whose
 * server holds a hero image back: `pagegate crawl --performance` shows every page's metrics, and
 * `pagegate check --crawl SITE-URL --performance` fails exactly the linked page whose hero came
 * late, with perf.lcp, while an identical re-crawl stays green. The delay only ever makes the load
 * later, far past LCP's noise floor, so a loaded machine cannot turn the verdicts.
 */
import { expect, it } from 'vitest';
import { describeRender } from '../service/render/with-browser.js';
import { failingChecks, html, LATE_MS, PAINTED_TEXT, usePerformanceSite } from './performance-site.js';

const NAV = '<nav><a href="/">Home</a> <a href="/hero">Hero</a> <a href="/plain">Plain</a></nav>';

/** Deploy 2 holds /hero's image back: the page's LCP waits for it. */
function page(path: string, deploy: number): string | undefined {
  const body: Record<string, string> = {
    '/': '',
    '/plain': '',
    '/hero': `<img src="/hero-${deploy === 2 ? 'late' : 'now'}.png" width="400" height="300" alt="Hero">`,
  };
  if (body[path] === undefined) return undefined;
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ` +
    `content="width=device-width"><title>${path} of the crawled performance site</title></head>` +
    `<body>${NAV}<main><h1>Page ${path}</h1>${body[path]}${PAINTED_TEXT}</main></body></html>`
  );
}

let deploy = 1;
const site = usePerformanceSite((path) => {
  const body = page(path, deploy);
  return body === undefined ? undefined : html(body);
});
const gate = () => site.gate(['check', '--crawl', `${site.origin()}/`, '--performance']);

describeRender('performance in crawl mode through the bundled CLI', () => {
  it('pagegate crawl --performance measures every page it finds and shows its metrics', async () => {
    deploy = 1;
    const run = await site.cli(['crawl', `${site.origin()}/`, '--performance', '--performance-runs', '1']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const lines = run.stdout.split('\n').filter((line) => /^(PASS|FAIL|ERROR) /.test(line));
    expect(lines.map((line) => new URL(line.split(' ')[1] ?? '').pathname).sort()).toEqual(['/', '/hero', '/plain']);
    for (const line of lines) expect(line).toMatch(/ {2}LCP [\d,]+ ms, CLS [\d.]+, TBT [\d,]+ ms, page weight /);
  }, 300_000);

  it('fails exactly the crawled page whose hero came late, with perf.lcp; an identical re-crawl passes', async () => {
    deploy = 1;
    const first = await gate();
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect([...first.byPath.keys()].sort()).toEqual(['/', '/hero', '/plain']);
    for (const p of first.results.pages) expect(p.metrics?.runs, p.url).toBe(3);

    const again = await gate();
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(failingChecks(again.byPath)).toEqual({ '/': [], '/hero': [], '/plain': [] });

    deploy = 2;
    const slow = await gate();
    expect(slow.code, slow.stdout + slow.stderr).toBe(1);
    expect(failingChecks(slow.byPath)).toEqual({ '/': [], '/hero': ['perf.lcp'], '/plain': [] });
    expect(slow.byPath.get('/hero')?.metrics?.lcp_ms?.median).toBeGreaterThanOrEqual(LATE_MS);
    // The page line shows the failing page's metrics beside the accepted ones.
    expect(slow.stdout).toMatch(/FAIL .*\/hero .*LCP [\d,]+ ms \(accepted [\d,]+ ms\)/);
  }, 600_000);
});
