// `npm run screenshots`: runs the demo, renders its PR comment and job summary as GitHub shows
// them (markdown-it as the CommonMark + GFM renderer, github-markdown-css, headless Chromium
// through puppeteer-core) and its HTML report as it stands to docs/screenshots/*.png, and stores
// the hash of each source beside them (sources.json) for the test that keeps them current. Re-run
// by hand when the report changes. `node scripts/screenshots.mjs DIR` runs the bundle in DIR
// instead of dist/ (a bundle built elsewhere, leaving dist/ as it is).
// The browser: PAGEGATE_CHROMIUM, else chromium-headless-shell or chromium on PATH
// (Debian: apt-get install -y chromium-headless-shell).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import MarkdownIt from 'markdown-it';
import puppeteer from 'puppeteer-core';
// Node strips the types of this one TypeScript file (it has nothing but erasable syntax): no build needed.
import { markdownHash, screenshotMarkdown, SCREENSHOTS } from '../src/demo/screenshot-source.ts';

const OUT = 'docs/screenshots';
const css = readFileSync('node_modules/github-markdown-css/github-markdown-light.css', 'utf8');
// GitHub renders comments as CommonMark with its extensions (tables, autolinks) and a subset of HTML (<details>).
const renderer = new MarkdownIt({ html: true, linkify: true });

function browserPath() {
  if (process.env.PAGEGATE_CHROMIUM) return process.env.PAGEGATE_CHROMIUM;
  for (const name of ['chromium-headless-shell', 'chromium', 'google-chrome']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim();
    } catch {}
  }
  throw new Error('no Chromium found: apt-get install -y chromium-headless-shell, or set PAGEGATE_CHROMIUM');
}

const demoDir = mkdtempSync(join(tmpdir(), 'pagegate-screenshots-'));
const bundle = process.argv[2] ?? 'dist';
execFileSync(process.execPath, [resolve(bundle, 'cli.js'), 'demo', '--out', '.pagegate/demo'], {
  cwd: demoDir,
  stdio: 'ignore',
});

const browser = await puppeteer.launch({
  executablePath: browserPath(),
  headless: 'shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const sources = {};
try {
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.setViewport({ width: 900, height: 600, deviceScaleFactor: 1 });
  for (const shot of SCREENSHOTS) {
    const markdown = screenshotMarkdown(readFileSync(join(demoDir, '.pagegate/demo', shot.source), 'utf8'));
    const path = join(OUT, `${shot.name}.png`);
    if (shot.source.endsWith('.html')) {
      // The HTML report is a page of its own: shown whole, with its own style (and its script, for the filters).
      await page.setJavaScriptEnabled(true);
      await page.setContent(markdown, { waitUntil: 'load' });
      await page.screenshot({ path, fullPage: true });
      await page.setJavaScriptEnabled(false);
      sources[shot.name] = { png: `${shot.name}.png`, html: shot.source, sha256: markdownHash(markdown) };
      continue;
    }
    const html = `<!doctype html><meta charset="utf-8"><style>${css}\nbody{margin:0;background:#fff}.markdown-body{box-sizing:border-box;width:900px;padding:24px}</style><article class="markdown-body">${renderer.render(markdown)}</article>`;
    await page.setContent(html, { waitUntil: 'load' });
    const article = await page.$('article');
    await article.screenshot({ path });
    sources[shot.name] = { png: `${shot.name}.png`, markdown: shot.source, sha256: markdownHash(markdown) };
  }
} finally {
  await browser.close();
}
writeFileSync(join(OUT, 'sources.json'), `${JSON.stringify(sources, null, 2)}\n`);
console.log(`wrote ${Object.keys(sources).map((name) => `${OUT}/${name}.png`).join(', ')} and ${OUT}/sources.json`);
