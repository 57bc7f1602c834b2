import { elementRoles } from 'aria-query';
import { describe, expect, it } from 'vitest';
import { isElement, walk, type Element } from '../../../src/service/analyzer/dom.js';
import { implicitRole, PLACE_CONDITIONS } from '../../../src/service/analyzer/implicit-role.js';
import { parseHtml } from '../../../src/service/analyzer/parse.js';

/** The element of the page that has id="it". */
function theElement(html: string): Element {
  let found: Element | undefined;
  walk(parseHtml(html).document, (node) => {
    if (isElement(node) && node.attribs['id'] === 'it') found = node;
    return found === undefined;
  });
  if (found === undefined) throw new Error('no element with id="it"');
  return found;
}

describe('implicitRole', () => {
  it('knows every condition on placement aria-query writes', () => {
    const written = new Set(elementRoles.entries().flatMap(([concept]) => concept.constraints ?? []));
    expect([...written].filter((condition) => !PLACE_CONDITIONS.has(condition))).toEqual([]);
  });

  it.each([
    ['a header of the page', '<header id="it">', 'banner'],
    ['a header of an article', '<article><header id="it"></header></article>', 'generic'],
    ['a footer in main', '<main><footer id="it"></footer></main>', 'generic'],
    ['an aside of the page', '<aside id="it">', 'complementary'],
    ['a named section', '<section id="it" aria-label="Intro">', 'region'],
    ['an unnamed section', '<section id="it">', 'generic'],
    ['an image with alt text', '<img id="it" alt="Logo">', 'img'],
    ['an image with empty alt', '<img id="it" alt="">', 'presentation'],
    ['a text field', '<input id="it">', 'textbox'],
    ['a field of an unknown type', '<input id="it" type="Text ">', 'textbox'],
    ['a text field with a list', '<input id="it" list="l">', 'combobox'],
    ['a link', '<a id="it" href="/">', 'link'],
    ['a cell of a grid', '<table role="grid"><tr><td id="it">', 'gridcell'],
    ['a list item', '<ul><li id="it">', 'listitem'],
    ['an SVG element', '<svg><a id="it" href="/"></a></svg>', undefined],
  ])('%s', (_, html, role) => {
    expect(implicitRole(theElement(html))).toBe(role);
  });
});
