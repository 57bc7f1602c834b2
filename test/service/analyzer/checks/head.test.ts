import { describe, expect, it } from 'vitest';
import { evidenceOf } from '../evidence.js';

const description = (content: string) => `<meta name="description" content="${content}">`;

describe('meta.description', () => {
  const good = 'A'.repeat(50);
  it.each([
    ['50 characters', `<head>${description(good)}</head>`, []],
    ['160 characters', `<head>${description('d'.repeat(160))}</head>`, []],
    ['case of the name is ignored', `<head><meta NAME="Description" content="${good}"></head>`, []],
    ['missing: the head tag', '<html><head><title>x</title></head></html>', ['<head>']],
    ['too short: the meta tag', `<head>${description('Short.')}</head>`, [description('Short.')]],
    ['too long', `<head>${description('d'.repeat(161))}</head>`, [description('d'.repeat(161))]],
    ['empty', '<head><meta name="description"></head>', ['<meta name="description">']],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('meta.description', html)).toEqual(expected);
  });
});

describe('meta.viewport', () => {
  it.each([
    ['declared', '<head><meta name="viewport" content="width=device-width"></head>', []],
    ['missing', '<html><head lang="x"></head></html>', ['<head lang="x">']],
    ['declared without content', '<head><meta name="viewport"></head>', ['<head>']],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('meta.viewport', html)).toEqual(expected);
  });
});

describe('meta.charset', () => {
  it.each([
    ['meta charset', '<head><meta charset="utf-8"></head>', []],
    ['http-equiv', '<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>', []],
    ['missing', '<html><head><title>x</title></head></html>', ['<head>']],
    ['http-equiv without a charset', '<head><meta http-equiv="content-type" content="text/html"></head>', ['<head>']],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('meta.charset', html)).toEqual(expected);
  });
});

describe('social.og_title', () => {
  it.each([
    ['declared', '<head><meta property="og:title" content="Pricing"></head>', []],
    ['missing', '<html><head></head></html>', ['<head>']],
    ['empty', '<head><meta property="og:title" content=""></head>', ['<head>']],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('social.og_title', html)).toEqual(expected);
  });
});

describe('link.canonical', () => {
  const first = '<link rel="canonical" href="https://example.com/a">';
  const second = '<link rel="Canonical" href="https://example.com/b">';
  it.each([
    ['one', `<head>${first}</head>`, []],
    ['missing', '<html><head></head></html>', ['<head>']],
    ['a stylesheet is not one', '<head><link rel="stylesheet" href="a.css"></head>', ['<head>']],
    ['two: the second', `<head>${first}${second}</head>`, [second]],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('link.canonical', html)).toEqual(expected);
  });

  const root = '<link rel="canonical" href="/">';
  it.each([
    ["a page's canonical at the site's root", 'https://example.com/docs/page', root, [root]],
    [
      "at another site's root (a preview's at production's)",
      'https://preview.example/docs/',
      '<link rel="canonical" href="https://www.example.com/">',
      ['<link rel="canonical" href="https://www.example.com/">'],
    ],
    ['the root itself', 'https://example.com/', root, []],
    ['/index.html is the root', 'https://example.com/index.html', root, []],
    [
      'the root with a query is another page',
      'https://example.com/docs/',
      '<link rel="canonical" href="/?lang=en">',
      [],
    ],
    ['a page at itself', 'https://example.com/docs/', '<link rel="canonical" href="/docs/">', []],
  ])('%s', (_, url, link, expected) => {
    expect(evidenceOf('link.canonical', `<head>${link}</head>`, { url })).toEqual(expected);
  });
});

describe('robots.noindex', () => {
  it.each([
    ['indexable', '<head><meta name="robots" content="index, follow"></head>', {}, []],
    ['nofollow only', '<head><meta name="robots" content="nofollow"></head>', {}, []],
    [
      'noindex',
      '<head><meta name="robots" content="noindex, follow"></head>',
      {},
      ['<meta name="robots" content="noindex, follow">'],
    ],
    ['none', '<head><meta name="googlebot" content="none"></head>', {}, ['<meta name="googlebot" content="none">']],
    ['the header', '<head></head>', { 'X-Robots-Tag': 'noindex' }, ['X-Robots-Tag: noindex']],
    [
      'the header for one bot',
      '<head></head>',
      { 'x-robots-tag': 'googlebot: noindex' },
      ['X-Robots-Tag: googlebot: noindex'],
    ],
    ['another meta name', '<head><meta name="description" content="noindex"></head>', {}, []],
  ])('%s', (_, html, headers: Record<string, string>, expected) => {
    expect(evidenceOf('robots.noindex', html, { headers })).toEqual(expected);
  });
});
