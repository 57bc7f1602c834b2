/**
 * `npm run demo`: the main job end to end on loopback with nothing to sign up for. Starts the
 * reference service (with its cache, as a real service has one) and the fixture site, and gates
 * release 1 (the first accepted state), release 2 (a deploy that regresses /pricing, within the
 * cache's hour), a re-run of release 2 (still red: a failing run never moves the accepted state)
 * and release 3 (the fix, which becomes the accepted state), printing the PR comment as GitHub would
 * show it and what the job summary adds to it; then gates /app, a page built by script, fetched and with
 * render: true.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { EngineOutcome } from '../gate/engine.js';
import { thresholdsInForce } from '../config/thresholds-in-force.js';
import { scrubberForInputs } from '../config/secrets.js';
import { runGate } from '../run-gate.js';
import { renderComment, renderSummary, renderTerminalLine, type RenderInput } from '../report/markdown.js';
import { INSTALL_HINT, startService, type RunningService } from '../service/index.js';
import { startFixtureSite } from './site.js';
import { summaryNote } from './summary-adds.js';

const KEY = 'demo-key';
const PAGES = ['/', '/pricing', '/blog/hello'];

export async function demo(out: (text: string) => void, directory: string): Promise<number> {
  const started = Date.now();
  await mkdir(directory, { recursive: true });
  const acceptedFile = join(directory, 'accepted.json');
  await rm(acceptedFile, { force: true });
  const site = await startFixtureSite();
  // The service's own cache (an hour): every release below is gated within it, and the gate sees past it.
  const service = await startService({ port: 0, allowPrivate: true, keys: { [KEY]: 'pro' } });
  try {
    const gate = async (
      release: 1 | 2 | 3,
      label: string,
      file = `release-${release}.json`,
    ): Promise<{ outcome: EngineOutcome; input: RenderInput }> => {
      site.deploy(release);
      out(`\n━━ release ${release}: ${label}\n`);
      return runRelease(
        {
          apiUrl: service.url,
          origin: site.origin,
          resultsFile: join(directory, file),
          acceptedFile,
          commit: String(release).repeat(40),
        },
        out,
      );
    };
    const baseline = await gate(1, 'the first accepted state (first analysis of every page)');
    const regressed = await gate(2, 'a deploy that drops the alt text of the pricing image and its meta description');
    const comment = renderComment(regressed.input);
    const summary = renderSummary(regressed.input);
    // Kept beside the results: `npm run screenshots` renders these, and a test checks they still match the PNGs.
    await Promise.all([
      writeFile(join(directory, 'release-2.comment.md'), comment),
      writeFile(join(directory, 'release-2.summary.md'), summary),
    ]);
    out(`\n━━ the sticky PR comment after release 2\n\n${comment}\n`);
    out(`\n━━ the job summary of release 2 (GITHUB_STEP_SUMMARY)\n\n${summaryNote(summary, comment)}\n`);
    const rerun = await gate(
      2,
      'the failed gate re-run: the accepted state did not move, so it fails again',
      'release-2-rerun.json',
    );
    const fixed = await gate(3, 'the fix');
    out(`\n━━ the same sticky comment, updated after release 3\n\n${renderComment(fixed.input)}\n`);
    const rendered = await renderStory(service, site.origin, directory, out);
    const story = [
      baseline.outcome.results.passed,
      !regressed.outcome.results.passed,
      !rerun.outcome.results.passed,
      fixed.outcome.results.passed,
      rendered.asExpected,
    ];
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    out(`\n${lastLine(regressed.outcome, story.every(Boolean), directory, seconds)}; ${rendered.line}\n`);
    return story.every(Boolean) ? 0 : 1;
  } finally {
    await service.close();
    await site.close();
  }
}

/** /app fetched, then rendered: what render changes, in one clause of the closing line. */
async function renderStory(service: RunningService, origin: string, directory: string, out: (text: string) => void) {
  if (!service.browser) return { asExpected: true, line: `render: not shown, no Chromium found (${INSTALL_HINT})` };
  out('\n━━ /app, built by a script: fetched, then with render: true\n');
  // Its own accepted state: the fetched run fails and saves nothing, so the rendered run falls
  // back to the latest report, the fetched one, and what it resolved is what render changed.
  const acceptedFile = join(directory, 'app-accepted.json');
  await rm(acceptedFile, { force: true });
  const pageOf = async (render: boolean) => {
    const release = {
      apiUrl: service.url,
      origin,
      resultsFile: join(directory, `app-render-${render}.json`),
      acceptedFile,
      commit: 'a'.repeat(40),
      pages: ['/app'],
      render,
    };
    return (await runRelease(release, out)).outcome.results;
  };
  const plain = (await pageOf(false)).pages[0];
  const browser = await pageOf(true);
  const page = browser.pages[0];
  const changed = [...new Set(page?.resolved.map((finding) => finding.check))].join(', ');
  return {
    asExpected: plain?.verdict === 'fail' && browser.passed,
    line:
      `/app, built by script, failed fetched (score ${plain?.score ?? '-'}) and passed with render: true (score ` +
      `${page?.score ?? '-'}), where ${changed || 'no finding'} went away`,
  };
}

interface Release {
  apiUrl: string;
  origin: string;
  resultsFile: string;
  acceptedFile: string;
  commit: string;
  pages?: string[];
  render?: boolean;
}

async function runRelease(release: Release, out: (text: string) => void) {
  const { resultsFile } = release;
  const inputs = {
    'api-url': release.apiUrl,
    'api-key': KEY,
    urls: (release.pages ?? PAGES).join('\n'),
    render: String(release.render ?? false),
    'site-url': release.origin,
    'min-score': '60',
    'poll-interval': '0.1',
    'results-file': resultsFile,
    // Beside the results (release-2.html): the HTML report a reviewer opens, and the README's picture of it.
    'report-html': 'true',
    'accepted-file': release.acceptedFile,
    // The demo's own rules: a config file in the user's working directory is not for it.
    'config-file': 'none',
  };
  const { config, outcome, results } = await runGate({
    inputs,
    env: { workflow: 'demo', job: 'gate', sha: release.commit },
    startedAt: new Date(),
    scrub: scrubberForInputs(inputs),
    resultsLabel: 'results-file',
    directory: process.cwd(),
    engineIO: () => ({
      glob: () => Promise.resolve([]),
      info: (line) => out(`  ${line}\n`),
      warn: (line) => out(`  warning: ${line}\n`),
      pageDone: (page) => out(`  ${renderTerminalLine(page)}\n`),
      now: () => new Date(),
    }),
  });
  const input: RenderInput = {
    results,
    thresholds: thresholdsInForce(config),
    run: {
      name: 'pagegate demo',
      commit: release.commit,
      resultsFile: relative(process.cwd(), resultsFile),
      tag: config.commentTag,
    },
  };
  return { outcome, input };
}

function lastLine(regressed: EngineOutcome, asExpected: boolean, directory: string, seconds: string): string {
  const failing = regressed.results.pages.filter((p) => p.verdict !== 'pass');
  const what = failing
    .map(
      (p) =>
        `${new URL(p.url).pathname} ` +
        `(${p.regressions.map((r) => `${r.change} ${r.severity} ${r.check}`).join(', ') || p.reasons.join('; ')})`,
    )
    .join('; ');
  const head = asExpected ? 'demo ok' : 'demo: UNEXPECTED outcome';
  return (
    `${head}: release 1 passed as the baseline, release 2 failed on ${what || 'no page'}, its re-run failed ` +
    `again, release 3 passed; results in ${directory} (${seconds} s)`
  );
}
