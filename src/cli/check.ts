/** `pagegate check`: the gate from a terminal or another CI system, on the same engine as the action. */
import { writeFile } from 'node:fs/promises';
import { acceptedFileStore, checkWritable, globFiles, readNamedFile, readText } from '../files.js';
import { readLines, writingResults } from '../streamed-files.js';
import { boundHeapGrowth } from '../heap-growth.js';
import { runEngine, type EngineIO } from '../gate/engine.js';
import { INPUT_NAMES, parseGateConfig, thresholdsInForce, type GateConfig } from '../config/inputs.js';
import { scrubberForInputs } from '../config/secrets.js';
import type { SecretScrubber } from '../text/secrets.js';
import { renderSummary, renderTerminalLine } from '../report/markdown.js';
import type { Results } from '../model/results.js';
import { createProgress } from './progress.js';
import { EXIT, parseCommandArgs, UsageError } from './usage.js';

export const CHECK_HELP = `pagegate check [URL...] [options]

Analyse pages with the Page Analysis Service and gate on them, like the action does.

Every action input is a flag of the same name (--min-score 70, --urls-file pages.txt, ...).
  --api-url URL        service base URL including /api/v1   (env PAGEGATE_API_URL)
  --api-key KEY        workspace key                        (env PAGEGATE_API_KEY)
  --config FILE        same as --config-file
  --json               print the results JSON on stdout instead of page lines
  --markdown FILE      write the job-summary markdown to FILE
  --accepted-file F    the accepted state (the baseline): read at start, written only when the gate
                       passes; keep it between runs (cache that path in your CI)
  -h, --help           this help

Exit status: 0 the gate passed, 1 the gate failed, 2 usage or configuration error.

Examples:
  pagegate check https://example.com/ https://example.com/pricing --min-score 80
  PAGEGATE_API_KEY=... pagegate check --site-url https://preview.example.com --urls-file pages.txt
  pagegate check --sitemap https://example.com/sitemap.xml --max-urls 200 --json > results.json
  pagegate check --site-url "$PREVIEW_URL" --urls-file pages.txt --accepted-file .pagegate/accepted.json`;

export interface CheckIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  isTTY: boolean;
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
}

export async function check(argv: string[], io: CheckIO): Promise<number> {
  const { values, positionals } = parseCommandArgs('check', argv, checkOptions());
  if (values.help) {
    io.stdout(`${CHECK_HELP}\n`);
    return EXIT.pass;
  }
  boundHeapGrowth();
  const inputs = checkInputs(values, positionals, io.env);
  // Every sink gets its text through this: terminal, --json, --markdown, the results file, the error line.
  const scrub = scrubberForInputs(inputs);
  try {
    return await gate(inputs, values, { ...io, stdout: (text) => io.stdout(scrub.text(text)), stderr: (text) => io.stderr(scrub.text(text)) }, scrub);
  } catch (error) {
    if (error instanceof Error) error.message = scrub.text(error.message);
    throw error;
  }
}

async function gate(inputs: Record<string, string>, values: Record<string, unknown>, io: CheckIO, scrub: SecretScrubber): Promise<number> {
  const configPath = inputs['config-file'] ?? '';
  const config = parseGateConfig({
    inputs,
    configFile: configPath ? await readNamedFile('config-file', configPath) : null,
    env: { runnerTemp: io.env.RUNNER_TEMP, workflow: 'pagegate', job: 'check', sha: io.env.GITHUB_SHA, runId: io.env.GITHUB_RUN_ID },
    startedAt: new Date(),
  });
  await checkOutputs(config, values.markdown);
  const progress = createProgress(io.isTTY && !values.json ? io.stderr : null);
  const engineIO: Omit<EngineIO, 'record'> = {
    readText,
    readLines,
    glob: globFiles,
    info: (line) => progress.log(line, io.stderr),
    warn: (line) => progress.log(`warning: ${line}`, io.stderr),
    pageDone: (page, done, total) => {
      if (!values.json) progress.log(renderTerminalLine(page), io.stdout);
      progress.update(done, total, page.verdict !== 'pass');
    },
    now: () => new Date(),
    // Without accepted-file there is no store: baseline accepted compares with previous, and says so.
    ...(config.baseline.kind === 'accepted' && config.acceptedFile ? { accepted: acceptedFileStore(config.acceptedFile) } : {}),
    ...(io.signal ? { signal: io.signal } : {}),
  };
  const { outcome, results } = await writingResults(config.resultsFile, async (file) => {
    const outcome = await runEngine(config, { ...engineIO, record: (page) => file.page(scrub.value(page)) });
    return { outcome, results: scrub.value(outcome.results) };
  });
  progress.finish();
  await writeMarkdown(config, results, values.markdown, scrub);
  // The results file, not the results held: the run keeps each page only as far as the report reads it.
  if (values.json) for await (const line of readLines(config.resultsFile)) io.stdout(`${line}\n`);
  else io.stdout(`${verdictLine(results, outcome.failedCount, outcome.regressionCount)}\n`);
  return results.passed || config.mode === 'analyze' ? EXIT.pass : EXIT.failed;
}

function checkOptions() {
  const inputOptions = Object.fromEntries(INPUT_NAMES.map((name) => [name, { type: 'string' as const }]));
  return { ...inputOptions, config: { type: 'string' as const }, json: { type: 'boolean' as const }, markdown: { type: 'string' as const } };
}

function checkInputs(values: Record<string, unknown>, urls: string[], env: NodeJS.ProcessEnv): Record<string, string> {
  const inputs: Record<string, string> = { comment: 'never', annotations: 'false' };
  for (const name of INPUT_NAMES) if (typeof values[name] === 'string') inputs[name] = values[name];
  if (typeof values.config === 'string') inputs['config-file'] = values.config;
  inputs['api-url'] ||= env.PAGEGATE_API_URL ?? '';
  inputs['api-key'] ||= env.PAGEGATE_API_KEY ?? '';
  if (urls.length > 0) inputs.urls = [inputs.urls ?? '', ...urls].filter(Boolean).join('\n');
  return inputs;
}


async function checkOutputs(config: GateConfig, markdownPath: unknown): Promise<void> {
  await checkWritable('--results-file', config.resultsFile, { createDirectory: true });
  if (typeof markdownPath === 'string') await checkWritable('--markdown', markdownPath, { createDirectory: false });
}

async function writeMarkdown(config: GateConfig, results: Results, markdownPath: unknown, scrub: SecretScrubber): Promise<void> {
  if (typeof markdownPath === 'string') {
    const markdown = renderSummary({ results, thresholds: thresholdsInForce(config), run: { name: 'pagegate check', resultsFile: config.resultsFile, tag: config.commentTag } });
    await writeFile(markdownPath, scrub.text(markdown));
  }
}

function verdictLine(results: Results, failed: number, regressions: number): string {
  const head = results.passed ? 'PASSED' : 'FAILED';
  return `${head}: ${failed} of ${results.pages.length} pages failed, ${regressions} findings regressed`;
}
