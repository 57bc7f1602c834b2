import { describe, expect, it } from 'vitest';
import { accessibleName } from '../../../src/service/analyzer/accessible-name.js';
import { AnalysisBudget } from '../../../src/service/analyzer/budget.js';
import type { Element } from '../../../src/service/analyzer/dom.js';
import { buildPage } from '../../../src/service/analyzer/page.js';
import { parseHtml } from '../../../src/service/analyzer/parse.js';

function nameOf(html: string, id = 't'): string {
  const page = buildPage(parseHtml(html), new URL('https://example.com/'), 200, {});
  const element = page.byId(id);
  if (element === undefined) throw new Error(`no #${id}`);
  return accessibleName(page, element);
}

describe('accessibleName', () => {
  it.each([
    [
      'an SVG image with aria-label in a link',
      '<a id="t" href="/"><svg role="img" aria-label="Home"></svg></a>',
      'Home',
    ],
    ['an icon with aria-label in a link', '<a id="t" href="/"><i aria-label="Search"></i></a>', 'Search'],
    ['aria-hidden text is no name', '<a id="t" href="/"><span aria-hidden="true">★</span></a>', ''],
    ['an aria-hidden image is no name', '<a id="t" href="/"><img alt="Logo" aria-hidden="true"></a>', ''],
    [
      'a label around a select is not named by its options',
      '<label><select id="t"><option>One</option></select></label>',
      '',
    ],
    ['a hidden label names nothing', '<label for="t" hidden>Name</label><input id="t">', ''],
    ['a label by for', '<label for="t">Email</label><input id="t">', 'Email'],
    ['aria-labelledby', '<span id="l">Search site</span><input id="t" aria-labelledby="l">', 'Search site'],
    ['an image alt', '<a id="t" href="/"><img alt="Logo"></a>', 'Logo'],
    [
      'aria-labelledby to two targets, one named by aria-label',
      '<input id="t" aria-labelledby="a b"><i id="a">First</i><i id="b" aria-label="Second">x</i>',
      'First Second',
    ],
    ['a target named twice counts once', '<input id="t" aria-labelledby="a a"><i id="a">Once</i>', 'Once'],
    ['a hidden target still names', '<input id="t" aria-labelledby="a"><i id="a" hidden>Hidden</i>', 'Hidden'],
    [
      'hidden text inside a target does not',
      '<input id="t" aria-labelledby="a"><p id="a">Shown <i hidden>gone</i></p>',
      'Shown',
    ],
    ['a label that holds the field', '<label id="l">Name <input id="t" aria-labelledby="l"></label>', 'Name'],
    ['role="presentation" on a link is ignored', '<a id="t" href="/" role="presentation">Docs</a>', 'Docs'],
    ['the first valid role counts', '<h2 id="t" role="foo">Title</h2>', 'Title'],
  ])('%s', (_, html, name) => {
    expect(nameOf(html)).toBe(name);
  });
});

describe('accessibleName on a budget', () => {
  it('ends a long walk with analysis_timeout once the budget is spent', () => {
    let now = 0;
    const budget = new AnalysisBudget('https://example.com/long', 1000, () => now);
    const html = `<a id="t" href="/">${'<span>x</span>'.repeat(1000)}</a>`;
    const page = buildPage(parseHtml(html), new URL('https://example.com/long'), 200, {}, undefined, { budget });
    now = 1001;
    expect(() => accessibleName(page, page.byId('t') as Element)).toThrow(
      expect.objectContaining({ code: 'analysis_timeout' }),
    );
  });
});
