// Wall time and request economy of the gate engine at analysis latency L and concurrency c, and
// the same pages through a naive sequential client with a fixed 5 s poll. Submissions are bounded
// by c, analyses by the service's workers: a submitted page waits without holding a slot, its
// read held by the service until the report is done (`Prefer: wait`).
import { runEngine } from '../lib/gate/engine.js';
import { parseGateConfig } from '../lib/config/inputs.js';
import { startService } from '../lib/service/index.js';
import { startBenchSite } from './site.mjs';
import { naiveSequential } from './naive.mjs';

const KEY = 'bench-key';
const L = 1; // seconds of injected analysis latency
const P = 0.05; // poll interval, seconds (the smallest poll-interval allows)
const WORKERS = 64;

async function engineRun(service, urls, { concurrency, baseline = 'previous' }) {
  const config = parseGateConfig({
    inputs: { 'api-url': service.url, 'api-key': KEY, urls: urls.join('\n'), 'max-urls': String(urls.length), concurrency: String(concurrency), 'poll-interval': String(P), timeout: '3600', baseline, 'min-score': '50', 'results-file': '/tmp/pagegate-bench.json' },
    env: { workflow: 'bench', job: 'bench' },
  });
  const io = { readText: async () => '', readLines: async function* () {}, glob: async () => [], info() {}, warn() {}, pageDone() {}, record: async () => {}, now: () => new Date() };
  const started = performance.now();
  const outcome = await runEngine(config, io);
  return { seconds: (performance.now() - started) / 1000, outcome };
}

function countRequests(lines, from) {
  const slice = lines.slice(from);
  const posts = slice.filter((l) => /POST \/api\/v1\/reports\b/.test(l));
  return { total: slice.length, posts };
}

export async function gate(row) {
  const lines = [];
  const site = await startBenchSite();
  const service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, workers: WORKERS, keys: { [KEY]: 'agency' }, faults: { seed: 1, analysisLatencyMs: L * 1000 }, log: (line) => lines.push(line) });
  try {
    const sample = site.urls(3);
    const naiveStart = performance.now();
    await naiveSequential(service.url, KEY, sample);
    const naivePerPage = (performance.now() - naiveStart) / 1000 / sample.length;
    for (const n of [20, 100, 500]) {
      const urls = site.urls(n);
      await engineRun(service, urls, { concurrency: 64 }); // warm-up: every page gets a baseline
      for (const c of [4, 16]) {
        const before = lines.length;
        const { seconds } = await engineRun(service, urls, { concurrency: c });
        // The service's workers bound the analyses; c bounds only how fast they are submitted.
        const ideal = Math.ceil(n / WORKERS) * L;
        const requests = countRequests(lines, before).total / n;
        // lookup + baseline read + POST + one read the service holds until the report is done, and the run's key check.
        const idealRequests = 1 + 1 + 1 + 1 + 1 / n;
        const speedUp = (naivePerPage * n) / seconds;
        row(`wall time N=${n} c=${c} / ideal`, (seconds / ideal).toFixed(3), '<= 1.1', seconds / ideal <= 1.1, `${seconds.toFixed(2)} s vs ideal ${ideal.toFixed(2)} s`);
        row(`speed-up vs naive sequential N=${n} c=${c}`, speedUp.toFixed(1), `>= ${(0.9 * c).toFixed(1)}`, speedUp >= 0.9 * c, `naive ${naivePerPage.toFixed(2)} s/page measured on ${sample.length} pages`);
        row(`requests per page N=${n} c=${c} / ideal`, (requests / idealRequests).toFixed(3), '<= 1.0', requests / idealRequests <= 1.0, `${requests.toFixed(3)} vs ${idealRequests.toFixed(3)}`);
      }
    }
  } finally {
    await service.close();
  }
  await faultsRow(row, site);
  await site.close();
}

async function faultsRow(row, site) {
  const urls = site.urls(100);
  const verdicts = async (faults) => {
    const lines = [];
    const service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, workers: 32, keys: { [KEY]: 'agency' }, faults, log: (line) => lines.push(line) });
    try {
      const { outcome } = await engineRun(service, urls, { concurrency: 16, baseline: 'none' });
      const queued = lines.filter((l) => /POST \/api\/v1\/reports 202/.test(l)).length;
      return { verdicts: outcome.results.pages.map((p) => `${p.url} ${p.verdict}`).join('\n'), queued };
    } finally {
      await service.close();
    }
  };
  const clean = await verdicts({ seed: 3, analysisLatencyMs: 50 });
  const faulty = await verdicts({ seed: 3, analysisLatencyMs: 50, rate503: 0.1, rate429: 0.05, retryAfterSeconds: 1 });
  row('faults 10% 503 + 5% 429: duplicate POSTs', faulty.queued - urls.length, '0', faulty.queued === urls.length, `${faulty.queued} jobs queued for ${urls.length} pages`);
  row('faults: verdicts identical to fault-free run', faulty.verdicts === clean.verdicts ? 'identical' : 'differ', 'identical', faulty.verdicts === clean.verdicts);
}
