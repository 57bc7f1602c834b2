/**
 * `pagegate crawl SITE-URL`: starts a site crawl on the reference service (the v1 interface only reads crawls), or
 * with no service given, runs one in-process.
 */
import { PageAnalysisClient } from '../client/client.js';
import { crawlProgress, waitForCrawl } from '../gate/crawl-wait.js';
import type { InProcessService } from '../in-process/start.js';
import type { SiteCrawl, SiteCrawlDetail } from '../model/resources.js';
import { ServiceTarget } from '../model/service-target.js';
import { readBoolean, readInteger } from '../config/inputs-values.js';
import { oneLine } from '../text/one-line.js';
import { integer } from './serve.js';
import { USAGE } from './commands.js';
import { helpText, type Flags } from './flags.js';
import { EXIT, parseCommandArgs, UsageError } from './usage.js';
import { count } from '../text/count.js';
import type { Terminal } from './terminal.js';
import { renderCrawledLine } from '../report/terminal.js';
import { PERFORMANCE_RUNS } from '../model/metrics.js';

const CRAWL_FLAGS = {
  'api-url': {
    type: 'string',
    value: 'URL',
    env: 'PAGEGATE_API_URL',
    meaning: 'reference service base URL including /api/v1; without it the crawl runs in-process to its end',
  },
  'api-key': {
    type: 'string',
    value: 'KEY',
    env: 'PAGEGATE_API_KEY',
    meaning: 'workspace key on the Pro or Agency plan',
  },
  'max-pages': {
    type: 'string',
    value: 'N',
    shownDefault: "the plan's cap",
    meaning: 'page limit (capped by the plan)',
  },
  'max-depth': { type: 'string', value: 'N', shownDefault: '3', meaning: 'link depth limit' },
  render: {
    type: 'string',
    value: 'BOOL',
    shownDefault: 'false',
    meaning: "run every page in the service's browser (pages built by scripts); --render alone is true",
  },
  performance: {
    type: 'string',
    value: 'BOOL',
    shownDefault: 'false',
    meaning:
      "also measure every page's lab metrics (LCP, CLS, TBT, page weight) in the browser; implies --render; " +
      '--performance alone is true',
  },
  'performance-runs': {
    type: 'string',
    value: 'N',
    shownDefault: String(PERFORMANCE_RUNS.default),
    meaning:
      'with --performance: loads of each page, each in a fresh browser context; the medians count ' +
      `(1-${PERFORMANCE_RUNS.max})`,
  },
  wait: {
    type: 'boolean',
    meaning:
      'follow the crawl to its end with a progress line; exit 0 when it is done, 1 when it failed or did not ' +
      'finish in time',
  },
  timeout: { type: 'string', value: 'SECONDS', default: '600', meaning: 'with --wait: how long to follow it' },
} satisfies Flags;

export const CRAWL_HELP = helpText({
  usage: USAGE.crawl,
  about: [
    'Starts a site crawl on the reference service and prints its id; gate on it with --crawl ID (or latest).',
    'Without --api-url it crawls in-process, to its end, and prints each page it found with its verdict under',
    'the default thresholds (pagegate check --crawl SITE-URL gates on such a crawl with yours).',
    'With --performance every page is also measured and its line shows its metrics (pagegate check --crawl',
    'SITE-URL --performance gates on them with your budgets and accepted state).',
  ].join('\n'),
  flags: CRAWL_FLAGS,
  examples: [
    'pagegate crawl http://127.0.0.1:8080/',
    'pagegate crawl http://127.0.0.1:8080/ --performance --performance-runs 5',
    'pagegate crawl http://127.0.0.1:8080/ --api-url http://127.0.0.1:8787/api/v1 --api-key dev-key --wait',
  ],
});

/** How often `--wait` reads the crawl at most: the action's default poll-interval. */
const CRAWL_POLL_MS = 3000;

export async function crawl(argv: string[], io: Terminal): Promise<number> {
  const { values, positionals } = parseCommandArgs('crawl', argv, CRAWL_FLAGS, new Set(['render', 'performance']));
  if (values.help) {
    io.stdout(`${CRAWL_HELP}\n`);
    return EXIT.pass;
  }
  const site = positionals[0];
  if (!site || positionals.length > 1)
    throw new UsageError('pagegate crawl: give exactly one SITE-URL (see pagegate crawl --help)');
  const hosted = hostedService(
    values['api-url'] ?? io.env.PAGEGATE_API_URL,
    values['api-key'] ?? io.env.PAGEGATE_API_KEY,
  );
  const timeoutMs = integer(values.timeout, '--timeout') * 1000;
  const performanceRuns = readPerformance(values.performance, values['performance-runs']);
  const render = (values.render !== undefined && readBoolean('--render', values.render)) || performanceRuns !== null;
  const request = {
    url: site,
    ...(values['max-pages'] ? { max_pages: integer(values['max-pages'], '--max-pages') } : {}),
    ...(values['max-depth'] ? { max_depth: integer(values['max-depth'], '--max-depth') } : {}),
    ...(render ? { render: true } : {}),
    ...(performanceRuns !== null ? { performance: true, performance_runs: performanceRuns } : {}),
  };
  const { service, inProcess } = hosted
    ? { service: hosted, inProcess: null }
    : await startInProcessCrawl(site, render, io);
  const client = new PageAnalysisClient({ service });
  try {
    const started = await client.startReferenceCrawl(request);
    const limits = `max ${count(started.max_pages, 'page')}, depth ${started.max_depth}${measuredLoads(started)}`;
    // An in-process crawl's id names nothing once the process ends: its lines never show it.
    io.stdout(
      inProcess
        ? `crawling ${started.seed_url} in-process (${limits})\n`
        : `crawl ${started.id} ${started.state}: ${started.seed_url} (${limits})\n`,
    );
    if (!values.wait && !inProcess) return EXIT.pass;
    const progress = progressLine(io);
    const progressOf = (c: SiteCrawlDetail) => crawlProgress(c, !inProcess);
    const ended = await waitForCrawl({
      client,
      id: started.id,
      pollIntervalMs: CRAWL_POLL_MS,
      signal: AbortSignal.timeout(timeoutMs),
      // The end line says how it ended; a progress line for the last read would say it twice.
      progress: (c) => progress(c.state === 'done' || c.state === 'failed' ? '' : progressOf(c)),
    });
    progress('');
    if (inProcess && ended.state === 'done')
      return await foundPages(client, ended, { timeoutMs, render, performance: performanceRuns !== null }, io);
    io.stdout(`${inProcess ? inProcessEndLine(ended, timeoutMs) : endLine(ended, timeoutMs)}\n`);
    return ended.state === 'done' ? EXIT.pass : EXIT.failed;
  } finally {
    await client.close();
    await inProcess?.close();
  }
}

/** --performance's loads per page (--performance-runs, checked as the input is); null: not asked. */
function readPerformance(performance: string | undefined, runs: string | undefined): number | null {
  if (performance === undefined || !readBoolean('--performance', performance)) return null;
  return readInteger('--performance-runs', runs ?? String(PERFORMANCE_RUNS.default), 1, PERFORMANCE_RUNS.max);
}

/** The service given by --api-url and its key; null: none, the crawl runs in-process. */
function hostedService(url: string | undefined, key: string | undefined): ServiceTarget | null {
  if (!url) return null;
  if (!key) throw new UsageError('pagegate crawl: --api-key (or PAGEGATE_API_KEY) is required with --api-url');
  return new ServiceTarget(url, key);
}

/** No service given: the crawl runs in this process, so it is followed to its end (nothing would be left to read). */
async function startInProcessCrawl(
  site: string,
  render: boolean,
  io: Terminal,
): Promise<{ service: ServiceTarget; inProcess: InProcessService }> {
  const { startInProcess } = await import('../in-process/start.js');
  const inProcess = await startInProcess({
    pages: [site],
    trusted: () => false,
    render,
    info: (line) => io.stderr(`${line}\n`),
  });
  return { service: inProcess.service, inProcess };
}

/** Writes each new progress text: in place on a TTY (and '' clears it), else as a line when it changed. */
function progressLine(io: Terminal): (text: string) => void {
  let last = '';
  return (text) => {
    if (text === last) return;
    if (io.isTTY) io.stderr(`\r\x1b[2K${text}`);
    else if (text) io.stderr(`${text}\n`);
    last = text;
  };
}

/**
 * What an in-process crawl found, page by page, each judged as `pagegate check --crawl` judges it
 * with the default thresholds (no baseline: the process had none), then one line for the site.
 */
async function foundPages(
  client: PageAnalysisClient,
  crawl: SiteCrawlDetail,
  { timeoutMs, render, performance }: { timeoutMs: number; render: boolean; performance: boolean },
  io: Terminal,
): Promise<number> {
  const [{ observeCrawl }, { judgeOf }, { readGateRules }] = await Promise.all([
    import('../gate/crawl.js'),
    import('../gate/page-keeper.js'),
    import('../config/inputs.js'),
  ]);
  const { rules } = readGateRules({ inputs: {} });
  const judge = judgeOf(rules, new Date());
  const { observations } = await observeCrawl({
    crawl: crawl.id,
    client,
    concurrency: 4,
    useBaseline: false,
    render,
    // Each page's line shows its metrics; with no baseline their findings are regressions of nothing.
    ...(performance ? { performance: { rules } } : {}),
    pollIntervalMs: CRAWL_POLL_MS,
    signal: AbortSignal.timeout(timeoutMs),
    info: () => undefined,
  });
  const pages = observations.map(judge);
  for (const page of pages) io.stdout(`${renderCrawledLine(page)}\n`);
  const failing = pages.filter((page) => page.verdict !== 'pass').length;
  io.stdout(
    `crawled ${count(pages.length, 'page')} of ${crawl.host}${measuredLoads(crawl)}: average score ` +
      `${crawl.average_score}, ${crawl.critical_pages} with critical findings, ${failing} not passing the default ` +
      `thresholds (pagegate check --crawl SITE-URL gates with yours)\n`,
  );
  return EXIT.pass;
}

function inProcessEndLine(crawl: SiteCrawlDetail, timeoutMs: number): string {
  if (crawl.state === 'failed')
    return `crawl failed${typeof crawl.error === 'string' ? `: ${oneLine(crawl.error, 200)}` : ''}`;
  return `${crawlProgress(crawl, false)} after ${timeoutMs / 1000} s (--timeout): raise --timeout to see its pages`;
}

function endLine(crawl: SiteCrawlDetail, timeoutMs: number): string {
  if (crawl.state === 'done') {
    return (
      `crawl ${crawl.id} done: ${count(crawl.pages_fetched, 'page')} fetched${measuredLoads(crawl)}, average score ` +
      `${crawl.average_score}, ${crawl.critical_pages} with critical findings`
    );
  }
  if (crawl.state === 'failed')
    return `crawl ${crawl.id} failed${typeof crawl.error === 'string' ? `: ${oneLine(crawl.error, 200)}` : ''}`;
  return `${crawlProgress(crawl)} after ${timeoutMs / 1000} s (--timeout); gate on it later with --crawl ${crawl.id}`;
}

/** `, each page measured over 3 loads` when the crawl measured performance (its performance_runs), else ''. */
function measuredLoads(crawl: SiteCrawl | SiteCrawlDetail): string {
  return crawl.performance_runs ? `, each page measured over ${count(crawl.performance_runs, 'load')}` : '';
}
