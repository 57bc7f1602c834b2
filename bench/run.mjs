// `npm run bench`: speed, request economy, start-up, size and memory, each printed as a measured
// value against its target and, where one exists, a naive baseline measured in this same run.
// Everything runs on loopback against the reference service (lib/, built by `npm run build`).
import { writeFile } from 'node:fs/promises';
import { gate } from './gate.mjs';
import { coldStart, bundleSize } from './action.mjs';
import { bigRun, failingRuns, scaleRun } from './memory.mjs';
import { renderThroughput } from './render.mjs';
import { axeCost } from './axe.mjs';
import { fixtureFindings } from './findings.mjs';
import { diffSpeed } from './diff.mjs';
import { analyzerVsParse, queueThroughput } from './service.mjs';
import { load } from './load.mjs';
import { resultsFileReads } from './files.mjs';
import { inProcessMemory, inProcessStart } from './in-process.mjs';
import { speed } from './speed.mjs';

const rows = [];
const row = (name, measured, target, pass, detail = '') => {
  rows.push({ name, measured, target, pass, detail });
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${name.padEnd(46)} ${String(measured).padEnd(14)} target ${target}${detail ? `   (${detail})` : ''}`);
};

const only = process.argv[2];
const run = (name) => !only || only === name;

if (run('gate')) await gate(row);
if (run('speed')) await speed(row);
if (run('action')) {
  await coldStart(row);
  await bundleSize(row);
}
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
  await renderThroughput(row);
}
if (run('axe')) await axeCost(row);
if (run('findings')) await fixtureFindings(row);
if (run('files')) await resultsFileReads(row);
if (run('diff')) diffSpeed(row);

const failed = rows.filter((r) => !r.pass).length;
console.log(`\n${rows.length - failed} of ${rows.length} benchmark targets met`);
if (!only) {
  await writeFile(new URL('./results.json', import.meta.url), `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, rows }, null, 2)}\n`);
  console.log('wrote bench/results.json');
}
