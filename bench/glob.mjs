// Glob matching (lib/text/glob.js) on the inputs that made picomatch backtrack (issue 48 G): ten and
// twelve `*a` and a final `c` against a path of forty `a` (52 s and over 100 s through picomatch),
// and a config pattern with a class of 300 ranges (the longest the 1,000-character cap admits)
// matched against 10,000 pages. CPU time, median of 5.
import { compileGlob } from '../lib/text/glob.js';
import { patternMatches } from '../lib/config/rules.js';

function medianCpuMs(work) {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const start = process.cpuUsage();
    work();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  return times.sort((a, b) => a - b)[2];
}

export function globSpeed(row) {
  for (const stars of [10, 12]) {
    const pattern = `/${'*a'.repeat(stars)}c`;
    const subject = `/${'a'.repeat(40)}`;
    const ms = medianCpuMs(() => compileGlob(pattern).run(subject));
    row(`glob: ${stars} \`*a\` and \`c\` vs 40 \`a\``, `${ms.toFixed(2)} ms`, '<= 10 ms', ms <= 10, 'CPU, median of 5');
  }
  const ranges = Array.from(
    { length: 300 },
    (_, i) => `${String.fromCharCode(0x4e00 + i)}-${String.fromCharCode(0x4e00 + i)}`,
  );
  const pattern = `/[${ranges.join('')}]/**`;
  const pages = Array.from({ length: 10_000 }, (_, i) => `https://a.example/docs/page-${i}/section`);
  const ms = medianCpuMs(() => pages.filter((url) => patternMatches(pattern, url)));
  row('glob: a 300-range class over 10,000 pages', `${ms.toFixed(0)} ms`, '<= 500 ms', ms <= 500, 'CPU, median of 5');
}
