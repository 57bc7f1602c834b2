import { describe, expect, it } from 'vitest';
import { PagegateError } from '../../src/errors.js';
import { parseSitemap } from '../../src/site/sitemap.js';

const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

describe('parseSitemap', () => {
  it.each([
    [
      'urlset',
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${NS}>\n  ` +
        `<url><loc>https://a.example/</loc><lastmod>2024-01-01</lastmod></url>\n  <url>\n    <loc>\n      ` +
        `https://a.example/pricing\n    </loc>\n  </url>\n</urlset>`,
      { kind: 'urlset', locs: ['https://a.example/', 'https://a.example/pricing'] },
    ],
    [
      'sitemap index',
      `<sitemapindex ` +
        `${NS}><sitemap><loc>https://a.example/s1.xml</loc></sitemap><sitemap>` +
        `<loc>https://a.example/s2.xml.gz</loc></sitemap></sitemapindex>`,
      { kind: 'index', locs: ['https://a.example/s1.xml', 'https://a.example/s2.xml.gz'] },
    ],
    [
      'a namespace prefix',
      '<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        '<sm:url><sm:loc>https://a.example/x</sm:loc></sm:url></sm:urlset>',
      { kind: 'urlset', locs: ['https://a.example/x'] },
    ],
    [
      'CDATA',
      `<urlset ${NS}><url><loc><![CDATA[https://a.example/search?q=a&page=2]]></loc></url></urlset>`,
      { kind: 'urlset', locs: ['https://a.example/search?q=a&page=2'] },
    ],
    [
      'entities',
      `<urlset ${NS}><url><loc>https://a.example/?a=1&amp;b=2&#38;c=&apos;3&apos;&#x26;d</loc></url></urlset>`,
      { kind: 'urlset', locs: ["https://a.example/?a=1&b=2&c='3'&d"] },
    ],
    [
      'extension locs are not pages',
      `<urlset ${NS} ` +
        `xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"><url><loc>https://a.example/p</loc>` +
        `<image:image><image:loc>https://a.example/i.png</image:loc></image:image></url></urlset>`,
      { kind: 'urlset', locs: ['https://a.example/p'] },
    ],
    [
      'comments, a doctype and empty locs',
      `<!-- generated --><!DOCTYPE urlset><urlset ${NS}><url><loc> ` +
        `</loc></url><url><loc>https://a.example/<!-- x -->y</loc></url><url/></urlset>`,
      { kind: 'urlset', locs: ['https://a.example/y'] },
    ],
    [
      'upper-case element names',
      '<URLSET><URL><LOC>https://a.example/u</LOC></URL></URLSET>',
      { kind: 'urlset', locs: ['https://a.example/u'] },
    ],
    ['an empty urlset', `<urlset ${NS}/>`, { kind: 'urlset', locs: [] }],
  ])('%s', (_, xml, expected) => {
    expect(parseSitemap(xml)).toEqual(expected);
  });

  it.each([
    ['<html><body>Not found</body></html>', 'not a sitemap: the root element is <html>'],
    ['<token-4f1a>x</token-4f1a>', 'not a sitemap: the root element is neither <urlset> nor <sitemapindex>'],
    ['', 'not a sitemap: no XML element found'],
    ['just text', 'not a sitemap: no XML element found'],
  ])('%j is not a sitemap', (xml, message) => {
    expect(() => parseSitemap(xml)).toThrow(new PagegateError(message));
  });
});
