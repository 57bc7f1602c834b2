/**
 * axe reads the page its scripts built: a script that changes the page after load (a theme that
 * gives code blocks a tabindex, an image added late) is read on every run, and a page that never
 * stops changing is read once the wait's cap comes, and the report says so.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../src/service/index.js';
import { html, startPageServer, type PageServer } from '../analyzer/page-server.js';
import { analysed, KEY } from '../service-fixture.js';
import { describeRender, requireBrowser } from './with-browser.js';

const IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

const page = (script: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A page its script finishes late</title>
</head><body><main><h1>Late changes</h1>
<p>Words enough to be a page: a paragraph that says what this page is about, in a sentence or two.</p>
<div id="late"></div></main><script>${script}</script></body></html>`;

/**
 * A script that changes the page every 700 ms after load, three times; the last change adds an
 * image without alt and a link to no target on the page.
 */
const LATE = `const step = (left) => setTimeout(() => {
  const late = document.getElementById('late');
  if (left > 1) {
    late.textContent = 'still loading: ' + left;
    return step(left - 1);
  }
  const image = document.createElement('img');
  image.src = '${IMAGE}';
  const link = document.createElement('a');
  link.href = '#nowhere';
  link.textContent = 'A link to nowhere';
  late.replaceChildren(image, link);
}, 700);
addEventListener('load', () => step(3));`;

/** A counter that never stops ticking. */
const RESTLESS = `let ticks = 0;
setInterval(() => { document.getElementById('late').textContent = 'tick ' + (ticks += 1); }, 100);`;

let site: PageServer;
let service: RunningService;

beforeAll(async () => {
  requireBrowser();
  site = await startPageServer({ '/late': html(page(LATE)), '/restless': html(page(RESTLESS)) });
  service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, keys: { [KEY]: 'pro' } });
});

afterAll(async () => {
  await service?.close();
  await site?.close();
});

interface Reported {
  status: string;
  dom_quiet?: boolean;
  findings: { check: string }[];
}

const rendered = async (path: string) =>
  (await analysed(service.url, site.url(path), KEY, { render: true })).body.report as Reported;

describeRender('the render waits for a quiet DOM', () => {
  it('axe and the analyzer read what a script adds in steps 700 ms apart after load', async () => {
    const report = await rendered('/late');
    expect(report.findings.map((finding) => finding.check)).toEqual(
      expect.arrayContaining(['axe.image-alt', 'links.fragment']),
    );
    expect(report).toMatchObject({ status: 'complete', dom_quiet: true });
  });

  it('reads a page that never stops changing once the cap comes, and says the DOM was not quiet', async () => {
    const report = await rendered('/restless');
    expect(report).toMatchObject({ status: 'complete', dom_quiet: false });
  });
});
