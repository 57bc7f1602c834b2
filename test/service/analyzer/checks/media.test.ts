import { describe, expect, it } from 'vitest';
import { evidenceOf } from '../evidence.js';

describe('images.alt', () => {
  it.each([
    ['alt text', '<img src="a.png" alt="A chart">', []],
    ['empty alt marks a decorative image', '<img src="a.png" alt="">', []],
    ['missing: the img tag', '<p><img src="a.png" width="10"></p>', ['<img src="a.png" width="10">']],
    ['self-closing', '<img src="a.png"/>', ['<img src="a.png"/>']],
    [
      'one per image',
      '<img src="a.png"><img src="b.png" alt="b"><img src="c.png">',
      ['<img src="a.png">', '<img src="c.png">'],
    ],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('images.alt', html)).toEqual(expected);
  });
});

describe('security.mixed_content', () => {
  it.each([
    ['https resources', 'https://example.com/', '<img src="https://cdn.example.com/a.png">', []],
    ['relative resources', 'https://example.com/', '<script src="/app.js"></script>', []],
    [
      'http image',
      'https://example.com/',
      '<img src="http://cdn.example.com/a.png">',
      ['<img src="http://cdn.example.com/a.png">'],
    ],
    [
      'http script',
      'https://example.com/',
      '<script src="HTTP://x.test/a.js"></script>',
      ['<script src="HTTP://x.test/a.js">'],
    ],
    [
      'http stylesheet',
      'https://example.com/',
      '<link rel="stylesheet" href="http://x.test/a.css">',
      ['<link rel="stylesheet" href="http://x.test/a.css">'],
    ],
    [
      'an http link to another page is no resource',
      'https://example.com/',
      '<a href="http://x.test/">x</a><link rel="alternate" href="http://x.test/">',
      [],
    ],
    [
      'a video poster',
      'https://example.com/',
      '<video poster="http://x.test/p.jpg"></video>',
      ['<video poster="http://x.test/p.jpg">'],
    ],
    [
      'relative under an http base',
      'https://example.com/',
      '<base href="http://x.test/"><img src="a.png">',
      ['<img src="a.png">'],
    ],
    ['an http page has no mixed content', 'http://example.com/', '<img src="http://cdn.example.com/a.png">', []],
  ])('%s', (_, url, html, expected) => {
    expect(evidenceOf('security.mixed_content', html, { url })).toEqual(expected);
  });
});
