import { computeAccessibleName } from 'dom-accessibility-api';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { accessibleName, PART_NODES } from '../../../src/service/analyzer/accessible-name.js';
import { AnalysisBudget } from '../../../src/service/analyzer/budget.js';
import type { Element } from '../../../src/service/analyzer/dom.js';
import { buildPage } from '../../../src/service/analyzer/page.js';
import { parseHtml } from '../../../src/service/analyzer/parse.js';

// Each call of the library, with the elements its walk asked the style of: the size of that walk.
const walks = vi.hoisted(() => [] as number[]);
vi.mock('dom-accessibility-api', async (original) => {
  const library = await original<typeof import('dom-accessibility-api')>();
  return {
    ...library,
    computeAccessibleName: (...[root, options]: Parameters<typeof library.computeAccessibleName>) => {
      const walk = walks.push(0) - 1;
      const style = options?.getComputedStyle;
      return library.computeAccessibleName(root, {
        ...options,
        ...(style && {
          getComputedStyle: (...args: Parameters<typeof style>) => {
            walks[walk] = (walks[walk] ?? 0) + 1;
            return style(...args);
          },
        }),
      });
    },
  };
});

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

describe('accessibleName of fields named by one target', () => {
  it("gives every field the target's text", () => {
    const html = `<div id="l">${'<span>w</span>'.repeat(50)}</div>${'<input aria-labelledby="l">'.repeat(50)}`;
    const page = buildPage(parseHtml(html), new URL('https://example.com/'), 200, {});
    const names = page.byTag('input').map((input) => accessibleName(page, input));
    expect(new Set(names)).toEqual(new Set(['w'.repeat(50)]));
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

// jsdom's own types would bring the DOM's into the whole build; the test reads four members.
interface Jsdom {
  window: { document: { getElementById(id: string): unknown }; close(): void };
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => Jsdom };

/** The name dom-accessibility-api gives the input in jsdom's DOM: the library whole, on a real DOM. */
function libraryNameOf(html: string): string {
  const dom = new JSDOM(html);
  try {
    return computeAccessibleName(
      dom.window.document.getElementById('t') as Parameters<typeof computeAccessibleName>[0],
    );
  } finally {
    dom.window.close();
  }
}

describe('accessibleName from one large aria-labelledby target', () => {
  // Every unit is two nodes or more: the target is walked in two parts at least.
  const units = PART_NODES;
  it.each([
    ['inline children with spaces between', '<span>w</span> '],
    ['inline children with no space between', '<span>w</span>'],
    ['block children', '<p>w</p>'],
    ['hidden children among shown ones', '<span hidden>x</span><span>w</span>'],
    ['images named by alt', '<img alt="a">'],
    ['text at the edges of inline children', '<span> w </span>x'],
    ['nested inline children', '<b><i>w</i> <i>v</i></b>'],
    ['a child named by aria-label', '<span aria-label="n">w</span> '],
    ['a child that refers to another (walked whole)', '<span id="r">r</span><span aria-labelledby="r">w</span>'],
  ])('%s: the same name as the library gives in one walk', (_, unit) => {
    const html = `<input id="t" aria-labelledby="l"><div id="l">${unit.repeat(units)}</div>`;
    expect(nameOf(html)).toBe(libraryNameOf(html));
  });

  it('walks the target in parts of at most PART_NODES elements, not whole', () => {
    const html = `<div id="l">${'<span>w</span>'.repeat(16 * PART_NODES)}</div><input id="t" aria-labelledby="l">`;
    walks.length = 0;
    expect(nameOf(html)).toBe('w'.repeat(16 * PART_NODES));
    expect(walks.length).toBeGreaterThan(1);
    expect(Math.max(...walks)).toBeLessThanOrEqual(PART_NODES + 1);
  });
});
