/**
 * Performance against the accepted state through the bundled CLI, in-process: page weight cannot
 * ratchet up in steps each under the drift rule (it is judged against the first accepted weight),
 * and turning `performance` on does not fail a page on the render-blocking stylesheet it always had.
 */
import { expect, it } from 'vitest';
import { describeRender } from '../service/render/with-browser.js';
import { failingChecks, html, PAINTED_TEXT, usePerformanceSite } from './performance-site.js';

const page = (title: string, head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${title} of the drift site</title>${head}</head>` +
  `<body><main><h1>${title}</h1>${body}${PAINTED_TEXT}</main></body></html>`;

/** KB of padding /weight carries: each deploy adds 97 KB, under the 100 KB of the drift rule. */
let padKb = 0;
const site = usePerformanceSite((path) => {
  if (path === '/weight') return html(page('Weight', '', `<!--${'x'.repeat(padKb * 1024)}-->`));
  if (path === '/styled') return html(page('Styled', '<link rel="stylesheet" href="/site.css">', ''));
  return path === '/site.css' ? { type: 'text/css', body: `main { color: #222; }/*${'x'.repeat(3_000)}*/` } : undefined;
});
const gate = (paths: string[], ...flags: string[]) =>
  site.gate(['check', ...paths, '--site-url', site.origin(), ...flags, '--performance-runs', '1', '--wait-for', '0']);

describeRender('performance against the accepted state through the bundled CLI', () => {
  it('turning performance on keeps the stylesheet the page always had as its baseline', async () => {
    // Both pages into the accepted state, rendered without measuring: the state had none before.
    padKb = 6;
    const rendered = await gate(['/styled', '/weight'], '--render');
    expect(rendered.code, rendered.stdout + rendered.stderr).toBe(0);
    const measured = await gate(['/styled'], '--performance');
    expect(measured.code, measured.stdout + measured.stderr).toBe(0);
    expect(measured.byPath.get('/styled')?.metrics?.render_blocking).toEqual([`${site.origin()}/site.css`]);
    const again = await gate(['/styled'], '--performance');
    expect(again.code, again.stdout + again.stderr).toBe(0);
  }, 600_000);
  it('page weight grown in 97 KB steps fails at the second step, against the first accepted weight', async () => {
    const steps = [];
    for (const kb of [6, 103, 200]) {
      padKb = kb;
      steps.push(await gate(['/weight'], '--performance'));
    }
    const [first, second, third] = steps;
    expect(first?.code, first?.stdout).toBe(0);
    expect(second?.code, second?.stdout).toBe(0);
    expect(third?.code, third?.stdout).toBe(1);
    expect(failingChecks(third?.byPath ?? new Map())).toEqual({ '/weight': ['perf.page_weight'] });
    expect(third?.stdout).toContain('vs first accepted');
  }, 600_000);
});
