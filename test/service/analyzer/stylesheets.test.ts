import { describe, expect, it } from 'vitest';
import { stylesheetLinks } from '../../../src/service/analyzer/stylesheets.js';

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
});
