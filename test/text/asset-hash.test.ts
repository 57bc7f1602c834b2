import { describe, expect, it } from 'vitest';
import { assetStem, maskAssetHashes } from '../../src/text/asset-hash.js';

describe('maskAssetHashes', () => {
  it.each([
    ['/assets/logo.1a2b3c4d.png', '/assets/logo.#.png'],
    ['/static/js/main.0123456789abcdef.js', '/static/js/main.#.js'],
    ['/assets/index-B7x9Qz1K.js', '/assets/index-#.js'],
    ['/chunk-KXJQZPWM.js', '/chunk-#.js'],
    ['/assets/deadbeef.css', '/assets/#.css'],
    ['/_next/static/a1b2c3d4e5/_buildManifest.js', '/_next/static/#/_buildManifest.js'],
    ['/app.css?v=3.2.1', '/app.css?v=#'],
    ['/app.css?hash=abc&lang=en', '/app.css?hash=#&lang=en'],
    ['/logo.png?V=2', '/logo.png?V=#'],
    ['/a.1a2b3c4d.png 1x, /a@2x.5e6f7a8b.png 2x', '/a.#.png 1x, /a@2x.#.png 2x'],
    // Words, short runs and plain numbers under 8 digits are not hashes.
    ['/docs/getting-started/', '/docs/getting-started/'],
    ['/README.md', '/README.md'],
    ['/blog/2024/05/post', '/blog/2024/05/post'],
    ['/p/123456', '/p/123456'],
    ['/v2/api?page=2', '/v2/api?page=2'],
    ['/img/hero.jpg?w=640&h=480', '/img/hero.jpg?w=640&h=480'],
    // Numbered names are names: a word and its number.
    ['/img/figure1.png', '/img/figure1.png'],
    ['#section12', '#section12'],
    ['/docs/Chapter10/', '/docs/Chapter10/'],
    ['/a/abc123.js', '/a/#.js'],
  ])('%s -> %s', (url, masked) => {
    expect(maskAssetHashes(url)).toBe(masked);
  });
});

describe('assetStem', () => {
  it.each([
    ['/assets/logo.#.png', '/assets/logo'],
    ['/assets/logo-C3V-OSiY.png?x=1', '/assets/logo'],
    ['/assets/logo_2x.png#top', '/assets/logo'],
    ['/docs/getting-started/', '/docs/getting-started/'],
    ['/.well-known', '/well-known'],
    // Words are never cut: two different files keep two stems.
    ['/assets/tar-old.png', '/assets/tar-old'],
    ['/assets/tar-new.png', '/assets/tar-new'],
    ['/img/Logo.png', '/img/Logo'],
    ['/img/chapter-1.png', '/img/chapter-1'],
    ['/img/figure1.png', '/img/figure1'],
    ['/img/figure2.png', '/img/figure2'],
    ['#section-2', '#section-2'],
    ['/a/logo-Bv_Jm-1C.png', '/a/logo'],
    ['', ''],
  ])('%s -> %s', (url, stem) => {
    expect(assetStem(url)).toBe(stem);
  });
});
