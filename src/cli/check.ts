/** `pagegate check`: the gate from a terminal or another CI system, on the same engine as the action. */
import { resolve } from 'node:path';
import { writeOutputFile } from '../io/files.js';
import { globFiles } from '../io/regular-files.js';
import { configFileChoice } from '../config/config-file-discovery.js';
import { readGateRules, type GateConfig, type GateConfigSource } from '../config/inputs.js';
import { thresholdsInForce } from '../config/thresholds-in-force.js';
import { runGate } from '../run-gate.js';
import { readLines } from '../io/streamed-files.js';
import { boundHeapGrowth } from '../io/heap-growth.js';
import { INPUTS, usableDefault } from '../config/input-table.js';
import { scrubberForInputs } from '../config/secrets.js';
import type { SecretScrubber } from '../text/secrets.js';
import { githubRun } from '../github/context.js';
import { plainHeadline } from '../report/headline.js';
import { noStateLine } from '../report/accepted-line.js';
import { renderTerminalLine } from '../report/terminal.js';
import { waiverLines } from '../report/waivers.js';
import { resolvePageUrls } from '../site/urls.js';
import { explainRules } from './explain.js';
import type { Results } from '../model/results.js';
import { USAGE } from './commands.js';
import { helpText, type Flag, type Flags } from './flags.js';
import { createProgress } from './progress.js';
import type { Terminal } from './terminal.js';
import { EXIT, parseCommandArgs } from './usage.js';
import { exitCodeOf, resultsOutcome } from '../model/outcome.js';

/**
 * What only a run inside GitHub Actions can use: the token and the PR to comment on, the artifact
 * upload. They stay action inputs; as flags they would only mislead.
 */
export const ACTION_ONLY_INPUTS: readonly string[] = ['github-token', 'upload-results', 'pull-request'];

/** Every other action input is a flag of the same name, with the CLI's own defaults where it has no runner or PR. */
const CHECK_FLAGS = {
  ...Object.fromEntries(
    INPUTS.filter((spec) => !ACTION_ONLY_INPUTS.includes(spec.name)).map((spec): [string, Flag] => [
      spec.name,
      {
        type: 'string',
        value: spec.value,
        meaning: spec.meaning,
        shownDefault: spec.cliDefault ?? usableDefault(spec),
        ...(spec.env ? { env: spec.env } : {}),
      },
    ]),
  ),
  config: { type: 'string', value: 'FILE', meaning: 'same as --config-file' },
  json: { type: 'boolean', meaning: 'print the results JSON on stdout instead of page lines' },
  markdown: { type: 'string', value: 'FILE', meaning: 'write the job-summary markdown to FILE' },
  explain: {
    type: 'string',
    value: 'URL',
    meaning:
      'print the rules URL is judged by and where each comes from (inputs, config-file entries, waivers), in ' +
      'order of precedence; analyses nothing',
  },
} satisfies Flags;

/** The inputs that take true or false are boolean flags too: `--render`, `--no-render`, `--render true`. */
const CHECK_BOOLEANS = new Set(INPUTS.filter((spec) => spec.value === 'BOOL').map((spec) => spec.name));

export const CHECK_HELP = helpText({
  usage: USAGE.check,
  about:
    'Analyse pages with the Page Analysis Service and gate on them, like the action does. Every action input ' +
    `is a flag, but those of a run in GitHub Actions (${ACTION_ONLY_INPUTS.join(', ')}).`,
  flags: CHECK_FLAGS,
  notes: [
    'Without --api-url (or PAGEGATE_API_URL) the pages are analysed in-process by the reference service.',
    'Exit status: 0 the gate passed, 1 the gate failed on a page, 2 usage or configuration error, 3 the analysis ' +
      'could not run (service unreachable, key rejected, allowance spent, the run timed out).',
  ],
  examples: [
    'pagegate check https://example.com/ https://example.com/pricing --min-score 80',
    'pagegate check --site-url http://127.0.0.1:8080 --crawl site',
    'PAGEGATE_API_KEY=... pagegate check --api-url https://analysis.example.com/api/v1 --site-url ' +
      'https://preview.example.com --urls-file pages.txt',
    'pagegate check --sitemap https://example.com/sitemap.xml --max-urls 200 --json > results.json',
    'pagegate check --site-url "$PREVIEW_URL" --urls-file pages.txt --accepted-file .pagegate/accepted.json',
    'pagegate check --config .github/pagegate.yml --site-url https://example.com --explain /blog/post',
  ],
});

/**
 * Where `pagegate check` keeps the accepted state when --accepted-file names no other file, relative
 * to the working directory: the quick start's second run then compares with its first.
 */
export const DEFAULT_ACCEPTED_FILE = '.pagegate/accepted.json';

interface CheckIO extends Terminal {
  signal?: AbortSignal;
}

export async function check(argv: string[], io: CheckIO): Promise<number> {
  const { values, positionals } = parseCommandArgs('check', argv, CHECK_FLAGS, CHECK_BOOLEANS);
  if (values.help) {
    io.stdout(`${CHECK_HELP}\n`);
    return EXIT.pass;
  }
  boundHeapGrowth();
  const inputs = checkInputs(values, positionals, io.env);
  // Every sink gets its text through this: terminal, --json, --markdown, the results file, the error line.
  const scrub = scrubberForInputs(inputs);
  try {
    return await gate(
      inputs,
      values,
      { ...io, stdout: (text) => io.stdout(scrub.text(text)), stderr: (text) => io.stderr(scrub.text(text)) },
      scrub,
    );
  } catch (error) {
    if (error instanceof Error) error.message = scrub.text(error.message);
    throw error;
  }
}

async function gate(
  inputs: Record<string, string>,
  values: Record<string, unknown>,
  io: CheckIO,
  scrub: SecretScrubber,
): Promise<number> {
  const github = githubRun(io.env);
  const env: GateConfigSource['env'] = {
    runnerTemp: github.runnerTemp,
    workflow: 'pagegate',
    job: 'check',
    sha: github.sha,
    runId: github.runId,
  };
  if (typeof values.explain === 'string') return explain(inputs, env, values.explain, io);
  const progress = createProgress(io.isTTY && !values.json ? io.stderr : null);
  const markdownPath = typeof values.markdown === 'string' ? values.markdown : null;
  const { config, results } = await runGate({
    inputs,
    given: Object.keys(values),
    env,
    startedAt: new Date(),
    scrub,
    resultsLabel: '--results-file',
    directory: process.cwd(),
    acceptedFileDefault: DEFAULT_ACCEPTED_FILE,
    otherOutputs: markdownPath === null ? [] : [{ label: '--markdown', path: markdownPath }],
    engineIO: () => ({
      glob: globFiles,
      info: (line) => progress.log(line, io.stderr),
      warn: (line) => progress.log(`warning: ${line}`, io.stderr),
      pageDone: (page, done, total) => {
        if (!values.json) progress.log(renderTerminalLine(page, 'cli'), io.stdout);
        progress.update(done, total, page.verdict !== 'pass');
      },
      now: () => new Date(),
      ...(io.signal ? { signal: io.signal } : {}),
    }),
  });
  progress.finish();
  if (config.mode !== 'analyze') {
    const waivers = waiverLines(results);
    for (const line of [...waivers.expired, ...waivers.expiring]) io.stderr(`${line}\n`);
    for (const line of waivers.unused) io.stderr(`warning: ${line}\n`);
  }
  if (markdownPath !== null) await writeMarkdown(config, results, markdownPath, scrub);
  const written = `results: ${resolve(config.resultsFile)}\n`;
  if (values.json) {
    io.stderr(written);
    // The results file, not the results held: the run keeps each page only as far as the report reads it.
    for await (const line of readLines(config.resultsFile)) io.stdout(`${line}\n`);
  } else {
    const noState = noStateLine(results);
    io.stdout(`${written}${noState === null ? '' : `${noState}\n`}${plainHeadline(results)}\n`);
  }
  return config.mode === 'analyze' ? EXIT.pass : exitCodeOf(resultsOutcome(results));
}

/** `--explain URL`: nothing is analysed, so what a gate run needs (api-url, a key, pages) is not asked for. */
async function explain(
  inputs: Record<string, string>,
  env: GateConfigSource['env'],
  given: string,
  io: CheckIO,
): Promise<number> {
  const startedAt = new Date();
  const choice = await configFileChoice(inputs['config-file'], process.cwd());
  const { rules, siteUrl } = readGateRules({
    inputs,
    configFile: choice.file,
    configFileFound: choice.found !== null,
    env,
    startedAt,
  });
  const [url = given] = resolvePageUrls([given], siteUrl);
  io.stdout(explainRules(rules, url, startedAt));
  return EXIT.pass;
}

function checkInputs(values: Record<string, unknown>, urls: string[], env: NodeJS.ProcessEnv): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const spec of INPUTS) {
    if (ACTION_ONLY_INPUTS.includes(spec.name)) continue;
    const given = values[spec.name];
    inputs[spec.name] =
      typeof given === 'string' ? given : ((spec.env ? env[spec.env] : undefined) ?? spec.cliDefault ?? '');
  }
  if (typeof values.config === 'string') inputs['config-file'] = values.config;
  if (urls.length > 0) inputs.urls = [inputs.urls ?? '', ...urls].filter(Boolean).join('\n');
  return inputs;
}

/** The job summary's markdown, for a CI that shows it (GitLab's job artifacts, a PR bot). */
async function writeMarkdown(config: GateConfig, results: Results, path: string, scrub: SecretScrubber): Promise<void> {
  // Only with --markdown: the renderer reads findings by identity (parse5, 180 KB), which a check
  // without it never loads.
  const { renderSummary } = await import('../report/markdown.js');
  const markdown = renderSummary({
    results,
    thresholds: thresholdsInForce(config),
    run: { name: 'pagegate check', resultsFile: config.resultsFile, tag: config.commentTag },
  });
  await writeOutputFile('--markdown', path, scrub.text(markdown));
}
