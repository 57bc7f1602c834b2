// perf-speed: `performance: true` on 20 loopback pages of the bench site, 3 measured loads each
// (the default performance-runs), at 2 workers: seconds per page (the whole run's wall time over
// the pages: what a gate waits) and the browser's peak memory (PSS of its process group, as the
// render rows measure it). Beside it, render: true alone on the same pages in the same minutes, so
// the cost of the measured loads is a ratio, not a number of this machine's load.
import { loadavg } from 'node:os';
import { startService } from '../lib/service/index.js';
import { groupRss } from './render.mjs';
import { analyseAll } from './service.mjs';
import { startBenchSite } from './site.mjs';

const PAGES = 20;
const WORKERS = 2;
const RUNS = 3;

async function timed(site, extra) {
  const service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, workers: WORKERS, keys: { q: 'agency' } });
  let peak = 0;
  let sampler;
  try {
    // The first render launches the browser: that start is not part of a page's cost.
    await analyseAll(service, 'q', [`${site.origin}/p/0`], { render: true });
    const pid = await service.browserPid();
    sampler = setInterval(() => (peak = Math.max(peak, groupRss(pid))), 200);
    const seconds = await analyseAll(service, 'q', site.urls(PAGES), extra);
    return { perPage: seconds / PAGES, peak };
  } finally {
    clearInterval(sampler);
    await service.close();
  }
}

export async function perfSpeed(row) {
  const site = await startBenchSite();
  try {
    const probe = await startService({ port: 0, keys: { q: 'agency' } });
    await probe.close();
    if (!probe.browser) {
      row('performance: s per page at 2 workers', 'no browser', '<= 3', false, 'install chromium-headless-shell');
      return;
    }
    const rendered = await timed(site, { render: true });
    const measured = await timed(site, { performance: true, performance_runs: RUNS });
    row(`performance: s per page at ${WORKERS} workers`, measured.perPage.toFixed(2), '<= 3', measured.perPage <= 3,
      `${PAGES} loopback pages, ${RUNS} measured loads each after the rendered analysis; render alone ` +
        `${rendered.perPage.toFixed(2)} s per page in the same minutes (x${(measured.perPage / rendered.perPage).toFixed(1)}); ` +
        `1-minute load average ${loadavg()[0].toFixed(1)} on ${new Date().toISOString().slice(0, 10)}`);
    const mb = measured.peak / 1024 / 1024;
    row('performance: browser peak memory (PSS, MB)', mb.toFixed(0), '<= 400', mb <= 400,
      `${PAGES} pages at ${WORKERS} workers, a fresh browser context per load; render alone ${(rendered.peak / 1024 / 1024).toFixed(0)} MB`);
  } finally {
    await site.close();
  }
}
