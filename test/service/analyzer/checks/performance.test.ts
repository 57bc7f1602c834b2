import { describe, expect, it } from 'vitest';
import { evidenceOf } from '../evidence.js';

const head = (inner: string) => `<!DOCTYPE html><html><head>${inner}</head><body><p>x</p></body></html>`;

describe('perf.render_blocking', () => {
  it.each([
    ['a classic script in the head', head('<script src="/a.js"></script>'), ['<script src="/a.js">']],
    [
      'async, defer and modules do not block',
      head(
        '<script async src="/a.js"></script><script defer ' +
          'src="/b.js"></script><script type="module" src="/c.js"></script>',
      ),
      [],
    ],
    [
      'inline scripts and data blocks are not fetched',
      head('<script>1</script><script type="application/ld+json" src="/d.json"></script>'),
      [],
    ],
    ["the first stylesheet is the page's own look", head('<link rel="stylesheet" href="/a.css">'), []],
    [
      'further stylesheets block',
      head(
        '<link rel="stylesheet" href="/a.css"><link rel="stylesheet" ' +
          'href="/b.css"><link rel="stylesheet" href="/p.css" media="print">',
      ),
      ['<link rel="stylesheet" href="/b.css">'],
    ],
    [
      'scripts at the end of the body do not block the first paint',
      '<!DOCTYPE html><html><head></head><body><p>x</p><script src="/a.js"></script></body></html>',
      [],
    ],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('perf.render_blocking', html)).toEqual(expected);
  });
});

describe('perf.image_dimensions', () => {
  it.each([
    ['width and height', '<img src="a.png" width="10" height="10" alt="">', []],
    ['an aspect ratio in the style', '<img src="a.png" style="aspect-ratio: 4/3; width: 100%" alt="">', []],
    ['both sizes in the style', '<img src="a.png" style="width:10px;height:10px" alt="">', []],
    ['width alone', '<img src="a.png" width="10" alt="">', ['<img src="a.png" width="10" alt="">']],
    ['nothing', '<img src="a.png" alt="">', ['<img src="a.png" alt="">']],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('perf.image_dimensions', html)).toEqual(expected);
  });
});

describe('perf.page_weight', () => {
  it.each([
    ['a small page', head('<title>t</title>'), []],
    ['a document over 512 KB', `<html lang="en"><p>${'word '.repeat(110_000)}</p>`, ['<html lang="en">']],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('perf.page_weight', html)).toEqual(expected);
  });
});
