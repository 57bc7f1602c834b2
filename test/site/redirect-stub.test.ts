import { describe, expect, it } from 'vitest';
import { redirectStub } from '../../src/site/redirect-stub.js';

const PAGE = 'https://docs.example/old/page/';

/** Hugo's alias page, as `hugo` writes it. */
const HUGO_ALIAS =
  '<!DOCTYPE html><html lang="en-us"><head><title>https://docs.example/new/page/</title>' +
  '<link rel="canonical" href="https://docs.example/new/page/"><meta name="robots" content="noindex">' +
  '<meta charset="utf-8"><meta http-equiv="refresh" content="0; url=https://docs.example/new/page/"></head></html>';

/** mkdocs-redirects' page: a relative refresh, a script and a line of text with a link. */
const MKDOCS_REDIRECT = `<!doctype html><html><head><meta charset="utf-8"><title>Redirecting...</title>
<link rel="canonical" href="../../new/page/"><script>var anchor=window.location.hash.substr(1);
location.href="../../new/page/"+(anchor?"#"+anchor:"")</script>
<meta http-equiv="refresh" content="0; url=../../new/page/"></head>
<body>You're being redirected to a <a href="../../new/page/">new destination</a>.</body></html>`;

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('redirectStub', () => {
  it.each([
    [
      "Hugo's alias (refresh, canonical, noindex)",
      HUGO_ALIAS,
      { to: 'https://docs.example/new/page/', by: 'meta-refresh' },
    ],
    [
      "mkdocs-redirects' page (relative refresh, a line of text)",
      MKDOCS_REDIRECT,
      { to: 'https://docs.example/new/page/', by: 'meta-refresh' },
    ],
    [
      "a refresh spelt as browsers accept it: URL upper-case, quoted, no space; the target's fragment dropped",
      `<meta http-equiv="Refresh" content="1;URL='/new/page/#part'">`,
      { to: 'https://docs.example/new/page/', by: 'meta-refresh' },
    ],
    [
      'a refresh resolved against <base href>',
      '<base href="https://docs.example/v2/"><meta http-equiv="refresh" content="0; url=page/">',
      { to: 'https://docs.example/v2/page/', by: 'meta-refresh' },
    ],
  ])('%s: a stub', (_name, html, stub) => {
    expect(redirectStub(html, PAGE)).toEqual(stub);
  });

  it.each([
    [
      'a page with content of its own and a refresh',
      `<meta http-equiv="refresh" content="300; url=/new/"><p>${words(31)}</p>`,
    ],
    [
      "a noindex page with content of its own whose canonical names production (a preview's regression)",
      '<link rel="canonical" href="https://docs.example/new/page/"><meta name="robots" content="noindex">' +
        `<p>${words(31)}</p>`,
    ],
    [
      'a canonical elsewhere on a noindex page, no refresh (a page judged as one)',
      '<link rel="canonical" href="/new/page/"><meta name="robots" content="noindex, follow"><p>Moved.</p>',
    ],
    [
      'a "Loading…" shell of a preview: noindex, canonical to the home page, no refresh',
      '<link rel="canonical" href="https://docs.example/"><meta name="robots" content="noindex">' +
        '<div id="app">Loading…</div>',
    ],
    ['a refresh to another origin', '<meta http-equiv="refresh" content="0; url=https://elsewhere.example/page/">'],
    [
      'a refresh to another scheme of the same host',
      '<meta http-equiv="refresh" content="0; url=http://docs.example/">',
    ],
    ['a refresh that only reloads the page', '<meta http-equiv="refresh" content="30">'],
    ['a refresh to the page itself', `<meta http-equiv="refresh" content="0; url=${PAGE}#top">`],
    ['a refresh to another scheme', '<meta http-equiv="refresh" content="0; url=mailto:a@docs.example">'],
    ['a canonical elsewhere on an indexed page (a duplicate, not a stub)', '<link rel="canonical" href="/new/page/">'],
    [
      'a noindex page whose canonical is itself',
      `<link rel="canonical" href="${PAGE}"><meta name="robots" content="noindex">`,
    ],
    ['a noindex page with no canonical', '<meta name="robots" content="noindex"><p>Draft</p>'],
    [
      "a refresh inside a template is not the page's",
      '<template><meta http-equiv="refresh" content="0; url=/x/"></template><p>Hi</p>',
    ],
  ])('%s: not a stub', (_name, html) => {
    expect(redirectStub(html, PAGE)).toBeNull();
  });
});
