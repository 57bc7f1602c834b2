// The reference service: analyzer speed against a raw parse of the same HTML, and queue throughput.
import { analyzeHtml, parseOnly } from '../lib/service/analyzer/index.js';
import { startService } from '../lib/service/index.js';
import { benchPage, startBenchSite } from './site.mjs';

function pagesPerSecond(pages, fn) {
  const started = performance.now();
  for (const { html, url } of pages) fn(html, url);
  return pages.length / ((performance.now() - started) / 1000);
}

export async function analyzerVsParse(row) {
  const pages = Array.from({ length: 300 }, (_, i) => ({ url: `http://127.0.0.1/p/${i}`, html: benchPage(i, i % 60) }));
  pagesPerSecond(pages.slice(0, 30), (html) => parseOnly(html)); // warm-up
  const raw = pagesPerSecond(pages, (html) => parseOnly(html));
  const analyzed = pagesPerSecond(pages, (html, url) => analyzeHtml(html, { url, status: 200, headers: { 'content-type': 'text/html' } }));
  const ratio = analyzed / raw;
  row('analyzer pages/s / raw parse pages/s', ratio.toFixed(2), '>= 0.5', ratio >= 0.5, `${analyzed.toFixed(0)} vs ${raw.toFixed(0)} pages/s`);
}

/** Submits every URL at once and polls each report until it is complete; returns the seconds it took. */
export async function analyseAll(service, key, urls, extra = {}) {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const started = performance.now();
  const acks = await Promise.all(urls.map(async (url) => (await fetch(`${service.url}/reports`, { method: 'POST', headers, body: JSON.stringify({ url, ...extra }) })).json()));
  await Promise.all(acks.map(async (ack) => {
    for (;;) {
      const read = await fetch(ack.poll, { headers });
      const body = await read.json();
      if (read.status === 200 && body.report.status !== 'complete') throw new Error(`${ack.url}: ${JSON.stringify(body.report.error)}`);
      if (read.status === 200) return;
      await new Promise((r) => setTimeout(r, 10));
    }
  }));
  return (performance.now() - started) / 1000;
}

export async function queueThroughput(row) {
  const site = await startBenchSite();
  const workers = 4;
  const latencyMs = 200;
  const jobs = 40;
  const service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, workers, keys: { q: 'agency' }, faults: { seed: 1, analysisLatencyMs: latencyMs } });
  try {
    const seconds = await analyseAll(service, 'q', site.urls(jobs));
    const ideal = Math.ceil(jobs / workers) * (latencyMs / 1000);
    row(`queue: ${jobs} jobs on ${workers} workers / ideal`, (seconds / ideal).toFixed(2), '<= 1.2', seconds / ideal <= 1.2, `${(jobs / seconds).toFixed(1)} jobs/s vs ideal ${(jobs / ideal).toFixed(1)}`);
  } finally {
    await service.close();
    await site.close();
  }
}
