// The reference service in a process of its own for the load bench (bench/load.mjs), so the load
// generator never shares its event loop. `node bench/load-service.mjs MODE DB-FILE KEY WORKERS`:
//   instant  analyses answer at once from the fixture pages, analysed once at start
//   inline   the real analyzer on the event loop (the service before analyses moved to threads)
//   threads  the real analyzer as the service runs it (the worker_threads pool)
//   site     no service: a site whose every path is a page of about 5 MB, in a process of its
//            own so serving it costs the service's event loop nothing
// Prints one JSON line {url} when listening, and stops on SIGTERM.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { analyzeHtml, analyzeUrl } from '../lib/service/analyzer/index.js';
import { startService } from '../lib/service/index.js';

const FIXTURES = new URL('../test/fixtures/pages/', import.meta.url);

function fixtureAnalyses() {
  const files = readdirSync(FIXTURES).filter((name) => name.endsWith('.html'));
  return files.map((name) => analyzeHtml(readFileSync(new URL(name, FIXTURES), 'utf8'), { url: `https://example.com/${name}`, status: 200, headers: { 'content-type': 'text/html' } }));
}

/** About 5 MB of an ordinary page: sections of headings, text, links and images, half without alt. */
function bigPage(n) {
  const section = (i) =>
    `<section><h2>Section ${i}</h2><p>${'Words that make up a long page of ordinary content, read by the analyzer. '.repeat(20)}</p>` +
    `<a href="/big/${n}#s${i}">section ${i}</a><img src="/i/${i}.png"${i % 2 ? ' alt="a picture"' : ''}></section>\n`;
  const body = Array.from({ length: 3000 }, (_, i) => section(i)).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Big page ${n}</title></head><body><h1>Big page ${n}</h1>${body}</body></html>`;
}

async function startSite() {
  const page = bigPage(0);
  const server = createServer((req, res) => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: async () => server.close() };
}

async function startAnalysisService(mode, db, key, workers) {
  const service = await startService({ port: 0, db, workers: Number(workers), cacheTtlSeconds: 0, allowPrivate: true, chromium: false, keys: { [key]: 'agency' }, analyze: analyzerFor(mode) });
  return { url: service.url, close: () => service.close() };
}

function analyzerFor(mode) {
  if (mode === 'threads') return undefined;
  if (mode === 'inline') return (url, options) => analyzeUrl(url, options);
  const analyses = fixtureAnalyses();
  let next = 0;
  return async (url) => ({ ...analyses[next++ % analyses.length], final_url: url });
}

const [mode, db, key, workers] = process.argv.slice(2);
const running = mode === 'site' ? await startSite() : await startAnalysisService(mode, db, key, workers);
process.stdout.write(`${JSON.stringify({ url: running.url })}\n`);
process.once('SIGTERM', () => void running.close().then(() => process.exit(0)));
