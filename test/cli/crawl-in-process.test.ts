/**
 * `pagegate crawl SITE-URL` with no service: the crawl lives and ends with the process, so it prints
 * what it found, page by page with a verdict and grade, and never an id nothing can read afterwards.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { crawl } from '../../src/cli/crawl.js';
import { startFixtureSite, type FixtureSite } from '../../src/demo/site.js';

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
  site.deploy(2);
});
afterAll(() => site.close());

it('prints each page it found with its verdict and grade, then the site, and no crawl id', async () => {
  let stdout = '';
  const code = await crawl([`${site.origin}/`, '--max-depth', '1'], {
    stdout: (text) => (stdout += text),
    stderr: () => undefined,
    isTTY: false,
    env: {},
  });
  expect(code, stdout).toBe(0);
  const lines = stdout.trim().split('\n');
  expect(lines[0]).toMatch(new RegExp(`^crawling ${site.origin}/ in-process \\(max \\d+ pages, depth 1\\)$`));
  const pageLines = lines.filter((line) => /^(PASS|FAIL|ERROR) /.test(line));
  expect(pageLines.map((line) => new URL(line.split(' ')[1] ?? '').pathname).sort()).toEqual([
    '/',
    '/blog/hello',
    '/pricing',
  ]);
  for (const line of pageLines) expect(line).toMatch(/ {2}score \d+ grade [A-F] {2}HTTP 200, depth [01]/);
  expect(lines.at(-1)).toMatch(
    /^crawled 3 pages of 127\.0\.0\.1: average score \d+, \d+ with critical findings, \d+ not passing the default/,
  );
  expect(stdout).not.toMatch(/crawl \d|--crawl \d/);
}, 30_000);
