// perf-noise: the study behind the performance floors (src/gate/perf-findings.ts). Identical
// "redeploys" of a loopback site are measured while the machine is busy (two processes spin on
// the CPU beside the browser), each deploy's page compared with the first deploy's as the
// accepted state by the gate's own rules: a regression here is the gate crying wolf. Each page-run
// is `performance-runs` loads (default 3), as a gated page is. The rows: page-runs, regressions
// with the floors in force (target 0), regressions with half the floors (shows the floors are not
// looser than they need be), and per metric the largest growth of a median seen.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { BrowserHost } from '../lib/service/render/browser-host.js';
import { findBrowser } from '../lib/service/render/find-browser.js';
import { measurePage } from '../lib/service/render/measure-page.js';
import { GATED_METRICS, perfFindings } from '../lib/gate/perf-findings.js';

const DEPLOYS = 11;
const RUNS = 3;
const TEXT = '<p>Documentation text that paints first, as a real page would have it.</p>'.repeat(8);

/** Ten pages that exercise every metric a little: images, stylesheets, scripts, work after load. */
const PAGES = {
  '/': `<h1>Home</h1>${TEXT}<img src="/img/hero.svg" width="600" height="300" alt="">`,
  '/docs': `<h1>Docs</h1>${TEXT.repeat(4)}`,
  '/styled': `<link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/b.css"><h1>Styled</h1>${TEXT}`,
  '/scripted': `<script src="/app.js"></script><h1>Scripted</h1>${TEXT}`,
  '/busy': `<h1>Busy</h1>${TEXT}<script>setTimeout(() => { const end = performance.now() + 250; while (performance.now() < end) {} }, 0)</script>`,
  '/images': `<h1>Images</h1>${TEXT}${'<img src="/img/hero.svg" width="300" height="150" alt="">'.repeat(6)}`,
  '/late': `<h1>Late</h1>${TEXT}<script>setTimeout(() => { const p = document.createElement('p'); p.textContent = 'late'; document.body.append(p); }, 50)</script>`,
  '/long': `<h1>Long</h1>${TEXT.repeat(40)}`,
  '/mixed': `<link rel="stylesheet" href="/a.css"><script defer src="/app.js"></script><h1>Mixed</h1>${TEXT}<img src="/img/hero.svg" width="600" height="300" alt="">`,
  '/table': `<h1>Table</h1><table>${'<tr><td>cell</td><td>cell</td><td>cell</td></tr>'.repeat(300)}</table>`,
};
const ASSETS = {
  '/a.css': ['text/css', 'body{font:16px sans-serif;margin:2em}'.repeat(50)],
  '/b.css': ['text/css', 'p{line-height:1.5}'.repeat(50)],
  '/app.js': ['text/javascript', `window.app = ${JSON.stringify('x'.repeat(40_000))}.length;`],
  '/img/hero.svg': ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#4a8"/><circle cx="300" cy="150" r="120" fill="#fd4"/></svg>'],
};

function startSite() {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    const asset = ASSETS[path];
    if (asset) return void response.writeHead(200, { 'content-type': asset[0] }).end(asset[1]);
    const body = PAGES[path];
    if (body === undefined) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<!DOCTYPE html><html lang="en"><title>${path}</title>${body}</html>`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Two children that spin until killed: the machine is busy the whole study. */
function startHogs() {
  return [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

/**
 * Regressions of `now` against `accepted` by the gate's own rule: a performance finding of `now`
 * whose identity the accepted page does not have. `scale` multiplies every noise floor (0.5: half).
 */
function regressions(now, accepted, scale) {
  const saved = Object.fromEntries(Object.entries(GATED_METRICS).map(([name, gated]) => [name, gated.floor]));
  for (const gated of Object.values(GATED_METRICS)) {
    if (gated.floor) gated.floor = { relative: gated.floor.relative * scale, absolute: gated.floor.absolute * scale };
  }
  try {
    const identities = (findings) => findings.map((f) => `${f.check} ${f.evidence}`);
    const before = new Set(identities(perfFindings(accepted, undefined)));
    return identities(perfFindings(now, accepted)).filter((identity) => !before.has(identity));
  } finally {
    for (const [name, floor] of Object.entries(saved)) GATED_METRICS[name].floor = floor;
  }
}

export async function perfNoise(row) {
  const found = findBrowser(undefined, process.env);
  if (!found) {
    row('perf-noise: regressions on identical redeploys', 'no browser', '0', false, 'install chromium-headless-shell');
    return;
  }
  const server = await startSite();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const host = new BrowserHost(found, true);
  const hogs = startHogs();
  try {
    const paths = Object.keys(PAGES);
    const deploys = [];
    for (let deploy = 0; deploy < DEPLOYS; deploy += 1) {
      const measured = {};
      for (const path of paths) measured[path] = await measurePage(host, new URL(path, origin), { runs: RUNS });
      deploys.push(measured);
    }
    const [accepted, ...later] = deploys;
    const atFloors = [];
    let atHalf = 0;
    const growth = {};
    for (const measured of later) {
      for (const path of paths) {
        atFloors.push(...regressions(measured[path], accepted[path], 1).map((identity) => `${path}: ${identity}`));
        atHalf += regressions(measured[path], accepted[path], 0.5).length;
        for (const name of Object.keys(GATED_METRICS)) {
          const [now, before] = [measured[path][name], accepted[path][name]];
          if (!now || !before) continue;
          const grew = now.median - before.median;
          const largest = (growth[name] ??= { absolute: 0, relative: 0 });
          largest.absolute = Math.max(largest.absolute, grew);
          if (before.median > 0) largest.relative = Math.max(largest.relative, grew / before.median);
        }
      }
    }
    const pageRuns = later.length * paths.length;
    row('perf-noise: page-runs compared', pageRuns, '>= 100', pageRuns >= 100, `${RUNS} loads each, 2 CPU hogs beside the browser`);
    row('perf-noise: regressions at the floors', atFloors.length, '0', atFloors.length === 0,
      atFloors.length === 0 ? 'identical redeploys: each would be a false red' : atFloors.slice(0, 3).join('; '));
    row('perf-noise: regressions at half the floors', atHalf, 'reported', true, 'how near the floors the noise comes');
    for (const [name, largest] of Object.entries(growth)) {
      row(`perf-noise: largest growth of ${name}`, Math.round(largest.absolute * 1000) / 1000, 'reported', true,
        `relative ${(largest.relative * 100).toFixed(0)} %`);
    }
  } finally {
    for (const hog of hogs) hog.kill('SIGKILL');
    await host.close();
    server.close();
  }
}
