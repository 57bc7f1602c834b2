// `npm run bench`: speed, request economy, start-up, size and memory, each printed as a measured
// value against its target and, where one exists, a naive baseline measured in this same run.
// Everything runs on loopback against the reference service (lib/, built by `npm run build`).
import { readFile, writeFile } from 'node:fs/promises';
import { gate } from './gate.mjs';
import { startUp } from './action.mjs';
import { bigRun, failingRuns, scaleRun } from './memory.mjs';
import { renderThroughput } from './render.mjs';
import { renderBesidePa11y } from './render-peer.mjs';
import { axeCost } from './axe.mjs';
import { axeUnderLoad } from './axe-load.mjs';
import { fixtureFindings } from './findings.mjs';
import { diffSpeed } from './diff.mjs';
import { globSpeed } from './glob.mjs';
import { analyzerVsParse, queueThroughput } from './service.mjs';
import { load } from './load.mjs';
import { resultsFileReads } from './files.mjs';
import { inProcessMemory, inProcessStart } from './in-process.mjs';
import { speed } from './speed.mjs';
import { agreement } from './agreement.mjs';
import { renderedAgreement } from './agreement-rendered.mjs';
import { perfNoise } from './noise.mjs';
import { perfSpeed } from './perf-speed.mjs';
import { analyzerProbes } from './analyzer-probes.mjs';
import { scale } from './scale.mjs';

const rows = [];
/** Groups whose rows are a record of their own, by the name prefixes of their rows. */
const RECORDS = {
  agreement: ['agreement ', 'analyzer MB/s'],
  'agreement-rendered': ['agreement rendered'],
  probes: ['analyzer probe: '],
  'perf-noise': ['perf-noise:'],
  'perf-speed': ['performance:'],
  scale: ['scale:'],
  'render-peer': ['render beside pa11y-ci:'],
  'start-up': ['start-up:'],
};
const tables = {};
const row = (name, measured, target, pass, detail = '') => {
  rows.push({ name, measured, target, pass, detail });
  console.log(
    `${pass ? 'PASS' : 'FAIL'}  ${name.padEnd(46)} ${String(measured).padEnd(14)} target ${target}${detail ? `   (${detail})` : ''}`,
  );
};

const only = process.argv[2];
const run = (name) => !only || only === name;

if (run('gate')) await gate(row);
if (run('speed')) await speed(row);
if (run('start-up')) await startUp(row);
if (run('memory')) {
  await bigRun(row);
  await scaleRun(row);
  await failingRuns(row);
}
if (only === 'failing') await failingRuns(row);
if (run('service')) {
  await analyzerVsParse(row);
  await queueThroughput(row);
}
if (run('load')) await load(row);
if (run('in-process')) {
  await inProcessStart(row);
  await inProcessMemory(row);
}
if (run('render')) {
  await axeCost(row);
  await axeUnderLoad(row);
  await renderThroughput(row);
}
if (run('render-peer')) await renderBesidePa11y(row);
if (run('axe')) await axeCost(row);
if (only === 'axe-load') await axeUnderLoad(row);
if (run('findings')) await fixtureFindings(row);
if (run('files')) await resultsFileReads(row);
if (run('diff')) diffSpeed(row);
if (run('glob')) globSpeed(row);
if (run('agreement')) await agreement(row, tables);
if (run('agreement') || only === 'agreement-rendered') await renderedAgreement(row, tables);
if (run('perf-noise')) await perfNoise(row);
if (run('perf-speed')) await perfSpeed(row);
if (run('probes')) await analyzerProbes(row, tables);
if (run('scale')) await scale(row);

const failed = rows.filter((r) => !r.pass).length;
console.log(`\n${rows.length - failed} of ${rows.length} benchmark targets met`);
const results = new URL('./results.json', import.meta.url);
if (!only) {
  await writeFile(
    results,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, rows, ...tables }, null, 2)}\n`,
  );
  console.log('wrote bench/results.json');
} else if (only in RECORDS) {
  // The agreement and probe tables, the noise study, the performance speed, the scale and the
  // start-up rows are records of their own: their rows (and table) replace theirs in the last full run.
  const ours = RECORDS[only];
  const last = JSON.parse(await readFile(results, 'utf8'));
  const names = new Set(rows.map((r) => r.name));
  const kept = last.rows.filter((r) => !names.has(r.name) && !ours.some((prefix) => r.name.startsWith(prefix)));
  await writeFile(results, `${JSON.stringify({ ...last, rows: [...kept, ...rows], ...tables }, null, 2)}\n`);
  console.log(`merged the ${only} rows into bench/results.json`);
}
