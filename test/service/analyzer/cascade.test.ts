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
    ['aria-hidden', '<a href="#L1" aria-hidden="true"></a>'],
    ['display:none', '<a href="/x" style="display:none"></a>'],
    ['a hidden ancestor', '<div hidden><a href="/x"></a></div>'],
    ['a stylesheet', '<style>.anchor{visibility:hidden}</style><a class="anchor" href="/x"></a>'],
  ])('links.empty skips a link hidden by %s', (_, html) => {
    expect(evidenceOf('links.empty', `<main>${html}<a href="/y"></a></main>`)).toEqual(['<a href="/y"></a>']);
  });
});
