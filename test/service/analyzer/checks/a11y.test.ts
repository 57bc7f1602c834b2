import { describe, expect, it } from 'vitest';
import { analyzeHtml } from '../../../../src/service/analyzer/index.js';
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
    // Issue 49 item 8: label association stops at a shadow boundary, as axe finds.
    [
      'a11y.label',
      'a <label for> outside a shadow root does not label the field inside it',
      '<label for="f">Name</label><div><template shadowrootmode="open"><input id="f"></template></div>',
      ['<input id="f">'],
    ],
    [
      'a11y.label',
      'a <label for> inside the same shadow root labels it',
      '<div><template shadowrootmode="open"><label for="f">Name</label><input id="f"></template></div>',
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
    [
      'a11y.aria_role',
      "a header and footer may restate their landmark roles (javadoc's pages)",
      '<header role="banner">x</header><footer role="contentinfo">y</footer>',
      [],
    ],
    ['a11y.aria_role', 'a named section is a region', '<section aria-label="Intro" role="region">x</section>', []],
    ['a11y.aria_role', 'an unnamed section is not', '<section role="region">x</section>', ['<section role="region">']],
    ['a11y.aria_role', 'an aside in main is complementary', '<aside role="complementary">x</aside>', []],
    ['a11y.aria_role', 'an email field is a textbox', '<input type="email" role="textbox" aria-label="e">', []],
    [
      'a11y.aria_role',
      'a text field may not be a switch',
      '<input type="text" role="switch" aria-label="s">',
      ['<input type="text" role="switch" aria-label="s">'],
    ],
    [
      'a11y.aria_role',
      'a password field is a textbox to axe',
      '<input type="password" role="textbox" aria-label="p">',
      [],
    ],
    ['a11y.aria_role', 'so is a date field', '<input type="date" role="textbox" aria-label="d">', []],
    [
      'a11y.aria_role',
      'a password field may not be a searchbox',
      '<input type="password" role="searchbox" aria-label="p">',
      ['<input type="password" role="searchbox" aria-label="p">'],
    ],
    [
      'a11y.aria_role',
      'a text field a datalist suggests to is a combobox, not a textbox',
      '<input type="text" list="d" role="textbox" aria-label="t"><datalist id="d"></datalist>',
      ['<input type="text" list="d" role="textbox" aria-label="t">'],
    ],
    ['a11y.aria_role', 'a checkbox may be a switch', '<input type="checkbox" role="switch" aria-label="s">', []],
    [
      'a11y.aria_role',
      'a field of an unknown type is a text field',
      '<input type=" hidden " role="button" aria-label="b">',
      ['<input type=" hidden " role="button" aria-label="b">'],
    ],
    ['a11y.aria_role', 'a hidden input is met by no one', '<input type="hidden" role="button">', []],
    [
      'a11y.aria_role',
      'a decorative image may not be a button',
      '<img alt="" role="button">',
      ['<img alt="" role="button">'],
    ],
    ['a11y.aria_role', 'an image with alt text may', '<img alt="Go" role="button">', []],
    ['a11y.aria_role', 'an image named by aria-label may', '<img alt="" aria-label="Go" role="button">', []],
    ['a11y.aria_role', 'a link may be a tab', '<a href="/t" role="tab">x</a>', []],
    [
      'a11y.aria_role',
      'a link may not be a heading',
      '<a href="/t" role="heading">x</a>',
      ['<a href="/t" role="heading">'],
    ],
    ['a11y.aria_role', "a details' summary is a button", '<details><summary role="button">x</summary></details>', []],
    [
      'a11y.aria_role',
      'a DPUB link role on an element that is no link',
      '<span role="doc-noteref">1</span>',
      ['<span role="doc-noteref">'],
    ],
    ['a11y.aria_role', 'a custom element may take any role', '<my-toggle role="switch">x</my-toggle>', []],
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
    ['a11y.empty_heading', 'an invalid role leaves a heading', '<h2 role="foo"></h2>', ['<h2 role="foo"></h2>']],
    ['a11y.empty_heading', 'heading among the roles', '<h2 role="foo heading"></h2>', ['<h2 role="foo heading"></h2>']],
    ['a11y.empty_heading', 'an image with alt names it', '<h2><img src="l.png" alt="Logo"></h2>', []],
    [
      'a11y.empty_heading',
      'hidden text does not name it',
      '<h2><span hidden>Billing</span></h2>',
      ['<h2><span hidden>Billing</span></h2>'],
    ],
    ['a11y.empty_heading', 'aria-labelledby names it', '<h2 aria-labelledby="t"></h2><p id="t">Billing</p>', []],
    ['a11y.svg_name', 'its <title> names it', '<svg role="img"><title>Logo</title></svg>', []],
    ['a11y.svg_name', 'an empty <title> does not', '<svg role="img"><title></title></svg>', ['<svg role="img">']],
    [
      'a11y.svg_name',
      'aria-labelledby names it',
      '<svg role="img" aria-labelledby="t"><text id="t">Logo</text></svg>',
      [],
    ],
    ['a11y.frame_title', 'aria-labelledby names it', '<iframe aria-labelledby="t"></iframe><p id="t">Video</p>', []],
    [
      'a11y.frame_title',
      'aria-labelledby naming nothing does not',
      '<iframe aria-labelledby="none"></iframe>',
      ['<iframe aria-labelledby="none">'],
    ],
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
    // axe-core's own list, not CLDR's: what axe accepts passes, what it flags fails.
    ['lang="und" (undetermined)', '<html lang="und">', []],
    ['lang="qaa" (private use)', '<html lang="qaa">', []],
    ['lang="deu" (German has a two-letter code)', '<html lang="deu">', ['<html lang="deu">']],
    ['lang="EN-us"', '<html lang="EN-us">', []],
    ['xml:lang="english"', '<html lang="en" xml:lang="english">', ['<html lang="en" xml:lang="english">']],
    ["no lang at all is html.lang's finding", '<html>', []],
  ])('a11y.html_lang_valid: %s', (_, html, evidence) => {
    expect(evidenceOf('a11y.html_lang_valid', page('x', html))).toEqual(evidence);
  });

  it('a11y.html_lang_valid says whose list the code is not in', () => {
    const analysis = analyzeHtml(page('x', '<html lang="deu">'), {
      url: 'https://example.com/',
      status: 200,
      headers: { 'content-type': 'text/html' },
    });
    expect(analysis.findings.find((finding) => finding.check === 'a11y.html_lang_valid')?.message).toBe(
      'lang="deu" is not a language code axe-core accepts',
    );
  });

  it('a11y.th_scope: scope on <td> is allowed before HTML5', () => {
    const html = '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN"><table><tr><td scope="row">a</td></tr></table>';
    expect(evidenceOf('a11y.th_scope', html)).toEqual([]);
  });
});
