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
    // Issue 49 item 11: each passes axe's image-alt, as the rendered twin does.
    ['an aria-label names it', '<img src="a.png" aria-label="A chart">', []],
    ['aria-labelledby names it', '<p id="c">A chart</p><img src="a.png" aria-labelledby="c">', []],
    [
      'aria-labelledby to nothing does not',
      '<img src="a.png" aria-labelledby="none">',
      ['<img src="a.png" aria-labelledby="none">'],
    ],
    ['a title names it', '<img src="a.png" title="A chart">', []],
    ['an empty title does not', '<img src="a.png" title=" ">', ['<img src="a.png" title=" ">']],
    ['aria-hidden', '<img src="a.png" aria-hidden="true">', []],
    ['hidden by CSS', '<style>.x{display:none}</style><img class="x" src="a.png">', []],
    ['role="presentation"', '<img src="a.png" role="presentation">', []],
    [
      'role="none" on a focusable image does not hold',
      '<img src="a.png" role="none" tabindex="0">',
      ['<img src="a.png" role="none" tabindex="0">'],
    ],
    [
      'role="none" beside a global ARIA attribute does not hold',
      '<img src="a.png" role="none" aria-describedby="d">',
      ['<img src="a.png" role="none" aria-describedby="d">'],
    ],
    ['a role that needs no name is left to that role', '<img src="a.png" role="list">', []],
    ['a role that needs a name is judged', '<img src="a.png" role="button">', ['<img src="a.png" role="button">']],
    ['an alt of only spaces', '<img src="a.png" alt=" ">', ['<img src="a.png" alt=" ">']],
    ['an alt of only spaces on a presentational image', '<img src="a.png" alt=" " role="none">', []],
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
