import { describe, expect, it } from 'vitest';
import { evidenceOf, fixturePage } from '../evidence.js';

const A11Y_CHECKS = [
  'a11y.label',
  'a11y.frame_title',
  'a11y.main_landmark',
  'a11y.aria_reference',
  'a11y.aria_role',
  'a11y.list',
  'a11y.svg_name',
  'a11y.accesskeys',
  'a11y.th_scope',
  'a11y.html_lang_valid',
  'a11y.empty_heading',
  'links.fragment',
];

describe('the static accessibility checks on their fixture pages', () => {
  it.each(A11Y_CHECKS)('%s passes a11y-pass.html, hidden content included', (check) => {
    expect(evidenceOf(check, fixturePage('a11y-pass.html'))).toEqual([]);
  });

  it.each<[string, string[]]>([
    [
      'a11y.label',
      [
        '<input type="text" name="name">',
        '<input type="checkbox">',
        '<select id="plan">',
        '<textarea aria-labelledby="missing-label">',
      ],
    ],
    ['a11y.frame_title', ['<iframe src="/video">']],
    ['a11y.main_landmark', ['<body>']],
    [
      'a11y.aria_reference',
      ['<label for="other">', '<textarea aria-labelledby="missing-label">', '<button aria-controls="no-panel">'],
    ],
    ['a11y.aria_role', ['<div role="buton">', '<ul role="navigation">', '<div role="widget">']],
    ['a11y.list', ['<ul>', '<ol>', '<li>', '<li>']],
    ['a11y.svg_name', ['<svg role="img" viewBox="0 0 10 10">']],
    ['a11y.accesskeys', ['<a href="/a" accesskey="s">']],
    ['a11y.th_scope', ['<th scope="column">', '<td scope="row">']],
    ['a11y.html_lang_valid', ['<html lang="english">']],
    ['a11y.empty_heading', ['<h2></h2>', '<h3><span> </span></h3>']],
    ['links.fragment', ['<a href="#typo">', '<a href="https://example.com/page#also-missing">']],
  ])('%s fails a11y-fail.html where axe would', (check, evidence) => {
    expect(evidenceOf(check, fixturePage('a11y-fail.html'))).toEqual(evidence);
  });
});

const page = (body: string, html = '<html lang="en">') => `<!DOCTYPE html>${html}<title>t</title><main>${body}</main>`;

describe('edges of the static accessibility checks', () => {
  it.each<[string, string, string, string[]]>([
    [
      'a11y.label',
      'a label with only spaces does not name',
      '<label for="f"> </label><input id="f">',
      ['<input id="f">'],
    ],
    [
      'a11y.label',
      "a label named by its own aria-label names the field (mdBook's sidebar toggle)",
      '<label for="t" aria-label="Toggle"></label><input type="checkbox" id="t">',
      [],
    ],
    ['a11y.label', 'an empty placeholder does not name', '<input placeholder="">', ['<input placeholder="">']],
    [
      'a11y.label',
      'aria-labelledby to an empty element does not name',
      '<i id="e"></i><input aria-labelledby="e">',
      ['<input aria-labelledby="e">'],
    ],
    ['a11y.label', 'an image input is named by its alt, not a label', '<input type="image" src="go.png">', []],
    ['a11y.frame_title', 'an empty title is none', '<iframe title=""></iframe>', ['<iframe title="">']],
    ['a11y.frame_title', 'role="presentation"', '<iframe role="presentation"></iframe>', []],
    ['a11y.main_landmark', 'role="main"', '<div role="main">x</div>', []],
    ['a11y.aria_reference', 'one id of several is enough', '<p id="a">x</p><div aria-describedby="zz a">y</div>', []],
    [
      'a11y.aria_reference',
      'a collapsed control may point at a popup built later',
      '<button aria-controls="m" aria-expanded="false">x</button>',
      [],
    ],
    ['a11y.aria_role', 'the implicit role is allowed', '<nav role="navigation">x</nav>', []],
    ['a11y.aria_role', 'a role is compared in any case', '<div role="Button">x</div>', []],
    [
      'a11y.aria_role',
      'no role is allowed on <main> but main',
      '<main role="region">x</main>',
      ['<main role="region">'],
    ],
    ['a11y.list', 'whitespace between items is no content', '<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>', []],
    ['a11y.list', 'a list with a role is not a list', '<ul role="tablist"><div>x</div></ul>', []],
    ['a11y.list', 'an <li> in <menu>', '<menu><li>a</li></menu>', []],
    ['a11y.svg_name', 'an SVG without a role is decoration', '<svg><circle r="1"/></svg>', []],
    ['a11y.svg_name', 'a title attribute names it', '<svg role="img" title="Logo"></svg>', []],
    [
      'a11y.accesskeys',
      'one finding per repeated key',
      '<a accesskey="k">1</a><a accesskey="k">2</a><a accesskey="k">3</a>',
      ['<a accesskey="k">'],
    ],
    ['a11y.empty_heading', 'a heading named by title', '<h2 title="Billing"></h2>', []],
    ['a11y.empty_heading', 'a heading whose role makes it something else', '<h2 role="presentation"></h2>', []],
    [
      'a11y.empty_heading',
      'role="heading" without text',
      '<div role="heading" aria-level="2"></div>',
      ['<div role="heading" aria-level="2"></div>'],
    ],
    ['links.fragment', 'an <a name> is a target', '<a name="old"></a><a href="#old">x</a>', []],
    ['links.fragment', 'a percent-encoded fragment is decoded', '<h2 id="café">x</h2><a href="#caf%C3%A9">y</a>', []],
    ['links.fragment', 'a bare # goes to the top', '<a href="#">x</a>', []],
  ])('%s: %s', (check, _, body, evidence) => {
    expect(evidenceOf(check, page(body))).toEqual(evidence);
  });

  it.each([
    ['lang="en-US"', '<html lang="en-US">', []],
    ['lang="zh-Hant"', '<html lang="zh-Hant">', []],
    ['lang="xx"', '<html lang="xx">', ['<html lang="xx">']],
    ['xml:lang="english"', '<html lang="en" xml:lang="english">', ['<html lang="en" xml:lang="english">']],
    ["no lang at all is html.lang's finding", '<html>', []],
  ])('a11y.html_lang_valid: %s', (_, html, evidence) => {
    expect(evidenceOf('a11y.html_lang_valid', page('x', html))).toEqual(evidence);
  });

  it('a11y.th_scope: scope on <td> is allowed before HTML5', () => {
    const html = '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN"><table><tr><td scope="row">a</td></tr></table>';
    expect(evidenceOf('a11y.th_scope', html)).toEqual([]);
  });
});
