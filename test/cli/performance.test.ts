/**
 * `--performance` through the bundled CLI, in-process, against a loopback site whose server delays
 * resources: each metric moves and the gate fails exactly the page that moved it, with that check;
 * an identical redeploy stays green. Each change is far past its noise floor in the direction it
 * moves (a delay only ever makes a load later), so a loaded machine cannot turn the verdicts.
 */
import { expect, it } from 'vitest';
import { describeRender } from '../service/render/with-browser.js';
import { failingChecks, html, LATE_MS, PAINTED_TEXT, usePerformanceSite } from './performance-site.js';

const LONG_TEXT = 'A paragraph that is larger on screen than the image that arrives late above it. '.repeat(28);
const page = (title: string, head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${title} of the performance site</title>${head}</head>` +
  `<body><main><h1>${title}</h1>${body}${PAINTED_TEXT}</main></body></html>`;

/** Deploy 1 is fast everywhere; deploy 2 makes each page slow in one way, and /plain not at all. */
const PAGES: Record<string, (deploy: number) => string> = {
  '/plain': () => page('Plain', '', ''),
  // The hero arrives seconds late: LCP waits for it.
  '/hero': (deploy) =>
    page('Hero', '', `<img src="/hero-${deploy === 2 ? 'late' : 'now'}.png" width="400" height="300" alt="Hero">`),
  // An image without dimensions above the text, late: the text is painted, then pushed down.
  // The text is the largest element, so the late image moves the layout, not LCP.
  '/shift': (deploy) =>
    page('Shift', '', `${deploy === 2 ? '<img src="/shift-late.png" alt="Shift">' : ''}<p>${LONG_TEXT}</p>`),
  // 700 ms of script after the first paint.
  '/busy': (deploy) =>
    page(
      'Busy',
      '',
      deploy === 2
        ? '<script>requestAnimationFrame(() => setTimeout(() => { const end = Date.now() + 700; ' +
            'while (Date.now() < end) {} }, 0));</script>'
        : '',
    ),
  // 1.5 MB of script in the head, without async or defer.
  '/heavy': (deploy) => page('Heavy', deploy === 2 ? '<script src="/heavy.js"></script>' : '', ''),
};

let deploy = 1;
const site = usePerformanceSite((path) => {
  const page = PAGES[path];
  if (page) return html(page(deploy));
  return path === '/heavy.js' ? { type: 'text/javascript', body: `/*${'x'.repeat(1_500_000)}*/` } : undefined;
});
const gate = () =>
  site.gate(['check', ...Object.keys(PAGES), '--site-url', site.origin(), '--performance', '--wait-for', '0']);

describeRender('--performance through the bundled CLI', () => {
  it('fails exactly the page whose metric moved, with that check; an identical redeploy stays green', async () => {
    deploy = 1;
    const first = await gate();
    expect(first.code, first.stdout + first.stderr).toBe(0);
    for (const p of first.results.pages) {
      expect(p.metrics?.runs, p.url).toBe(3);
      expect(p.render, p.url).toBe(true);
    }

    const again = await gate();
    expect(again.code, again.stdout + again.stderr).toBe(0);

    deploy = 2;
    const slow = await gate();
    expect(slow.code, slow.stdout + slow.stderr).toBe(1);
    expect(failingChecks(slow.byPath)).toEqual({
      '/plain': [],
      '/hero': ['perf.lcp'],
      '/shift': ['perf.cls'],
      '/busy': ['perf.tbt'],
      '/heavy': ['perf.page_weight', 'perf.render_blocking'],
    });
    const metric = (path: string, name: 'lcp_ms' | 'cls' | 'tbt_ms' | 'transfer_bytes') =>
      slow.byPath.get(path)?.metrics?.[name]?.median ?? Number.NaN;
    const before = (path: string, name: 'lcp_ms' | 'cls' | 'tbt_ms' | 'transfer_bytes') =>
      again.byPath.get(path)?.metrics?.[name]?.median ?? Number.NaN;
    expect(metric('/hero', 'lcp_ms')).toBeGreaterThanOrEqual(LATE_MS);
    expect(metric('/shift', 'cls')).toBeGreaterThan(before('/shift', 'cls') + 0.05);
    expect(metric('/busy', 'tbt_ms')).toBeGreaterThan(before('/busy', 'tbt_ms') + 300);
    expect(metric('/heavy', 'transfer_bytes')).toBeGreaterThan(before('/heavy', 'transfer_bytes') + 1_400_000);
    expect(slow.byPath.get('/heavy')?.metrics?.render_blocking).toEqual([`${site.origin()}/heavy.js`]);
    // The page line shows a failing page's metrics beside the accepted ones.
    expect(slow.stdout).toMatch(/FAIL .*\/hero .*LCP [\d,]+ ms \(accepted [\d,]+ ms\)/);

    // The failed run moved nothing: the slow deploy stays red on a re-run.
    const rerun = await gate();
    expect(rerun.code, rerun.stdout + rerun.stderr).toBe(1);
  }, 600_000);
});
