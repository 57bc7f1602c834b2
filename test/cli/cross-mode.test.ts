/**
 * A mode's first run through the bundled CLI (issue 46, item 10): a page accepted fetched, then
 * rendered for the first time. What both modes measure (a static check and its axe twin) is judged
 * against the fetched run's accepted findings, so an image that lost its alt text in the deploy
 * fails the first rendered run (axe.image-alt, paired with images.alt); a script error, which only
 * a rendered run sees and which was there from the start, has nothing to be compared with and
 * becomes the rendered baseline.
 */
import { expect, it } from 'vitest';
import { describeRender } from '../service/render/with-browser.js';
import { html, PAINTED_TEXT, usePerformanceSite } from './performance-site.js';

/** Deploy 2 adds an image without alt text; the script error is there in both. */
const pageOf = (deploy: number) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>Modes of the cross-mode site</title><meta name="description" content="A page gated in both modes.">` +
  `</head><body><main><h1>Modes</h1>${PAINTED_TEXT}<img src="/logo.png" width="40" height="30" alt="Logo">` +
  `${deploy === 2 ? '<img src="/chart.png" width="40" height="30">' : ''}` +
  `<script>throw new Error('broken from the start');</script></main></body></html>`;

let deploy = 1;
const site = usePerformanceSite((path) => (path === '/modes' ? html(pageOf(deploy)) : undefined));
const gate = (render: boolean) =>
  site.gate(['check', '/modes', '--site-url', site.origin(), '--render', String(render), '--wait-for', '0']);

describeRender('a first rendered run after a fetched one', () => {
  it('fails a shared finding the fetched run did not accept; a render-only one from the start does not', async () => {
    deploy = 1;
    const fetched = await gate(false);
    expect(fetched.code, fetched.stdout + fetched.stderr).toBe(0);
    expect(fetched.stdout).toContain('this run passed and is the accepted state now');

    deploy = 2;
    const rendered = await gate(true);
    expect(rendered.code, rendered.stdout + rendered.stderr).toBe(1);
    const page = rendered.byPath.get('/modes');
    expect(page?.render).toBe(true);
    const findings = page?.findings?.map((f) => f.check) ?? [];
    expect(findings).toContain('script.errors');
    const failing = [...new Set(page?.regressions.filter((r) => r.fails).map((r) => r.check))];
    expect(failing).toEqual(['axe.image-alt']);
    expect(page?.reasons.join('\n')).toMatch(/image-alt/);

    // The image fixed: the rendered run passes, and what only it sees is the rendered baseline now.
    deploy = 1;
    const fixed = await gate(true);
    expect(fixed.code, fixed.stdout + fixed.stderr).toBe(0);
    const again = await gate(true);
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(again.byPath.get('/modes')?.baselineFrom?.kind).toBe('accepted');
    expect(again.stdout).not.toContain('render changed');
  }, 180_000);
});
