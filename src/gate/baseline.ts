/**
 * Where a page's baseline comes from. Read BEFORE the page is submitted: the service may keep
 * one key per URL (`run_count`), so after the POST the latest report could be this run's own.
 */
import type { PageAnalysisClient, CallOptions, ReportRead } from '../client/client.js';
import type { Finding, Report } from '../model/resources.js';
import type { AcceptedPage } from '../model/accepted.js';
import type { BaselineFrom, BaselineSnapshot } from '../model/results.js';
import { snapshotInMode } from '../model/accepted.js';
import { baselineUrlFor } from './baseline-file.js';
import type { PageHistory } from './page-history.js';
import { poolEach } from './pool.js';

export interface BaselineLookup {
  baseline: BaselineSnapshot | null;
  from: BaselineFrom;
  /** The page URL's last_run_at before this run (null: never analysed; undefined: not asked). */
  knownLastRunAt?: string | null;
}

/** `render`: the mode the page is analysed in now; a baseline of the other mode is no baseline. */
export type BaselineSource = (url: string, options: CallOptions, render: boolean) => Promise<BaselineLookup>;

/**
 * The baseline setting with what the engine read for it: the pages of a baseline-file, or of the
 * accepted state. `accepted` is only planned when a state was found; otherwise the engine plans
 * `previous` for the run.
 */
export type BaselinePlan =
  | { kind: 'previous' | 'none' }
  | { kind: 'url'; origin: string }
  | { kind: 'file'; pages: ReadonlyMap<string, BaselineSnapshot> }
  | { kind: 'accepted'; pages: ReadonlyMap<string, AcceptedPage> };

/** Whether a page's findings `now` would fail it against `before` under the run's rules (new or escalated). */
export type Regressed = (url: string, now: readonly Finding[], before: readonly Finding[]) => boolean;

/**
 * `regressed`: how `previous` tells which of a page's earlier reports passed; `history`: where it
 * finds them (the run's one, whose listing fresh-variants.ts reads too).
 */
export function baselineSource(
  plan: BaselinePlan,
  client: PageAnalysisClient,
  regressed: Regressed,
  history: PageHistory,
): BaselineSource {
  switch (plan.kind) {
    case 'none':
      return () => Promise.resolve({ baseline: null, from: { kind: 'none', why: 'setting' } });
    case 'file':
      return (url, _options, render) => {
        const baseline = plan.pages.get(url) ?? null;
        return Promise.resolve(
          inMode(render, { baseline, from: baseline ? { kind: 'file' } : { kind: 'none', why: 'not-in-file' } }),
        );
      };
    case 'accepted':
      return (url, _options, render) => Promise.resolve(acceptedBaseline(plan.pages.get(url), render));
    case 'url':
      return (url, options) => latestReport(client, baselineUrlFor(url, plan.origin), options);
    case 'previous':
      return (url, options) => lastPassingReport(client, history, regressed, url, options);
  }
}

/** A page's reports read at once: a history of many deploys is read in full, a few at a time. */
const HISTORY_READS = 4;

/**
 * `previous`: the page's latest report that passed, under its own URL or a fresh variant, found
 * however old it is. Every report of the page's history is read, oldest first, each compared with
 * the last one that passed; one that regressed against it failed its run and is never a baseline.
 * So a re-run or the next deploy of an unfixed regression stays red however many times it is
 * gated (a window of the newest reports would end, and a regressed report become the baseline),
 * and "missing alt, fixed, missing again" fails the third deploy against the fixed one. The oldest
 * report counts as passed: no report further back is known. Nothing else (a comment, a commit, a
 * canonical) chooses a page's history.
 */
async function lastPassingReport(
  client: PageAnalysisClient,
  history: PageHistory,
  regressed: Regressed,
  url: string,
  options: CallOptions,
): Promise<BaselineLookup> {
  const { reports, ownLastRunAt } = await history.reports(url, options);
  const reads = await Promise.all(poolEach(reports, HISTORY_READS, (found) => client.getReport(found.key, options)));
  let passed: { report: Report; lastRunAt: string } | null = null;
  for (let i = reports.length - 1; i >= 0; i--) {
    const read = reads[i];
    const found = reports[i];
    if (read?.kind !== 'complete' || found === undefined) continue;
    if (passed && regressed(url, read.report.findings, passed.report.findings)) continue;
    passed = { report: read.report, lastRunAt: found.last_run_at };
  }
  if (passed) {
    return {
      baseline: snapshot(passed.report, passed.lastRunAt),
      from: { kind: 'previous' },
      knownLastRunAt: ownLastRunAt,
    };
  }
  // Nothing passed: every report read is unfinished or failed (a complete one would have passed).
  const latest = reads[0];
  if (latest === undefined || latest.kind === 'complete') {
    return { baseline: null, from: { kind: 'none', why: 'never-analysed' }, knownLastRunAt: null };
  }
  return { baseline: null, from: unreadFrom(latest), knownLastRunAt: ownLastRunAt };
}

function unreadFrom(read: Exclude<ReportRead, { kind: 'complete' }>): BaselineFrom {
  return read.kind === 'failed'
    ? { kind: 'none', why: 'failed', status: read.error.code }
    : { kind: 'none', why: 'unfinished', status: read.status };
}

/**
 * The accepted state's snapshot of a page in the mode it is analysed in now (list and crawl mode
 * alike). A page the state does not hold is new: compared with an empty baseline. One it holds
 * only in the other mode is compared with that mode's findings where both measure the same (cross-mode.ts).
 */
export function acceptedBaseline(page: AcceptedPage | undefined, render: boolean): BaselineLookup {
  const baseline = snapshotInMode(page, render);
  if (baseline) return { baseline, from: { kind: 'accepted' } };
  const other = page?.[render ? 'fetched' : 'rendered'];
  if (other) return otherMode(other);
  return { baseline: null, from: page ? { kind: 'none', why: 'mode-changed' } : { kind: 'new-page' } };
}

/**
 * A rendered analysis is never compared with a fetched one: their evidence is spelt differently
 * (the browser's serialisation vs the source). A baseline whose mode is known and is the other
 * one is no baseline: the page is judged by thresholds only until a run in its mode is accepted.
 */
export function inMode(render: boolean, lookup: BaselineLookup): BaselineLookup {
  const mode = lookup.baseline?.render;
  if (mode === undefined || mode === render) return lookup;
  return { ...lookup, baseline: null, from: { kind: 'none', why: 'mode-changed' } };
}

/**
 * The other mode's snapshot as a first run in this mode sees it: its findings, which the verdict
 * compares where both modes measure the same (cross-mode.ts), without its score, tolerated findings
 * or metrics: a rendered score is not a fetched one, and nothing else crosses modes.
 */
function otherMode(snapshot: BaselineSnapshot): Pick<BaselineLookup, 'baseline' | 'from'> {
  const { key, grade, issues, analyzedAt, findings, render } = snapshot;
  const baseline: BaselineSnapshot = {
    key,
    score: null,
    grade,
    issues,
    ...(analyzedAt === undefined ? {} : { analyzedAt }),
    ...(findings ? { findings } : {}),
    ...(render === undefined ? {} : { render }),
  };
  return { baseline, from: { kind: 'none', why: 'mode-changed' } };
}

/** `baseline-url`: the latest report of the page's path on the other origin. */
async function latestReport(client: PageAnalysisClient, url: string, options: CallOptions): Promise<BaselineLookup> {
  const found = await client.lookupReport(url, options);
  if (!found) return { baseline: null, from: { kind: 'none', why: 'never-analysed' } };
  const read = await client.getReport(found.key, options);
  if (read.kind === 'complete') return { baseline: snapshot(read.report, found.last_run_at), from: { kind: 'url' } };
  return { baseline: null, from: unreadFrom(read) };
}

export function snapshot(report: Report, analyzedAt: string | null): BaselineSnapshot {
  return {
    key: report.key,
    score: report.score,
    grade: report.grade,
    issues: report.issues,
    analyzedAt,
    findings: report.findings,
    ...(report.metrics ? { metrics: report.metrics } : {}),
  };
}
