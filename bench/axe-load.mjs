// axe is never dropped: the share of rendered analyses that end with axe's answer while CPU hogs
// (busy node processes, one per unit of load) compete with the service for the machine's cores,
// at load 2 and load 10. 20 documentation pages (bench/axe.mjs's, about 1,900 elements each) on 2
// service workers, the browser started by one page first. An analysis without axe fails with
// `axe_not_run`; any other failure (a page that did not load in its 15 s) is counted apart.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { startService } from '../lib/service/index.js';
import { docsPage } from './axe.mjs';

const PAGES = 20;

function startHogs(count) {
  return Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

async function startDocsSite() {
  const body = docsPage();
  const server = createServer((request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { urls: (n, tag) => Array.from({ length: n }, (_, i) => `${origin}/docs/${tag}/${i}`), close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Every report's final state: `complete`, or its error code. */
export async function outcomes(service, key, urls) {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const acks = await Promise.all(urls.map(async (url) => (await fetch(`${service.url}/reports`, { method: 'POST', headers, body: JSON.stringify({ url, render: true }) })).json()));
  return Promise.all(acks.map(async (ack) => {
    for (;;) {
      const read = await fetch(`${ack.poll}`, { headers: { ...headers, prefer: 'wait=30' } });
      const body = await read.json();
      if (read.status === 200) return body.report.status === 'complete' ? 'complete' : body.report.error.code;
    }
  }));
}

export async function axeUnderLoad(row) {
  const site = await startDocsSite();
  const service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, workers: 2, keys: { q: 'agency' } });
  try {
    if (!service.browser) {
      row('render: axe completion at load 2', 'no browser', '100 %', false, 'install chromium-headless-shell');
      return;
    }
    await outcomes(service, 'q', site.urls(1, 'warm'));
    for (const load of [2, 10]) {
      const hogs = startHogs(load);
      try {
        const started = performance.now();
        const ends = await outcomes(service, 'q', site.urls(PAGES, `load-${load}`));
        const seconds = (performance.now() - started) / 1000;
        const complete = ends.filter((end) => end === 'complete').length;
        const dropped = ends.filter((end) => end === 'axe_not_run').length;
        const other = ends.length - complete - dropped;
        const rate = (100 * complete) / ends.length;
        row(`render: axe completion at load ${load}`, `${rate.toFixed(0)} %`, '100 %', complete === ends.length,
          `${complete} of ${ends.length} docs pages with axe's answer, ${dropped} axe_not_run, ${other} other failures; ${seconds.toFixed(1)} s at 2 workers; ${load} CPU hogs beside the machine's own load (1-minute load average ${loadavg()[0].toFixed(1)} at the end)`);
      } finally {
        for (const hog of hogs) hog.kill('SIGKILL');
      }
    }
  } finally {
    await service.close();
    await site.close();
  }
}
