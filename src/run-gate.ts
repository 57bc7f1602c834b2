/**
 * The recipe every edge follows (the action, `pagegate check`, the demo): inputs and the config
 * file into one GateConfig, outputs checked writable before anything is analysed, the engine,
 * secrets scrubbed and hidden characters removed from what it found, the results file written a
 * page at a time as each is decided (scrubbed as it is recorded). Each edge then tells the result
 * its own way (outputs and a comment, terminal lines, the demo's story).
 */
import { configFileChoice, configFileLine } from './config/config-file-discovery.js';
import { configFileSettings } from './config/config-file-settings.js';
import { parseGateConfig, type GateConfigSource } from './config/inputs.js';
import { acceptedFileStore, checkOutputTarget, checkWritable, writeOutputFile } from './io/files.js';
import { readBytes, readText } from './io/regular-files.js';
import { readLines } from './io/streamed-files.js';
import { writingResults } from './gate/results-file.js';
import { runEngine, type EngineIO, type EngineOutcome } from './gate/engine.js';
import type { InProcessService } from './in-process/start.js';
import type { AcceptedStore } from './model/accepted.js';
import type { AnalysisConfig, GateConfig } from './model/config.js';
import { Results } from './model/results.js';
import type { HtmlRun } from './report/html/report-html.js';
import { assertAllowedUrl } from './service/analyzer/address.js';
import { mapStrings } from './text/map-strings.js';
import { withoutHidden } from './text/plain.js';
import type { SecretScrubber } from './text/secrets.js';
import { isAllowedSite } from './site/allowed-sites.js';
import { givenPages } from './site/given-pages.js';

interface GateRun extends Omit<GateConfigSource, 'configFile'> {
  scrub: SecretScrubber;
  /** How the edge names the results file in an error: the input (`results-file`) or the flag. */
  resultsLabel: string;
  /** Files the edge writes besides the results file, checked before anything is analysed. */
  otherOutputs?: readonly { label: string; path: string }[];
  /**
   * The engine's I/O but for the accepted store, which `acceptedStore` gives, and the results
   * file, which runGate writes.
   */
  engineIO: (config: GateConfig) => Omit<EngineIO, 'accepted' | 'record' | 'readBytes' | 'readLines'>;
  /** Where a config file is looked for when config-file names none (the action: the workspace). */
  directory: string;
  /** Where the accepted state lives; default: accepted-file when it is set, else nowhere. */
  acceptedStore?: (config: GateConfig) => AcceptedStore | null;
  /**
   * The accepted-file of `baseline: accepted` when none is given (the CLI's `.pagegate/accepted.json`,
   * as Lighthouse CI keeps `.lighthouseci/`): a terminal has no cache, and a gate that keeps no
   * state compares with nothing.
   */
  acceptedFileDefault?: string;
}

interface GateRunOutcome {
  config: GateConfig;
  outcome: EngineOutcome;
  /**
   * outcome.results with every secret scrubbed: what every sink shows. Its pages are as held
   * (held.ts); the results file holds them whole.
   */
  results: Results;
}

export async function runGate(run: GateRun): Promise<GateRunOutcome> {
  const { scrub, resultsLabel, otherOutputs = [], engineIO, acceptedStore = acceptedFile, directory, ...rest } = run;
  const { acceptedFileDefault, ...source } = rest;
  const { file, found } = await configFileChoice(source.inputs['config-file'], directory);
  const config = withAcceptedFile(
    parseGateConfig({ ...source, configFile: file, configFileFound: found !== null }),
    acceptedFileDefault,
  );
  await checkWritable(resultsLabel, config.resultsFile, { createDirectory: true });
  for (const output of otherOutputs) await checkWritable(output.label, output.path, { createDirectory: false });
  if (config.reportHtml !== null) await checkWritable('report-html', config.reportHtml, { createDirectory: true });
  if (config.baseline.kind === 'accepted' && config.baseline.file)
    await checkOutputTarget('accepted-file', config.baseline.file);
  const accepted = acceptedStore(config);
  const io = engineIO(config);
  if (file !== null) io.info(configFileLine(file.name, found !== null, configFileSettings(config)));
  const { outcome, results } = await writingResults(config.resultsFile, async (file) => {
    const outcome = await runEngineWhereConfigured(config, {
      ...io,
      readBytes,
      readLines,
      record: (page) => file.page(forSinks(scrub, page)),
      ...(accepted ? { accepted } : {}),
    });
    return { outcome, results: forSinks(scrub, outcome.results) };
  });
  if (config.reportHtml !== null) {
    await writeHtmlReport(config.resultsFile, config.reportHtml, { name: config.commentTag, commit: config.commit });
    io.info(`report-html: ${config.reportHtml}`);
  }
  return { config, outcome, results };
}

/**
 * What every sink shows (the results file and `--json`, the comment, the summary, the log): secrets
 * masked and hidden characters removed, once, here, so a zero-width character that the markdown
 * sinks would drop cannot survive in the file.
 */
function forSinks<T>(scrub: SecretScrubber, value: T): T {
  return mapStrings(scrub.value(value), withoutHidden);
}

/**
 * From the results file, not the results held: the report lists every finding with its evidence,
 * which the run keeps only as far as the summary shows them (gate/held.ts). Its text was scrubbed as
 * it was recorded.
 */
async function writeHtmlReport(resultsFile: string, path: string, run: HtmlRun): Promise<void> {
  const text = await readText(resultsFile);
  // The HTML report's renderer and finding identity's parse5 (180 KB) load only when report-html asks for them.
  const { renderHtmlReport } = await import('./report/html/report-html.js');
  await writeOutputFile('report-html', path, renderHtmlReport(Results.parse(JSON.parse(text)), run));
}

/** `baseline: accepted` without accepted-file keeps its state in `file`, when the edge has a default. */
function withAcceptedFile(config: GateConfig, file: string | undefined): GateConfig {
  if (config.baseline.kind !== 'accepted' || config.baseline.file || file === undefined) return config;
  return { ...config, baseline: { kind: 'accepted', file } };
}

/** Without accepted-file there is no store: baseline accepted compares with previous, and says so. */
function acceptedFile(config: GateConfig): AcceptedStore | null {
  return config.baseline.kind === 'accepted' && config.baseline.file ? acceptedFileStore(config.baseline.file) : null;
}

/**
 * The engine against api-url's service; with none, against the reference service started
 * in-process for this run (loaded only then: a run against a hosted service never loads its
 * code), stopped when the run ends however it ends. A report job analyses nothing.
 */
async function runEngineWhereConfigured(config: GateConfig, io: EngineIO): Promise<EngineOutcome> {
  if (config.mode === 'report') return runEngine(config, io);
  const { analysis } = config;
  if (analysis.kind === 'service') {
    // A hosted service reaches any public page, so the link check may too, through the service's address guard.
    const linkGuard = (url: URL) => assertAllowedUrl(url, false);
    return runEngine({ ...config, analysis }, { ...io, linkGuard });
  }
  if (analysis.unusedKey) io.warn('api-key is set but api-url is not: analysing in-process, the key is not used');
  const inProcess = await startInProcessFor(config, io);
  try {
    // Nothing is cached between in-process runs: no `fresh` query to get past a stale cache.
    const served = { ...config, analysis: inProcess.service, fresh: 'never' as const };
    return await runEngine(served, { ...io, pagesKnown: inProcess.allowPages });
  } finally {
    await inProcess.close();
  }
}

async function startInProcessFor(config: AnalysisConfig, io: Pick<EngineIO, 'info'>): Promise<InProcessService> {
  const { startInProcess } = await import('./in-process/start.js');
  return startInProcess({
    pages: givenPages(config),
    trusted: (url) => config.allowedSites.length > 0 && isAllowedSite(url, config.allowedSites),
    render:
      config.render || config.performance !== null || config.overrides.some((override) => override.render === true),
    info: (line) => io.info(line),
  });
}
