// render: true on the reference service: rendered pages/s at 1, 2 and 4 workers on the bench
// site's pages, their ratio to plain-fetch analyses of the same pages in the same run, and the
// browser's peak memory: the proportional set size (PSS) summed over every process of its group
// (browser, renderers, GPU and network helpers). Summing RSS would count the Chromium binary and
// libraries every process maps once per process.
import { readdirSync, readFileSync } from 'node:fs';
import { startService } from '../lib/service/index.js';
import { analyseAll } from './service.mjs';
import { startBenchSite } from './site.mjs';

const PAGES = 40;

/** Proportional resident memory of every process in the group `pgid`, in bytes (Linux /proc). */
export function groupRss(pgid) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command may hold spaces and parentheses: fields are counted after its closing one.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      total += Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      // The process ended while it was read.
    }
  }
  return total;
}

async function throughput(site, workers, render) {
  const service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, workers, keys: { q: 'agency' } });
  let peak = 0;
  let sampler;
  try {
    if (render) {
      // The first render launches the browser: that start is not part of a page's cost.
      await analyseAll(service, 'q', [`${site.origin}/p/0`], { render });
      const pid = await service.browserPid();
      sampler = setInterval(() => (peak = Math.max(peak, groupRss(pid))), 200);
    }
    const seconds = await analyseAll(service, 'q', site.urls(PAGES), render ? { render } : {});
    return { perSecond: PAGES / seconds, peak };
  } finally {
    clearInterval(sampler);
    await service.close();
  }
}

export async function renderThroughput(row) {
  const site = await startBenchSite();
  try {
    const probe = await startService({ port: 0, keys: { q: 'agency' } });
    await probe.close();
    if (!probe.browser) {
      row('render: pages/s at 2 workers', 'no browser', '>= 3', false, 'install chromium-headless-shell or set PAGEGATE_CHROMIUM');
      return;
    }
    let peak = 0;
    for (const workers of [1, 2, 4]) {
      const plain = await throughput(site, workers, false);
      const rendered = await throughput(site, workers, true);
      peak = Math.max(peak, rendered.peak);
      const ratio = rendered.perSecond / plain.perSecond;
      const target = workers === 2 ? '>= 3' : 'reported';
      row(`render: pages/s at ${workers} worker${workers === 1 ? '' : 's'}`, rendered.perSecond.toFixed(1), target, workers !== 2 || rendered.perSecond >= 3,
        `plain fetch ${plain.perSecond.toFixed(1)} pages/s; rendered/plain ${ratio.toFixed(2)}`);
    }
    const mb = peak / 1024 / 1024;
    row('render: browser peak memory (PSS, MB)', mb.toFixed(0), '<= 400', mb <= 400, `${PAGES} pages at 1, 2 and 4 workers`);
  } finally {
    await site.close();
  }
}
