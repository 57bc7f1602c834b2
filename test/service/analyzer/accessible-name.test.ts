import { describe, expect, it } from 'vitest';
import { accessibleName } from '../../../src/service/analyzer/accessible-name.js';
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
  ])('%s', (_, html, name) => {
    expect(nameOf(html)).toBe(name);
  });
});
