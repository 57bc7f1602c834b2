// Reading results files a fork's workflow may have written (issue 26): each read runs in a process
// of its own, so its peak RSS (resourceUsage().maxRSS) is the read's alone. Linear: the time per MiB
// of a large file against that of a file a quarter its size, measured in the same run; and against
// reading the same bytes and doing nothing with them.
import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';

const MIB = 1024 * 1024;
const LIMIT_MB = 300;

/** A page of about 25 KiB: 100 findings with evidence of about 150 characters. */
function page(n) {
  const findings = Array.from({ length: 100 }, (_, k) => ({
    check: 'images.alt',
    severity: k % 5 === 0 ? 'critical' : 'recommended',
    result: 'warn',
    message: 'Image has no alt text.',
    evidence: `<img src="/assets/images/catalogue/2026/page-${n}/gallery/photo-${k}-large.jpg" class="gallery-item lazyload" loading="lazy" width="800">`,
    remediation: 'Describe the image in an alt attribute.',
    impact: 8,
    effort: 2,
  }));
  return { url: `https://site.test/p/${n}`, verdict: 'pass', reasons: [], key: `k${n}`, score: 90, grade: 'A', title: `Page ${n}`, issues: null, cached: false, baseline: null, regressions: [], resolved: [], error: null, findings };
}

const HEAD = '{"version":1,"passed":true,"startedAt":"2026-11-23T08:00:00.000Z","finishedAt":"2026-11-23T08:01:00.000Z","pages":[';

/** Writes a results file of about `mib` MiB: pages on one line (`oneLine`) or one per line as pagegate writes them. */
async function writeResults(path, mib, { oneLine }) {
  const out = createWriteStream(path);
  let size = 0;
  const write = async (text) => {
    size += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(HEAD);
  for (let n = 0; size < mib * MIB; n++) await write(`${n === 0 ? '' : ','}${oneLine ? '' : '\n'}${JSON.stringify(page(n))}`);
  await write(`${oneLine ? '' : '\n'}]}\n`);
  out.end();
  await once(out, 'finish');
  return size;
}

/** A results file whose bulk is one unknown top-level array field. */
async function writeUnknownField(path, mib) {
  const out = createWriteStream(path);
  const filler = `${'"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",'.repeat(10_000)}`;
  out.write('{"version":1,"unknown":[');
  let size = 0;
  while (size < mib * MIB) {
    size += filler.length;
    if (!out.write(filler)) await once(out, 'drain');
  }
  out.write('"x"],"passed":true,"startedAt":"x","finishedAt":"y","pages":[]}\n');
  out.end();
  await once(out, 'finish');
}

const READER = `
const [how, path] = process.argv.slice(1);
const { readBytes } = await import(${JSON.stringify(new URL('../lib/io/regular-files.js', import.meta.url).href)});
const { readLines } = await import(${JSON.stringify(new URL('../lib/io/streamed-files.js', import.meta.url).href)});
const { resultsPages, resultsUrls } = await import(${JSON.stringify(new URL('../lib/gate/results-file.js', import.meta.url).href)});
const started = process.hrtime.bigint();
let count = 0;
let outcome = 'read';
try {
  if (how === 'bytes') for await (const chunk of readBytes(path)) count += chunk.length > 0 ? 1 : 0;
  if (how === 'lines') for await (const line of readLines(path)) count += line.length > 0 ? 1 : 0;
  if (how === 'urls') for await (const url of resultsUrls(readBytes(path), path)) count += url ? 1 : 0;
  if (how === 'pages') for await (const page of resultsPages(readBytes(path), path)) count += page ? 1 : 0;
} catch (error) {
  outcome = error.message.slice(0, 140);
}
const ms = Number(process.hrtime.bigint() - started) / 1e6;
console.log(JSON.stringify({ ms, count, outcome, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
`;

/** One read in a process of its own, with the heap bounded as the action bounds it. */
function measure(how, path) {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', READER, how, path], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`bench reader failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop());
}

const mb = (n) => `${Math.round(n)} MB`;

/** One row: `how` over the large file, its time per MiB against the small one's, and the bytes alone read beside. */
function linearRow(row, name, how, [small, smallMib], [large, largeMib]) {
  const bytes = measure('bytes', large);
  const quarter = measure(how, small);
  const whole = measure(how, large);
  const growth = whole.ms / largeMib / (quarter.ms / smallMib);
  row(
    name,
    `${(whole.ms / 1000).toFixed(2)} s, ${mb(whole.maxRssMb)}`,
    `linear (per-MiB time ≤ 2x that at ${smallMib} MiB), ≤ ${LIMIT_MB} MB`,
    growth <= 2 && whole.maxRssMb <= LIMIT_MB,
    `per MiB at ${largeMib} over at ${smallMib} MiB: ${growth.toFixed(2)}; reading the bytes alone ${(bytes.ms / 1000).toFixed(2)} s; ${whole.count} ${how}; ${whole.outcome}`,
  );
}

export async function resultsFileReads(row) {
  const dir = await mkdtemp(join(tmpdir(), 'pagegate-bench-files-'));
  try {
    // One line of 60 MiB (and of 15 MiB, for the ratio): each chunk read was re-split with the whole line before.
    const small = join(dir, 'line-15.json');
    const large = join(dir, 'line-60.json');
    await writeResults(small, 15, { oneLine: true });
    await writeResults(large, 60, { oneLine: true });
    for (const how of ['lines', 'pages']) linearRow(row, `results file, one 60 MiB line: ${how === 'lines' ? 'readLines' : 'pages read'}`, how, [small, 15], [large, 60]);

    // 250 MiB: pages as pagegate writes them (10,000 pages at the page cap), and the same size of an unknown field.
    const pages = join(dir, 'pages-250.json');
    const quarterPages = join(dir, 'pages-62.json');
    await writeResults(pages, 250, { oneLine: false });
    await writeResults(quarterPages, 62.5, { oneLine: false });
    for (const how of ['urls', 'pages']) linearRow(row, `results file of 250 MiB: ${how === 'urls' ? 'URL pass' : 'page pass'}`, how, [quarterPages, 62.5], [pages, 250]);
    await rm(pages);
    await rm(quarterPages);
    const unknown = join(dir, 'unknown-250.json');
    await writeUnknownField(unknown, 250);
    const refused = measure('pages', unknown);
    row(
      'results file of 250 MiB, an unknown array field',
      `${(refused.ms / 1000).toFixed(2)} s, ${mb(refused.maxRssMb)}`,
      `refused, ≤ ${LIMIT_MB} MB`,
      refused.outcome !== 'read' && refused.maxRssMb <= LIMIT_MB,
      refused.outcome,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
