import { computeAccessibleName } from 'dom-accessibility-api';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { accessibleName } from '../../../src/service/analyzer/accessible-name.js';
import type { Element } from '../../../src/service/analyzer/dom.js';
import { PART_NODES } from '../../../src/service/analyzer/labelledby-chunks.js';
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

/** The name of the field #t. */
function nameOf(html: string): string {
  const page = buildPage(parseHtml(html), new URL('https://example.com/'), 200, {});
  return accessibleName(page, page.byId('t') as Element);
}

describe('accessibleName of fields named by one target', () => {
  it("gives every field the target's text", () => {
    const html = `<div id="l">${'<span>w</span>'.repeat(50)}</div>${'<input aria-labelledby="l">'.repeat(50)}`;
    const page = buildPage(parseHtml(html), new URL('https://example.com/'), 200, {});
    const names = page.byTag('input').map((input) => accessibleName(page, input));
    expect(new Set(names)).toEqual(new Set(['w'.repeat(50)]));
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
