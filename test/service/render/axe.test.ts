import { afterAll, beforeAll, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../src/service/index.js';
import { html, startPageServer, type PageServer } from '../analyzer/page-server.js';
import { analysed, KEY } from '../service-fixture.js';
import { describeRender, requireBrowser } from './with-browser.js';

const RENDER = { render: true };

// A contrast failure, a field without a label, an image without alt and an empty link; the
// Content-Security-Policy forbids every script, which must not keep axe out.
const FIXTURE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A page axe has things to say about</title>
</head><body><main><h1>Axe in the rendered page</h1>
<p style="color: #bbbbbb; background: #ffffff">Pale grey words on white that few can read.</p>
<form><input type="text" name="query"></form>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
<a href="/elsewhere"></a>
</main></body></html>`;

// A page that takes the name axe before axe could arrive, and answers with nonsense.
const IMPOSTOR = `<!DOCTYPE html><html lang="en"><head><title>A page that pretends to be axe</title>
<script>Object.defineProperty(window, 'axe', { value: { run: async () => ({ violations: 'none at all' }) } });</script>
</head><body><main><h1>Impostor</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>`;

// Jekyll minima's navigation: a checkbox without a label, hidden by the site's linked stylesheet.
const MINIMA = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A minima page</title>
<link rel="stylesheet" href="/assets/main.css"></head><body><header><nav class="site-nav">
<input type="checkbox" id="nav-trigger" class="nav-trigger"><a href="/about/">About</a></nav></header>
<main><h1>Minima</h1><p>A page of a Jekyll site in its default theme.</p></main></body></html>`;

let site: PageServer;
let service: RunningService;

beforeAll(async () => {
  requireBrowser();
  site = await startPageServer({
    '/page': html(FIXTURE, { 'content-security-policy': "script-src 'none'; connect-src 'none'" }),
    '/impostor': html(IMPOSTOR),
    '/minima': html(MINIMA),
    '/assets/main.css': (_, response) =>
      void response.writeHead(200, { 'content-type': 'text/css' }).end('.site-nav .nav-trigger { display: none; }'),
  });
  service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, keys: { [KEY]: 'pro' } });
});

afterAll(async () => {
  await service?.close();
  await site?.close();
});

interface ReportFinding {
  check: string;
}

describeRender('axe-core in the rendered page', () => {
  it('reports contrast and a missing label as axe findings, and nothing twice', async () => {
    const report = (await analysed(service.url, site.url('/page'), KEY, RENDER)).body.report;
    const findings = report.findings as ReportFinding[];
    const byCheck = (check: string) => findings.filter((finding) => finding.check === check);
    expect(byCheck('axe.color-contrast')).toEqual([
      {
        check: 'axe.color-contrast',
        severity: 'critical',
        result: 'warn',
        message: expect.stringMatching(/^Fix any of the following: Element has insufficient color contrast of 1\.\d+/),
        evidence: '<p style="color: #bbbbbb; background: #ffffff">Pale grey words on white that few can read.</p> [p]',
        remediation:
          'Elements must meet minimum color contrast ratio thresholds ' +
          '(https://dequeuniversity.com/rules/axe/4.14/color-contrast)',
        impact: 7,
        effort: 3,
      },
    ]);
    expect(byCheck('axe.label')).toEqual([
      expect.objectContaining({
        severity: 'critical',
        evidence: '<input type="text" name="query"> [input]',
        remediation: expect.stringContaining('Form elements must have labels (https://dequeuniversity.com/'),
      }),
    ]);
    // The static twins stay silent: axe measured the same things in the same page.
    expect(byCheck('axe.image-alt')).toHaveLength(1);
    expect(byCheck('axe.link-name')).toHaveLength(1);
    expect(byCheck('images.alt')).toEqual([]);
    expect(byCheck('links.empty')).toEqual([]);
    expect(report.issues.passed).toBeGreaterThan(40);
  });

  it('judges its static twins: a field the linked stylesheet hides is not a label finding', async () => {
    const report = (await analysed(service.url, site.url('/minima'), KEY, RENDER)).body.report;
    const checks = (report.findings as ReportFinding[]).map((finding) => finding.check);
    expect(report.status).toBe('complete');
    expect(checks).not.toContain('a11y.label');
    expect(checks).not.toContain('axe.label');
  });

  it('never asks the axe a page defines for itself: the real one answers', async () => {
    const report = (await analysed(service.url, site.url('/impostor'), KEY, RENDER)).body.report;
    const checks = (report.findings as ReportFinding[]).map((finding) => finding.check);
    expect(report.status).toBe('complete');
    expect(checks).toContain('axe.image-alt');
    expect(checks).not.toContain('images.alt');
  });
});
