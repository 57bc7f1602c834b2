/**
 * `npm run demo`: the main job end to end on loopback with nothing to sign up for. Starts the
 * reference service and the fixture site, gates release 1 (the baseline), release 2 (a deploy
 * that regresses /pricing) and release 3 (the fix), printing the PR comment as GitHub would show
 * it, and what the job summary adds to it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { readText, writeResults } from '../files.js';
import { runEngine, type EngineOutcome } from '../gate/engine.js';
import { parseGateConfig, thresholdsInForce } from '../config/inputs.js';
import { renderComment, renderSummary, renderTerminalLine, type RenderInput } from '../report/markdown.js';
import { startService } from '../service/index.js';
import { startFixtureSite } from './site.js';
import { summaryNote } from './summary-adds.js';

const KEY = 'demo-key';
const PAGES = ['/', '/pricing', '/blog/hello'];

export async function demo(out: (text: string) => void, directory = join(process.cwd(), '.pagegate', 'demo')): Promise<number> {
  const started = Date.now();
  await mkdir(directory, { recursive: true });
  const site = await startFixtureSite();
  // No cache: each release must be analysed afresh, as a real deploy would be after the TTL.
  const service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, keys: { [KEY]: 'pro' } });
  try {
    const gate = async (release: 1 | 2 | 3, label: string): Promise<{ outcome: EngineOutcome; input: RenderInput }> => {
      site.deploy(release);
      out(`\n━━ release ${release}: ${label}\n`);
      return runRelease(service.url, site.origin, join(directory, `release-${release}.json`), out);
    };
    const baseline = await gate(1, 'the baseline (first analysis of every page)');
    const regressed = await gate(2, 'a deploy that drops the alt text of the pricing image and its meta description');
    const comment = renderComment(regressed.input);
    const summary = renderSummary(regressed.input);
    // Kept beside the results: `npm run screenshots` renders these, and a test checks they still match the PNGs.
    await Promise.all([writeFile(join(directory, 'release-2.comment.md'), comment), writeFile(join(directory, 'release-2.summary.md'), summary)]);
    out(`\n━━ the sticky PR comment after release 2\n\n${comment}\n`);
    out(`\n━━ the job summary of release 2 (GITHUB_STEP_SUMMARY)\n\n${summaryNote(summary, comment)}\n`);
    const fixed = await gate(3, 'the fix');
    out(`\n━━ the same sticky comment, updated after release 3\n\n${renderComment(fixed.input)}\n`);
    const story = [baseline.outcome.results.passed, !regressed.outcome.results.passed, fixed.outcome.results.passed];
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    out(`\n${lastLine(regressed.outcome, story.every(Boolean), directory, seconds)}\n`);
    return story.every(Boolean) ? 0 : 1;
  } finally {
    await service.close();
    await site.close();
  }
}

async function runRelease(apiUrl: string, origin: string, resultsFile: string, out: (text: string) => void) {
  const config = parseGateConfig({
    inputs: {
      'api-url': apiUrl,
      'api-key': KEY,
      urls: PAGES.join('\n'),
      'site-url': origin,
      'min-score': '60',
      'fail-on-regression': 'critical',
      'poll-interval': '0.1',
      'results-file': resultsFile,
    },
    env: { workflow: 'demo', job: 'gate' },
  });
  const outcome = await runEngine(config, {
    readText,
    glob: async () => [],
    info: (line) => out(`  ${line}\n`),
    warn: (line) => out(`  warning: ${line}\n`),
    pageDone: (page) => out(`  ${renderTerminalLine(page)}\n`),
    now: () => new Date(),
  });
  await writeResults(resultsFile, outcome.results);
  const input: RenderInput = {
    results: outcome.results,
    thresholds: thresholdsInForce(config),
    run: { name: 'pagegate demo', commit: null, resultsFile: relative(process.cwd(), resultsFile), tag: config.commentTag },
  };
  return { outcome, input };
}

function lastLine(regressed: EngineOutcome, asExpected: boolean, directory: string, seconds: string): string {
  const failing = regressed.results.pages.filter((p) => p.verdict !== 'pass');
  const what = failing.map((p) => `${new URL(p.url).pathname} (${p.regressions.map((r) => `${r.change} ${r.severity} ${r.check}`).join(', ') || p.reasons.join('; ')})`).join('; ');
  const head = asExpected ? 'demo ok' : 'demo: UNEXPECTED outcome';
  return `${head}: release 1 passed as the baseline, release 2 failed on ${what || 'no page'}, release 3 passed again; results in ${directory} (${seconds} s)`;
}
