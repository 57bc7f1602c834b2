import { describe, expect, it } from 'vitest';
import { findingIdentity } from '../../src/model/finding-identity.js';
import { diffFindings } from '../../src/gate/compare.js';
import { finding } from '../report/fixtures.js';

const same = (check: string, a: string, b: string): boolean =>
  findingIdentity({ check, evidence: a }) === findingIdentity({ check, evidence: b });

// A logo without alt as a bundler-built page spells it, and the same element after each benign deploy.
const LOGO = '<img src="/assets/logo.1a2b3c4d.png" width="120" height="40" class="logo">';

describe('findingIdentity: a benign deploy keeps every identity', () => {
  it.each([
    [
      'start tag over several lines',
      LOGO,
      '<img\n  src="/assets/logo.1a2b3c4d.png"\n  width="120"\n  height="40"\n  class="logo"\n>',
    ],
    ['attributes reordered', LOGO, '<img class="logo" height="40" width="120" src="/assets/logo.1a2b3c4d.png">'],
    [
      'tag and attribute names upper-cased',
      LOGO,
      '<IMG SRC="/assets/logo.1a2b3c4d.png" WIDTH="120" HEIGHT="40" Class="logo">',
    ],
    ['end tag upper-cased', '<h1>Getting started</h1>', '<H1>Getting started</H1>'],
    ['a hidden character (the results file holds none)', '<h1>Getting\u200B started</h1>', '<h1>Getting started</h1>'],
    ['a hidden character in text evidence', 'Content-Security\u00AD-Policy', 'Content-Security-Policy'],
    ['quotes " to \'', LOGO, "<img src='/assets/logo.1a2b3c4d.png' width='120' height='40' class='logo'>"],
    ['unquoted values', LOGO, '<img src=/assets/logo.1a2b3c4d.png width=120 height=40 class=logo>'],
    ['asset hash changed (hex)', LOGO, LOGO.replace('1a2b3c4d', '9f8e7d6c')],
    [
      'asset hash changed (long hex)',
      '<img src="/i/a.0123456789abcdef0123.png">',
      '<img src="/i/a.fedcba9876543210fedc.png">',
    ],
    [
      'asset hash changed (esbuild base32)',
      '<script src="/chunk-KXJQZPWM.js"></script>',
      '<script src="/chunk-3ABCDE7F.js"></script>',
    ],
    [
      'asset hash in a directory',
      '<img src="/_next/static/a1b2c3d4e5/logo.png">',
      '<img src="/_next/static/f6e5d4c3b2/logo.png">',
    ],
    ['?v= cache-buster', '<img src="/logo.png?v=12">', '<img src="/logo.png?v=13">'],
    ['?hash= cache-buster', '<img src="/logo.png?hash=abc&w=2">', '<img src="/logo.png?hash=xyz&w=2">'],
    [
      'hash in srcset',
      '<img srcset="/a.1a2b3c4d.png 1x, /a@2x.5e6f7a8b.png 2x">',
      '<img srcset="/a.9f8e7d6c.png 1x, /a@2x.0a0b0c0d.png 2x">',
    ],
    [
      'hash in og:image content',
      '<meta property="og:image" content="/og.1a2b3c4d.png">',
      '<meta content="/og.77aa88bb.png" property="og:image">',
    ],
    ['markup minified', '<a href="/docs/">\n  <img src="/i.png">\n</a>', '<a href="/docs/"><img src="/i.png"></a>'],
    ['text whitespace', '<h1>\n  Getting\n   started\n</h1>', '<h1>Getting started</h1>'],
    ['entity vs literal attribute value', '<a href="/search?a=1&amp;b=2"></a>', '<a href="/search?a=1&b=2"></a>'],
    ['numeric reference vs literal', '<img title="caf&#233;" src="/c.png">', '<img title="café" src="/c.png">'],
    ['entity vs literal text', '<title>Tom &amp; Jerry</title>', '<title>Tom & Jerry</title>'],
    ['boolean attribute with and without =""', '<img src="/a.png" ismap>', '<img src="/a.png" ismap="">'],
    ['self-closing <img/>', '<img src="/a.png"/>', '<img src="/a.png">'],
    ['self-closing with a space', '<img src="/a.png" />', '<img src="/a.png">'],
    ['<HEAD\\n> to <head>', '<HEAD\n>', '<head>'],
    ['<html> attributes reordered', '<html lang="en" dir="ltr">', '<html dir="ltr" lang="en">'],
    ['text evidence: whitespace collapsed as before', 'X-Robots-Tag:   noindex', ' X-Robots-Tag: noindex\n'],
  ])('%s', (_name, a, b) => {
    expect(same('images.alt', a, b)).toBe(true);
  });
});

describe('findingIdentity: different elements stay apart', () => {
  it.each([
    ['another image', '<img src="/assets/logo.1a2b3c4d.png">', '<img src="/assets/hero.1a2b3c4d.png">'],
    ['another attribute value', '<img src="/a.png" width="120">', '<img src="/a.png" width="121">'],
    ['an attribute more', '<img src="/a.png">', '<img src="/a.png" width="1">'],
    ['another tag', '<div id="a">', '<span id="a">'],
    ['another text', '<a href="/a">here</a>', '<a href="/a">more</a>'],
    ['words in a path are not hashes', '<a href="/docs/getting-started/"></a>', '<a href="/docs/installation/"></a>'],
    ['a version in a path', '<a href="/v2/api"></a>', '<a href="/v3/api"></a>'],
    ['a non-URL attribute keeps its hash-like value', '<div id="x1a2b3c4">', '<div id="x9f8e7d6">'],
    ['markup vs text that spells it', '<img>', '[["<","img"]]'],
    [
      'two excerpts cut inside a tag',
      '<img alt src="data:image/png;base64,AAAA',
      '<img alt src="data:image/png;base64,BBBB',
    ],
    ['text evidence', 'HTTP 404', 'HTTP 410'],
  ])('%s', (_name, a, b) => {
    expect(same('images.alt', a, b)).toBe(false);
  });

  it('the check is part of the identity', () => {
    expect(findingIdentity({ check: 'a', evidence: '<img>' })).not.toBe(
      findingIdentity({ check: 'b', evidence: '<img>' }),
    );
  });
});

/** The findings of a docs page as the analyzer reports them, in one build's spelling. */
function docsPage(build: { hash: string; upper?: boolean }): ReturnType<typeof finding>[] {
  const tag = (name: string): string => (build.upper ? name.toUpperCase() : name);
  return [
    finding({
      check: 'images.alt',
      severity: 'critical',
      evidence: `<${tag('img')} src="/assets/logo.${build.hash}.png" width="120" height="40">`,
    }),
    finding({ check: 'content.word_count', severity: 'optional', evidence: `<${tag('body')} class="docs">` }),
  ];
}

const BEFORE = docsPage({ hash: '1a2b3c4d' });
const REBUILT = { hash: '9f8e7d6c', upper: true };

describe('a real regression against rebuilt assets is exactly one new finding', () => {
  it.each([
    [
      'alt removed',
      finding({
        check: 'images.alt',
        severity: 'critical',
        evidence: '<IMG src="/assets/diagram.9f8e7d6c.svg" width="600">',
      }),
    ],
    [
      'a second alt-less image',
      finding({
        check: 'images.alt',
        severity: 'critical',
        evidence: '<IMG src="/assets/logo.9f8e7d6c.png" width="120" height="40">',
      }),
    ],
    ['title removed', finding({ check: 'title.missing', severity: 'critical', evidence: '<HEAD>' })],
    ['viewport removed', finding({ check: 'meta.viewport', severity: 'critical', evidence: '<HEAD>' })],
    [
      'an empty link added',
      finding({ check: 'links.empty', severity: 'critical', evidence: '<A href="/api/">\n</A>' }),
    ],
    [
      'a duplicate id added',
      finding({ check: 'html.duplicate_ids', severity: 'recommended', evidence: '<H2 id="install">' }),
    ],
    [
      'noindex added',
      finding({ check: 'robots.noindex', severity: 'critical', evidence: '<META name="robots" content="noindex">' }),
    ],
  ])('%s', (_name, regression) => {
    const diff = diffFindings([...docsPage(REBUILT), regression], BEFORE);
    expect(diff).toEqual({ added: [regression], escalated: [], resolved: [] });
  });

  it('the rebuilt page alone has nothing new and nothing resolved', () => {
    expect(diffFindings(docsPage(REBUILT), BEFORE)).toEqual({ added: [], escalated: [], resolved: [] });
  });
});

describe('numbered names are names, not hashes', () => {
  const alt = (src: string) => finding({ check: 'images.alt', severity: 'critical', evidence: `<img src="${src}">` });
  const link = (href: string) =>
    finding({ check: 'links.fragment', severity: 'recommended', evidence: `<a href="${href}">More</a>` });

  it.each([
    ['figure1 fixed, figure2 added without alt', alt('/img/figure1.png'), alt('/img/figure2.png')],
    ['#section1 fixed, #section2 broken', link('#section1'), link('#section2')],
    ['#section-1 fixed, #section-2 broken', link('#section-1'), link('#section-2')],
    ['chapter3 fixed, chapter10 broken', link('/docs/chapter3'), link('/docs/chapter10')],
  ])('%s: one resolved and one new', (_name, fixed, broken) => {
    expect(diffFindings([broken], [fixed])).toEqual({ added: [broken], escalated: [], resolved: [fixed] });
  });

  it('a hash beside a numbered name is still masked', () => {
    expect(same('images.alt', '<img src="/img/figure1.1a2b3c4d.png">', '<img src="/img/figure1.9f8e7d6c.png">')).toBe(
      true,
    );
  });
});

describe('a <meta> pairs by what it names, never by its content', () => {
  const meta = (check: string, attrs: string) =>
    finding({ check, severity: 'recommended', evidence: `<meta ${attrs}>` });

  it.each([
    [
      'a reworded description',
      'meta.description',
      'name="description" content="Old words."',
      'name="description" content="New words, reworded."',
    ],
    [
      'the name spelt in another case',
      'meta.description',
      'name="Description" content="A."',
      'name="description" content="B."',
    ],
    ['a reworded og:title', 'social.og', 'property="og:title" content="Old"', 'property="og:title" content="New"'],
  ])('%s: nothing new, nothing resolved', (_name, check, before, now) => {
    expect(diffFindings([meta(check, now)], [meta(check, before)])).toEqual({ added: [], escalated: [], resolved: [] });
  });

  it('two metas of different names stay apart', () => {
    const before = meta('social.og', 'property="og:title" content="Same"');
    const now = meta('social.og', 'property="og:description" content="Same"');
    expect(diffFindings([now], [before])).toEqual({ added: [now], escalated: [], resolved: [before] });
  });
});
