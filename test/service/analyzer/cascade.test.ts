import { describe, expect, it } from 'vitest';
import { analyzeHtml } from '../../../src/service/analyzer/index.js';
import { evidenceOf } from './evidence.js';

const field = (html: string) => evidenceOf('a11y.label', `<main>${html}</main>`);

// Each probe was checked against Chromium and axe; before the cascade, each answer was the other one.
describe('hidden by the cascade', () => {
  it.each([
    ['a later display:block wins over display:none', '<input style="display:none;display:block">', true],
    ['a comment inside a value', '<input style="display:/*x*/none">', false],
    [
      'a visibility:visible child of a hidden parent',
      '<div style="visibility:hidden"><input style="visibility:visible"></div>',
      true,
    ],
    ['hidden overridden by an author display:block', '<input hidden style="display:block">', true],
    ['hidden overridden by a stylesheet', '<style>input{display:inline-block}</style><input hidden>', true],
    ['content-visibility:hidden skips the contents', '<div style="content-visibility:hidden"><input></div>', false],
    ['a closed <details> hides all but its summary', '<details><summary>More</summary><input></details>', false],
    ['an open <details> shows its content', '<details open><summary>More</summary><input></details>', true],
    [
      "a <style> rule's display:none",
      '<style>.md-toggle{display:none}</style><input class="md-toggle" type="checkbox">',
      false,
    ],
    [
      'a rule under @media print does not hide on screen',
      '<style>@media print{.x{display:none}}</style><input class="x">',
      true,
    ],
    ['a rule under @media screen hides', '<style>@media screen{.x{display:none}}</style><input class="x">', false],
    [
      'an id selector beats a later class',
      '<style>#f{display:none} .shown{display:block}</style><input id="f" class="shown">',
      false,
    ],
    [
      'a more specific later rule shows it again',
      '<style>.x{display:none} div .x{display:block}</style><div><input class="x"></div>',
      true,
    ],
    [
      'an !important rule beats the inline style',
      '<style>.x{display:none!important}</style><input class="x" style="display:block">',
      false,
    ],
    [
      'a pseudo-element rule hides nothing of the element',
      '<style>.x::before{display:none}</style><input class="x">',
      true,
    ],
    ['visibility:hidden from a stylesheet', '<style>form input{visibility:hidden}</style><form><input></form>', false],
    ['aria-hidden on an ancestor', '<div aria-hidden="true"><input></div>', false],
    // Issue 49 item 6: var() where it resolves.
    [
      'display: var(--d) from an ancestor',
      '<style>main{--d:none} .a{display:var(--d)}</style><input class="a">',
      false,
    ],
    ['a var() fallback', '<style>.a{display:var(--missing, none)}</style><input class="a">', false],
    ['a var() that does not resolve is unset', '<style>.a{display:var(--missing)}</style><input class="a">', true],
    ['an inline custom property', '<div style="--d: none"><input style="display: var(--d)"></div>', false],
    [
      'a nested rule (CSS Nesting)',
      '<style>.p { .m { display:none } }</style><div class="p"><input class="m"></div>',
      false,
    ],
    ['a nested rule outside its parent', '<style>.p { .m { display:none } }</style><input class="m">', true],
    [
      'a nested rule with &',
      '<style>.q { color:red; & > .n { display:none } }</style><div class="q"><input class="n"></div>',
      false,
    ],
    // Issue 49 item 5: the UA stylesheet hides these until a script opens them.
    ['a closed <dialog>', '<dialog><input></dialog>', false],
    ['an open <dialog>', '<dialog open><input></dialog>', true],
    ['a popover', '<div popover><input></div>', false],
    ['a popover an author shows', '<style>[popover]{display:block}</style><div popover><input></div>', true],
    [
      'an unlayered rule beats a layered one of any specificity',
      '<style>@layer x { #f.a { display:none } } .a { display:block }</style><input id="f" class="a">',
      true,
    ],
    [
      'a later layer beats an earlier one, in the order first named',
      '<style>@layer b, a; @layer a { .a { display:none } } @layer b { #f { display:block } }</style>' +
        '<input id="f" class="a">',
      false,
    ],
    [
      "an !important layered rule beats an unlayered one, the earlier layer's first",
      '<style>@layer a, b; @layer a { .a { display:none!important } } @layer b { .a { display:block!important } }' +
        '.a { display:block!important }</style><input class="a">',
      false,
    ],
    [
      "a layer's own rules beat its sub-layer's",
      '<style>@layer a { .a { display:none } @layer s { .a { display:block } } }</style><input class="a">',
      false,
    ],
    [
      '@supports not of a supported declaration is false',
      '<style>@supports not (display:block) { .a { display:none } }</style><input class="a">',
      true,
    ],
    [
      '@supports of a value the property does not take is false',
      '<style>@supports (display:flox) { .a { display:none } }</style><input class="a">',
      true,
    ],
    [
      '@supports of a supported declaration applies',
      '<style>@supports (display:grid) and (not (display:flox)) { .a { display:none } }</style><input class="a">',
      false,
    ],
    [
      '@supports of a property not known here applies (only skipped when certain)',
      '<style>@supports (-moz-foo:bar) { .a { display:none } }</style><input class="a">',
      false,
    ],
    [
      '@media not print applies on screen',
      '<style>@media not print { .a { display:none } }</style><input class="a">',
      false,
    ],
    [
      "a width query the render's 800 px viewport meets applies",
      '<style>@media screen and (min-width: 600px) { .a { display:none } }</style><input class="a">',
      false,
    ],
    [
      "a width query beyond the render's viewport does not",
      '<style>@media (max-width:300px) { .a { display:none } }</style><input class="a">',
      true,
    ],
    ['<style media="print">', '<style media="print">.a { display:none }</style><input class="a">', true],
    ['<style type="text/plain">', '<style type="text/plain">.a { display:none }</style><input class="a">', true],
    [
      '@supports inside @media inside @layer',
      '<style>@layer l { @media screen { @supports not (color:red) { .a { display:none } } } }</style>' +
        '<input class="a">',
      true,
    ],
  ])('%s', (_, html, shown) => {
    expect(field(html)).toHaveLength(shown ? 1 : 0);
  });

  it("reads the page's linked stylesheets (MkDocs Material's toggles)", () => {
    const html =
      '<html lang="en"><link rel="stylesheet" href="/assets/main.css"><main>' +
      '<input class="md-toggle" type="checkbox" id="__drawer"><input type="text"></main>';
    const response = {
      url: 'https://example.com/',
      status: 200,
      headers: {},
      stylesheets: ['.md-toggle{display:none}'],
    };
    const findings = analyzeHtml(html, response).findings.filter((finding) => finding.check === 'a11y.label');
    expect(findings.map((finding) => finding.evidence)).toEqual(['<input type="text">']);
  });

  it.each([
    ['<body>', '<body aria-hidden="true">', '<html lang="en">'],
    ['<html>', '<html lang="en" aria-hidden="true">', '<html lang="en" aria-hidden="true"><body>'],
  ])('aria-hidden on %s is a finding of its own, not a reason to skip the others', (_, tag, start) => {
    const html = `${start}${tag.startsWith('<body') ? tag : ''}<input><iframe src="/v"></iframe>`;
    expect(evidenceOf('a11y.aria_hidden_body', html)).toEqual([tag]);
    expect(evidenceOf('a11y.label', html)).toEqual(['<input>']);
    expect(evidenceOf('a11y.frame_title', html)).toEqual(['<iframe src="/v">']);
  });

  it.each([
    ['aria-hidden', '<a href="#L1" aria-hidden="true"></a>'],
    ['display:none', '<a href="/x" style="display:none"></a>'],
    ['a hidden ancestor', '<div hidden><a href="/x"></a></div>'],
    ['a stylesheet', '<style>.anchor{visibility:hidden}</style><a class="anchor" href="/x"></a>'],
  ])('links.empty skips a link hidden by %s', (_, html) => {
    expect(evidenceOf('links.empty', `<main>${html}<a href="/y"></a></main>`)).toEqual(['<a href="/y"></a>']);
  });
});
