// The finding diff on its own (lib/gate/compare.js): findings read as a results file gives them
// (parsed from JSON), the median CPU time of 5 runs each. One identity is the case a fork's results
// file can make huge; distinct markup evidence is the worst case of reading evidence as markup
// (every text read once, nothing pairs by identity, each is keyed by its element).
import { diffFindings } from '../lib/gate/compare.js';

const finding = (evidence, severity = 'critical') => ({
  check: 'images.alt',
  severity,
  result: 'warn',
  message: 'The image has no alt attribute',
  evidence,
  remediation: 'Describe the image in an alt attribute',
  impact: 3,
  effort: 1,
});
const parsed = (list) => JSON.parse(JSON.stringify(list));

function medianCpuMs(make) {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const [now, before] = make();
    const start = process.cpuUsage();
    diffFindings(now, before);
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  return times.sort((a, b) => a - b)[2];
}

export function diffSpeed(row) {
  const n = 60_000;
  const logo = '<img src="/assets/logo.1a2b3c4d.png" width="120" height="40">';
  const one = medianCpuMs(() => [
    parsed(Array.from({ length: n }, () => finding(logo, 'optional'))),
    parsed(Array.from({ length: n }, () => finding(logo))),
  ]);
  row('diff: 60,000 findings of one identity', `${one.toFixed(0)} ms`, '<= 200 ms', one <= 200, 'CPU, median of 5');
  const m = 10_000;
  const distinct = medianCpuMs(() => [
    parsed(Array.from({ length: m }, (_, i) => finding(`<img src="/assets/shot-${i}.1a2b3c4d.png" width="640">`))),
    parsed(Array.from({ length: m }, () => finding('<img src="/assets/hero.png" width="640">'))),
  ]);
  row('diff: 10,000 distinct markup evidence texts', `${distinct.toFixed(0)} ms`, 'recorded', true, 'CPU, median of 5; the most one page list may hold');
}
