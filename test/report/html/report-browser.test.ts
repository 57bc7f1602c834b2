/**
 * The HTML report in headless Chromium, as the comment's screenshots are made: it runs no page
 * text, asks for nothing on the network, and its filters hide what they leave out.
 * (docs/screenshots/report.png is the demo's report, made by npm run screenshots.)
 */
import { execFileSync } from 'node:child_process';
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHtmlReport } from '../../../src/report/html/report-html.js';
import { hostileResults } from './report-fixture.js';

function browserPath(): string | null {
  for (const name of ['chromium-headless-shell', 'chromium']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim();
    } catch {
      // not this one
    }
  }
  return null;
}

const executablePath = browserPath();
let browser: Browser | null = null;
beforeAll(async () => {
  if (executablePath)
    browser = await puppeteer.launch({ executablePath, headless: 'shell', args: ['--no-sandbox', '--disable-gpu'] });
});
afterAll(async () => browser?.close());

describe.skipIf(executablePath === null)('the HTML report in Chromium', () => {
  it('runs no page text, loads nothing, and filters by severity and check', async () => {
    const page = await (browser as Browser).newPage();
    const requested: string[] = [];
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      requested.push(request.url());
      void request.abort();
    });
    await page.setViewport({ width: 1000, height: 700, deviceScaleFactor: 1 });
    await page.setContent(renderHtmlReport(hostileResults(), { name: 'deploy/gate', commit: 'a'.repeat(40) }), {
      waitUntil: 'load',
    });
    // The page's own globals: what an injected script would have set.
    expect(await page.evaluate('typeof pwned')).toBe('undefined');
    expect(requested).toEqual([]);
    const visible = () =>
      page.$$eval('tr[data-check]', (rows) =>
        rows.filter((row) => !row.hasAttribute('hidden')).map((row) => row.getAttribute('data-check')),
      );
    expect(await visible()).toHaveLength(3);
    await page.select('select[name=severity]', 'recommended');
    expect(await visible()).toEqual(['links.broken']);
    await page.select('select[name=severity]', '');
    await page.select('select[name=check]', 'images.alt');
    expect(await visible()).toEqual(['images.alt']);
    await page.select('select[name=check]', '');
    const png = await page.screenshot({ fullPage: true });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    await page.close();
  });
});
