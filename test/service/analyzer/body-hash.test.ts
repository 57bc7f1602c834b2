/** The hash the crawler counts pages by: the same bytes are one page, whatever their canonical says. */
import { expect, it } from 'vitest';
import { analyzeHtml } from '../../../src/service/analyzer/index.js';

const hashOf = (html: string, url = 'https://site.example/a') =>
  analyzeHtml(html, { url, status: 200, headers: { 'content-type': 'text/html' } }).body_sha256;
const page = (head: string, body = '<p>One page.</p>') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

it('is the SHA-256 of the HTML: the same bytes under two URLs hash alike', () => {
  expect(hashOf(page(''), 'https://site.example/')).toBe(hashOf(page(''), 'https://site.example/index.html'));
  expect(hashOf(page(''))).toMatch(/^[0-9a-f]{64}$/);
});

it('two pages that only share a canonical hash apart', () => {
  const canonical = '<link rel="canonical" href="/">';
  expect(hashOf(page(canonical, '<p>Guide</p>'))).not.toBe(hashOf(page(canonical, '<p>Blog</p>')));
});
