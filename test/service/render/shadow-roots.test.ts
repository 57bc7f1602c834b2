/**
 * A shadow root is part of the page a reader sees, whatever its mode: a closed one (declared in
 * the markup, no script needed) hides its content from the page's scripts, not from the reader,
 * and so not from the render's analysis either.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../src/service/index.js';
import { html, startPageServer, type PageServer } from '../analyzer/page-server.js';
import { analysed, KEY } from '../service-fixture.js';
import { describeRender, requireBrowser } from './with-browser.js';

const IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

const page = (mode: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Images behind a shadow root</title>
<meta name="description" content="A page whose images sit in a shadow root its scripts cannot open.">
</head><body><main><h1>Behind the shadow</h1>
<p>Words enough to be a page: a paragraph that says what this page is about, in a sentence or two.</p>
<div id="host"><template shadowrootmode="${mode}"><p>Inside the root, <a href="#nowhere">a link to nowhere</a>.</p>
<img src="${IMAGE}" width="10" height="10"><img src="${IMAGE}" width="12" height="10">
<section><template shadowrootmode="${mode}"><img src="${IMAGE}" width="14" height="10"></template></section>
</template></div>
</main></body></html>`;

let site: PageServer;
let service: RunningService;

beforeAll(async () => {
  requireBrowser();
  site = await startPageServer({ '/closed': html(page('closed')), '/open': html(page('open')) });
  service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, keys: { [KEY]: 'pro' } });
});

afterAll(async () => {
  await service?.close();
  await site?.close();
});

interface Reported {
  status: string;
  findings: { check: string; severity: string; evidence: string }[];
}

const imagesWithoutAlt = (report: Reported) =>
  report.findings.filter(
    (finding) =>
      (finding.check === 'images.alt' || finding.check === 'axe.image-alt') && finding.severity === 'critical',
  );

describeRender('shadow roots in the rendered page', () => {
  it.each(['closed', 'open'])('a %s root: axe and the analyzer read its content, nested roots too', async (mode) => {
    const fragments = (report: Reported) => report.findings.filter((finding) => finding.check === 'links.fragment');
    const fetched = (await analysed(service.url, site.url(`/${mode}`))).body.report as Reported;
    const rendered = (await analysed(service.url, site.url(`/${mode}`), KEY, { render: true })).body.report as Reported;
    expect(rendered.status).toBe('complete');
    expect(imagesWithoutAlt(fetched)).toHaveLength(3);
    expect(imagesWithoutAlt(rendered)).toHaveLength(3);
    expect(imagesWithoutAlt(rendered).map((finding) => finding.check)).toEqual([
      'axe.image-alt',
      'axe.image-alt',
      'axe.image-alt',
    ]);
    // A check axe has no twin of sees the root's content in the serialised DOM.
    expect(fragments(fetched)).toHaveLength(1);
    expect(fragments(rendered)).toEqual(fragments(fetched));
  });
});
