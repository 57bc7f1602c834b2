/**
 * A metric a check needs that no run measured, through the bundled CLI: a page that paints nothing
 * has no LCP, and that fails it (`perf.not_measured`), where before it passed every LCP check.
 */
import { expect, it } from 'vitest';
import { describeRender } from '../service/render/with-browser.js';
import { html, PAINTED_TEXT, usePerformanceSite } from './performance-site.js';

const page = (deploy: number) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  '<title>Blank of the performance site</title></head>' +
  // Deploy 2 paints nothing: an element at opacity 0 is no LCP candidate.
  `<body><main${deploy === 2 ? ' style="opacity:0"' : ''}><h1>Blank</h1>${PAINTED_TEXT}</main></body></html>`;

let deploy = 1;
const site = usePerformanceSite((path) => (path === '/blank' ? html(page(deploy)) : undefined));
const gate = () => site.gate(['check', '/blank', '--site-url', site.origin(), '--performance', '--wait-for', '0']);

describeRender('a metric not measured through the bundled CLI', () => {
  it('LCP measured passes; LCP not measured fails the page with perf.not_measured', async () => {
    const first = await gate();
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(first.byPath.get('/blank')?.metrics?.lcp_ms).not.toBeNull();

    deploy = 2;
    const second = await gate();
    const blank = second.byPath.get('/blank');
    expect(blank?.metrics?.lcp_ms, second.stdout).toBeNull();
    expect(second.code, second.stdout).toBe(1);
    expect(blank?.verdict).toBe('fail');
    expect(blank?.reasons).toContainEqual(expect.stringContaining('LCP was not measured in 3 runs'));
    expect(second.stdout).toContain('new critical perf.not_measured LCP not measured');
  }, 180_000);
});
