import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchStylesheets, stylesheetLinks } from '../../../src/service/analyzer/stylesheets.js';
import { startPageServer, type PageServer } from './page-server.js';

describe('stylesheetLinks', () => {
  it('reads stylesheet links in order, against the <base>, leaving out alternates and other links', () => {
    const html =
      '<base href="https://cdn.example.com/site/"><link rel="icon" href="i.png">' +
      '<link rel="stylesheet" href="a.css"><link rel="alternate stylesheet" href="b.css">' +
      '<LINK REL="Stylesheet" HREF="/c.css">';
    expect(stylesheetLinks(html, 'https://example.com/page').map(String)).toEqual([
      'https://cdn.example.com/site/a.css',
      'https://cdn.example.com/c.css',
    ]);
  });

  // Issue 49 item 3: sheets a browser does not apply on the render's screen.
  it.each([
    ['media="print"', '<link rel="stylesheet" href="/x.css" media="print">'],
    ['a width query past the render', '<link rel="stylesheet" href="/x.css" media="(max-width:300px)">'],
    ['disabled', '<link rel="stylesheet" href="/x.css" disabled>'],
    ['another type', '<link rel="stylesheet" href="/x.css" type="text/plain">'],
  ])('leaves out a sheet that is %s', (_, html) => {
    expect(stylesheetLinks(html, 'https://example.com/')).toEqual([]);
  });

  it('keeps a sheet for the screen, and an @import of a <style> (issue 49 item 4)', () => {
    const html =
      '<link rel="stylesheet" href="/a.css" media="screen and (min-width: 600px)">' +
      '<style>@charset "utf-8"; @import url("/b.css"); .x{}</style><style type="text/plain">@import "/c.css";</style>';
    expect(stylesheetLinks(html, 'https://example.com/').map(String)).toEqual([
      'https://example.com/a.css',
      'https://example.com/b.css',
    ]);
  });
});

describe('fetchStylesheets', () => {
  let server: PageServer;
  const css = (body: string) => (_: unknown, response: import('node:http').ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/css; charset=utf-8' }).end(body);
  };

  beforeAll(async () => {
    server = await startPageServer({
      '/main.css': css('@import "parts/nav.css" layer(theme) screen; @import url(/loop.css); .own{display:block}'),
      '/parts/nav.css': css('.nav-trigger{display:none}'),
      '/loop.css': css('@import "/main.css"; .loop{}'),
    });
  });
  afterAll(() => server.close());

  it('puts each @import before its sheet, in the layer and media it names, once', async () => {
    const page = { url: server.url('/'), status: 200, headers: {}, html: '<link rel="stylesheet" href="/main.css">' };
    const sheets = await fetchStylesheets(page, { allowPrivate: true });
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.replace(/\s+/g, ' ')).toBe(
      '@layer theme { @media screen { .nav-trigger{display:none} } } @import "/main.css"; .loop{} ' +
        '@import "parts/nav.css" layer(theme) screen; @import url(/loop.css); .own{display:block}',
    );
  });
});
