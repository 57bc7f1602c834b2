/** The canonical URL the crawler counts pages by: one, on the page's own origin, normalised as pages are stored. */
import { expect, it } from 'vitest';
import { analyzeHtml } from '../../../src/service/analyzer/index.js';

const canonicalOf = (head: string, url = 'https://site.example/index.html') =>
  analyzeHtml(`<!doctype html><html><head>${head}</head><body></body></html>`, {
    url,
    status: 200,
    headers: { 'content-type': 'text/html' },
  }).canonical;

it.each([
  ['<link rel="canonical" href="/">', 'https://site.example/'],
  ['<link rel="Canonical" href=" /blog/%7Euser#top ">', 'https://site.example/blog/~user'],
  ['<base href="/docs/"><link rel="canonical" href="intro">', 'https://site.example/docs/intro'],
  ['<link rel="canonical" href="https://other.example/">', null],
  ['<link rel="canonical" href="/a"><link rel="canonical" href="/b">', null],
  ['<link rel="alternate" href="/">', null],
  ['', null],
])('%s names %s', (head, expected) => {
  expect(canonicalOf(head)).toBe(expected);
});
