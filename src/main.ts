/**
 * The action: inputs -> gate -> results file, outputs, job summary, sticky comment, annotations,
 * exit status. The only file that talks to @actions/core; errors become one line here, once.
 */
import * as core from '@actions/core';
import { describe } from './errors.js';
import { globFiles, readNamedFile, readText, writeResults } from './files.js';
import { runEngine, type EngineIO } from './gate/engine.js';
import { INPUT_NAMES, parseGateConfig, thresholdsInForce, type GateConfig } from './config/inputs.js';
import { annotationsFor } from './github/annotations.js';
import type { PublishInput } from './github/publish.js';
import { runHeadSha } from './github/pull-request-input.js';
import { plainHeadline, renderComment, renderSummary, renderTerminalDetails, renderTerminalLine, type RenderInput } from './report/markdown.js';
import type { Results } from './model/results.js';

export async function run(): Promise<void> {
  try {
    maskSecrets();
    const event = await readEvent();
    const config = parseGateConfig({
      inputs: Object.fromEntries(INPUT_NAMES.map((name) => [name, core.getInput(name)])),
      configFile: core.getInput('config-file') ? await readNamedFile('config-file', core.getInput('config-file')) : null,
      event,
      env: { runnerTemp: process.env.RUNNER_TEMP, workflow: process.env.GITHUB_WORKFLOW, job: process.env.GITHUB_JOB },
    });
    const outcome = await runEngine(config, actionIO());
    await writeResults(config.resultsFile, outcome.results);
    const artifactUrl = config.uploadResults ? await uploadResults(config) : null;
    core.setOutput('results-artifact-url', artifactUrl ?? '');
    logDetails(outcome.results);
    core.setOutput('passed', String(outcome.results.passed));
    core.setOutput('results-file', config.resultsFile);
    core.setOutput('failed-count', String(outcome.failedCount));
    core.setOutput('regression-count', String(outcome.regressionCount));
    core.setOutput('report-keys', JSON.stringify(reportKeys(outcome.results)));
    if (config.mode === 'analyze') {
      core.setOutput('comment-url', '');
      const count = outcome.results.pages.length;
      core.info(`analyze: wrote ${count} ${count === 1 ? 'page' : 'pages'} to ${config.resultsFile}; a report job decides`);
      return;
    }
    await report(config, outcome.results, outcome.failedCount > 0 || outcome.regressionCount > 0, githubContext(event), artifactUrl);
    if (!outcome.results.passed) core.setFailed(plainHeadline(outcome.results));
  } catch (error) {
    core.setFailed(describe(error));
  }
}

/** Why each page did not pass, folded into one log group per page. */
function logDetails(results: Results): void {
  for (const page of results.pages) {
    if (page.verdict === 'pass' && page.regressions.length === 0) continue;
    core.startGroup(`details: ${renderTerminalLine(page)}`);
    for (const line of renderTerminalDetails(page)) core.info(line);
    core.endGroup();
  }
}

function maskSecrets(): void {
  for (const name of ['api-key', 'github-token']) {
    const value = core.getInput(name);
    if (value) core.setSecret(value);
  }
}

async function report(config: GateConfig, results: Results, wanted: boolean, context: PublishInput['context'], artifactUrl: string | null): Promise<void> {
  const input = renderInput(config, results, context, artifactUrl);
  if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(renderSummary(input)).write({ overwrite: false });
  else core.info('no GITHUB_STEP_SUMMARY (not on a runner): job summary not written');
  if (config.annotations) {
    const { annotations, overflowLine } = annotationsFor(results);
    for (const a of annotations) core.warning(a.message, { title: a.title });
    if (overflowLine) core.info(overflowLine);
  }
  // Octokit loads here, after the verdict, not at start-up: the first request waits for nothing it does not use.
  const { publishComment } = await import('./github/publish.js');
  const outcome = await publishComment({
    token: config.githubToken,
    policy: config.comment,
    wanted,
    tag: config.commentTag,
    body: renderComment(input),
    context,
    pullRequest: config.pullRequest,
  });
  if (outcome.action === 'warned') core.warning(outcome.warning);
  else if (outcome.action === 'skipped') core.info(`comment: ${outcome.reason}`);
  else core.info(`comment ${outcome.action}: ${outcome.url}`);
  core.setOutput('comment-url', 'url' in outcome ? outcome.url : '');
}

function renderInput(config: GateConfig, results: Results, context: PublishInput['context'], artifactUrl: string | null): RenderInput {
  const env = process.env;
  const runUrl = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : null;
  return {
    results,
    thresholds: thresholdsInForce(config),
    run: {
      name: [env.GITHUB_WORKFLOW, env.GITHUB_RUN_NUMBER ? `#${env.GITHUB_RUN_NUMBER}` : ''].filter(Boolean).join(' ') || 'pagegate',
      url: runUrl,
      commit: runHeadSha(context) || null,
      resultsFile: config.resultsFile,
      artifactUrl,
      tag: config.commentTag,
    },
  };
}

/** The artifact's URL, or null with a warning: a failed upload never changes the verdict. */
async function uploadResults(config: GateConfig): Promise<string | null> {
  const env = process.env;
  const run = { serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com', repository: env.GITHUB_REPOSITORY ?? '', runId: env.GITHUB_RUN_ID ?? '' };
  try {
    const { uploadResultsArtifact } = await import('./github/results-artifact.js');
    const uploaded = await uploadResultsArtifact(config.resultsFile, config.commentTag, run);
    core.info(`upload-results: ${uploaded.url}`);
    return uploaded.url;
  } catch (error) {
    core.warning(`upload-results: the results file was not uploaded (${describe(error)}); the comment links the run's page instead`);
    return null;
  }
}

function actionIO(): EngineIO {
  return {
    readText,
    glob: globFiles,
    info: (line) => core.info(line),
    warn: (line) => core.warning(line),
    pageDone: (page) => core.info(renderTerminalLine(page)),
    now: () => new Date(),
  };
}


/** What @actions/github's context holds, read the same way without loading Octokit at start-up. */
function githubContext(event: { name: string; payload: unknown } | null): PublishInput['context'] {
  const [owner = '', repo = ''] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
  return { eventName: event?.name ?? process.env.GITHUB_EVENT_NAME ?? '', payload: event?.payload ?? {}, repo: { owner, repo }, sha: process.env.GITHUB_SHA ?? '' };
}

async function readEvent(): Promise<{ name: string; payload: unknown } | null> {
  const name = process.env.GITHUB_EVENT_NAME;
  const path = process.env.GITHUB_EVENT_PATH;
  if (!name || !path) return null;
  try {
    return { name, payload: JSON.parse(await readText(path)) };
  } catch {
    return { name, payload: {} };
  }
}


function reportKeys(results: Results): Record<string, string> {
  return Object.fromEntries(results.pages.flatMap((p) => (p.key ? [[p.url, p.key]] : [])));
}
