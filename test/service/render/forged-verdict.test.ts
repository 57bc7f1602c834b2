/**
 * A rendered page may not grade itself. The trap page has eight critical findings; each variant
 * adds one script that tries to make axe-core (or the serialised DOM the analyzer reads) say it has
 * none. Every variant must score as the same page without its script, or lower.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../src/service/index.js';
import { html, startPageServer, type PageServer } from '../analyzer/page-server.js';
import { analysed, KEY } from '../service-fixture.js';
import { describeRender, requireBrowser } from './with-browser.js';

const RENDER = { render: true };

/** No title, no viewport, three images without alt, two fields without a label, a list holding a div. */
const trapPage = (script: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
${script === '' ? '' : `<script>${script}</script>`}
</head><body><main><h1>A page with eight critical findings</h1>
<p>Words enough to be a page: a paragraph that says what this page is about, in a sentence or two.</p>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="11" height="10">
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="12" height="10">
<form><input type="text" name="first"><input type="text" name="second"></form>
<ul><div>not a list item</div></ul>
</main></body></html>`;

/** An axe that finds nothing: what the page hands over instead of the real one. */
const CLEAN_AXE = `{ run: async () => ({ violations: [], passes: [], incomplete: [], inapplicable: [] }) }`;

/** A clean document the page may answer with when asked for its markup. */
const CLEAN_MARKUP =
  '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Nothing to see here</title></head><body><main><h1>Clean</h1></main></body></html>';

/** Wraps the real axe when it is assigned, with `wrap(real)` as its run. */
const wrapping = (run: string) => `let real;
Object.defineProperty(window, 'axe', { configurable: false, get: () => real && { ...real, run: ${run} },
  set: (value) => { real = value; } });`;

/** Gives every image an alt text when `tell` says an automated browser reads the page. */
const altFor = (tell: string) => `if (${tell}) document.addEventListener('DOMContentLoaded', () =>
  document.querySelectorAll('img').forEach((image) => { image.alt = 'a described image'; }));`;

const VARIANTS: Record<string, string> = {
  'a trapping window.axe getter': `Object.defineProperty(window, 'axe', { configurable: false,
    get: () => (${CLEAN_AXE}), set: () => {} });`,
  'a non-writable window.axe': `Object.defineProperty(window, 'axe', { value: ${CLEAN_AXE}, writable: false,
    configurable: false });`,
  'axe.run wrapped to drop violations': wrapping(
    'async (...args) => ({ ...(await real.run(...args)), violations: [] })',
  ),
  'elements removed inside axe.run': wrapping(
    `async (...args) => { document.querySelectorAll('img, input, ul').forEach((e) => e.remove());
      return real.run(...args); }`,
  ),
  'impacts rewritten to minor': wrapping(`async (...args) => { const results = await real.run(...args);
      for (const violation of results.violations) { violation.impact = 'minor';
        for (const node of violation.nodes) node.impact = 'minor'; }
      return results; }`),
  'Array.prototype.map overridden': `Array.prototype.map = function () { return []; };`,
  'Array.prototype.flat overridden': `Array.prototype.flat = function () { return []; };`,
  'JSON.stringify overridden': `JSON.stringify = () => '{"rules":[],"violations":[]}';`,
  'Promise replaced': `window.Promise = function () { return { then: () => {} }; };`,
  'Object.defineProperty replaced': `Object.defineProperty = () => {}; Object.defineProperties = () => {};`,
  'the outerHTML getter forged': `Object.defineProperty(Element.prototype, 'outerHTML', {
    get: () => ${JSON.stringify(CLEAN_MARKUP)} });`,
  'XMLSerializer forged': `window.XMLSerializer = function () { return { serializeToString: () => '' }; };`,
  'querySelectorAll emptied': `Document.prototype.querySelectorAll = Element.prototype.querySelectorAll =
    function () { return []; };`,
  'alt written only for a driven browser (navigator.webdriver)': altFor('navigator.webdriver'),
  'alt written only for a headless user agent': altFor('/Headless/.test(navigator.userAgent)'),
  'alt written only for a headless brand in the client hints': altFor(
    '(navigator.userAgentData?.brands ?? []).some((brand) => /Headless/.test(brand.brand))',
  ),
  'getComputedStyle hides everything': `const real = window.getComputedStyle;
    window.getComputedStyle = (element, pseudo) => new Proxy(real(element, pseudo), {
      get: (style, name) => (name === 'display' ? 'none' : name === 'getPropertyValue'
        ? (property) => (property === 'display' ? 'none' : style.getPropertyValue(property)) : style[name]) });`,
};

let site: PageServer;
let service: RunningService;
/** The identifying headers the page was asked with. */
const askedWith: string[] = [];

beforeAll(async () => {
  requireBrowser();
  site = await startPageServer({
    '/clean': (request, response) => {
      askedWith.push(`${request.headers['user-agent'] ?? ''} ${String(request.headers['sec-ch-ua'])}`);
      html(trapPage(''))(request, response);
    },
    ...Object.fromEntries(Object.values(VARIANTS).map((script, index) => [`/trap/${index}`, html(trapPage(script))])),
  });
  service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, keys: { [KEY]: 'agency' } });
});

afterAll(async () => {
  await service?.close();
  await site?.close();
});

interface Scored {
  status: string;
  score: number;
  issues: { critical: number };
}

const scored = async (path: string): Promise<Scored> =>
  (await analysed(service.url, site.url(path), KEY, RENDER)).body.report as Scored;

let clean: Promise<Scored> | undefined;
const cleanScored = () => (clean ??= scored('/clean'));

describeRender('a rendered page cannot forge its own verdict', () => {
  it('the trap page without its script has its eight critical findings', async () => {
    const clean = await cleanScored();
    expect(clean.status).toBe('complete');
    expect(clean.issues.critical).toBeGreaterThanOrEqual(8);
    // Asked for as a reader's Chromium asks: no headless mark in the user agent or its client hints.
    expect(askedWith).toEqual([expect.stringMatching(/^Mozilla\/5\.0 .* Chrome\/\d+[\d.]* .*"Chromium";v="\d+"/)]);
    expect(askedWith[0]).not.toMatch(/headless/i);
  });

  it('scores within a few points of the same page fetched: the same defects weigh the same', async () => {
    const fetched = (await analysed(service.url, site.url('/clean'))).body.report as Scored;
    const clean = await cleanScored();
    expect(Math.abs(clean.score - fetched.score)).toBeLessThanOrEqual(3);
  });

  it.concurrent.each(Object.keys(VARIANTS).map((name, index) => [name, index] as const))(
    '%s: scores as the page without its script, or lower',
    async (_name, index) => {
      const [clean, trap] = await Promise.all([cleanScored(), scored(`/trap/${index}`)]);
      expect(trap.status).toBe('complete');
      expect(trap.score).toBeLessThanOrEqual(clean.score);
      expect(trap.issues.critical).toBeGreaterThanOrEqual(clean.issues.critical);
    },
  );
});
