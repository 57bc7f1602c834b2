import { describe, expect, it } from 'vitest';
import { pageLinks } from '../../src/site/page-links.js';

describe('pageLinks', () => {
  it("resolves a and area hrefs against the page, once each, http(s) only, and collects the page's ids", () => {
    const html = `<!doctype html><h1 id="top">T</h1>
      <a href="/a">a</a> <a href="/a">again</a> <a href="b#sec">b</a> <a name="old">n</a>
      <map><area href="https://other.example/x"></map>
      <a href="mailto:x@example.com">m</a> <a href="javascript:void 0">j</a> <a>no href</a>
      <template><a href="/in-template" id="tpl"></a></template>`;
    const links = pageLinks(html, 'https://site.example/dir/page');
    expect(links.targets).toEqual([
      'https://site.example/a',
      'https://site.example/dir/b#sec',
      'https://other.example/x',
      'https://site.example/in-template',
    ]);
    expect([...links.ids].sort()).toEqual(['old', 'top', 'tpl']);
  });

  it('resolves against <base href>', () => {
    const links = pageLinks('<base href="https://cdn.example/root/"><a href="x">x</a>', 'https://site.example/p');
    expect(links.targets).toEqual(['https://cdn.example/root/x']);
  });

  it('reads a page nested deeper than the call stack', () => {
    const depth = 50_000;
    const html = `${'<div>'.repeat(depth)}<a href="/deep" id="d">x</a>${'</div>'.repeat(depth)}`;
    expect(pageLinks(html, 'https://site.example/').targets).toEqual(['https://site.example/deep']);
  });
});
