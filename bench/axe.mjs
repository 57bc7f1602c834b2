// axe-core's cost in a rendered analysis: the time runAxe takes in a page already loaded (isolated
// world opened, source evaluated, every WCAG 2.x A/AA rule and the static checks' twins, results read back), on the
// bench site's page and on a typical documentation page (navigation, 30 sections of text, lists of
// links, images, a table and a form: about 1,900 elements). Median of 15 pages after one warm-up.
import { BrowserHost } from '../lib/service/render/browser-host.js';
import { findBrowser } from '../lib/service/render/find-browser.js';
import { openIsolatedWorld } from '../lib/service/render/isolated-world.js';
import { loadAxe, runAxe } from '../lib/service/render/run-axe.js';
import { benchPage } from './site.mjs';

const RUNS = 15;

export function docsPage() {
  const nav = Array.from({ length: 60 }, (_, i) => `<li><a href="/docs/${i}">Chapter ${i} of the guide</a></li>`).join('');
  const section = (i) => `<section id="s${i}"><h2>Section ${i}: configuring the thing</h2>
<p>${'Documentation prose that explains an option, what it does and when to change it. '.repeat(6)}</p>
<p>See <a href="#s${(i + 1) % 30}">the next section</a> or <code>option-${i}</code> in the reference.</p>
<ul>${Array.from({ length: 5 }, (_, k) => `<li><a href="/ref/${i}/${k}">reference ${i}.${k}</a>: what it sets</li>`).join('')}</ul>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="diagram ${i}" width="300" height="120">
<pre><code>${'let value = compute(input);\n'.repeat(4)}</code></pre></section>`;
  const rows = Array.from({ length: 20 }, (_, i) => `<tr><th scope="row">key-${i}</th><td>string</td><td>default ${i}</td></tr>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Guide: configuring the thing</title></head><body><header><nav aria-label="chapters"><ul>${nav}</ul></nav></header>
<main><h1>Configuring the thing</h1>${Array.from({ length: 30 }, (_, i) => section(i)).join('')}
<table><caption>Options</caption><tr><th scope="col">Key</th><th scope="col">Type</th><th scope="col">Default</th></tr>${rows}</table>
<form><label for="q">Search the guide</label><input id="q" type="search"><button>Search</button></form></main></body></html>`;
}

async function medianMs(host, html) {
  const browser = await host.browser();
  const times = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    const start = performance.now();
    const world = await openIsolatedWorld(page);
    // runAxe throws axe_not_run when axe does not answer.
    await runAxe(world, loadAxe(world), 60_000);
    if (run > 0) times.push(performance.now() - start);
    await context.close();
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

export async function axeCost(row) {
  const found = findBrowser(undefined, process.env);
  if (!found) {
    row('render: axe per page (ms)', 'no browser', '<= 1000', false, 'install chromium-headless-shell');
    return;
  }
  const host = new BrowserHost(found, true);
  try {
    const small = await medianMs(host, benchPage(1));
    const docs = await medianMs(host, docsPage());
    row('render: axe per page, bench page (ms)', small.toFixed(0), '<= 1000', small <= 1000, `median of ${RUNS}`);
    row('render: axe per page, docs page (ms)', docs.toFixed(0), '<= 1000', docs <= 1000,
      `median of ${RUNS}; ${(docsPage().length / 1024).toFixed(0)} KB, every WCAG 2.x A/AA rule`);
  } finally {
    await host.close();
  }
}
