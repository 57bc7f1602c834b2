/**
 * The words for waivers: a line per waiver that expired, is about to, or waived nothing in this
 * run, and the folded list of the findings waivers took out of the count. The same sentences go
 * to the log and annotations (plain) and to the summary and comment (markdown, the check and the
 * pattern as code spans: a glob like `/blog/**` is emphasis in markdown).
 */
import { count } from '../text/count.js';
import { plainText } from '../text/plain.js';
import type { PageResult, Results, WaiverFacts } from '../model/results.js';
import { codeSpan, inline, urlSpan } from './escape.js';
import { NAME_MAX, REASON_MAX, URL_MAX } from './limits.js';

/** A waiver this close to its date (in days) gets a notice: it is renewed or its findings fixed on purpose. */
const EXPIRY_NOTICE_DAYS = 14;

interface WaiverLines {
  /** Waivers past their date: their findings count again. */
  expired: string[];
  /** Waivers that stop applying within EXPIRY_NOTICE_DAYS. */
  expiring: string[];
  /** Waivers in force that waived no finding of the run: a warning, never a failure. */
  unused: string[];
}

type Style = (text: string) => string;

const PLAIN: Style = (text) => plainText(text, URL_MAX);
const CODE: Style = (text) => codeSpan(text, URL_MAX);

/** Plain sentences for the log and annotations. */
export function waiverLines(results: Results): WaiverLines {
  return linesIn(results, PLAIN);
}

/** The same sentences as one markdown block under the headline; '' when there is nothing to say. */
export function waiverBlock(results: Results): string {
  const { expired, expiring, unused } = linesIn(results, CODE);
  const lines = [...expired, ...expiring, ...unused];
  return lines.length === 0 ? '' : `\n${lines.map((line) => `- ${line}\n`).join('')}`;
}

function linesIn(results: Results, style: Style): WaiverLines {
  const waivers = results.waivers ?? [];
  const inForce = waivers.filter((w) => w.daysLeft >= 0);
  // An analyze shard holds a slice of the pages: what a waiver matched is only known to the report job.
  const decided = results.decided !== false;
  return {
    expired: waivers
      .filter((w) => w.daysLeft < 0)
      .map((w) => `${waiverName(w, style)} expired on ${w.expires}: its findings count again`),
    expiring: inForce
      .filter((w) => w.daysLeft <= EXPIRY_NOTICE_DAYS)
      .map(
        (w) =>
          `${waiverName(w, style)} expires on ${w.expires} ` +
          `(${w.daysLeft === 0 ? 'today is its last day' : `in ${count(w.daysLeft, 'day')}`})`,
      ),
    unused: decided
      ? inForce
          .filter((w) => w.matched === 0)
          .map((w) => `${waiverName(w, style)} matched no finding in this run: remove it if it is no longer needed`)
      : [],
  };
}

/** `waiver for images.alt on /blog/**`, `waiver for images.alt on every page (evidence hero.png)`. */
function waiverName(facts: WaiverFacts, style: Style): string {
  const where = facts.pattern === null ? 'every page' : style(facts.pattern);
  const evidence = facts.evidence === null ? '' : ` (evidence ${style(facts.evidence)})`;
  return `waiver for ${style(facts.check)} on ${where}${evidence}`;
}

/** The waived findings of a page, one line per waiver that took them: checks with counts, the reason and the expiry. */
export function waivedLine(page: PageResult, waivers: readonly WaiverFacts[]): string {
  const byWaiver = new Map<number, Map<string, number>>();
  for (const finding of page.waived ?? []) {
    const checks = byWaiver.get(finding.waiver) ?? new Map<string, number>();
    const check = `${codeSpan(finding.check, NAME_MAX) || '(unnamed check)'} (${inline(finding.severity, NAME_MAX)})`;
    checks.set(check, (checks.get(check) ?? 0) + 1);
    byWaiver.set(finding.waiver, checks);
  }
  return [...byWaiver]
    .map(([index, checks]) => {
      const listed = [...checks].map(([check, n]) => (n === 1 ? check : `${check} ×${n}`)).join(', ');
      const facts = waivers[index];
      const why = facts ? ` — waived until ${facts.expires}: ${inline(facts.reason, REASON_MAX)}` : '';
      return `- ${urlSpan(page.url)}: ${listed}${why}\n`;
    })
    .join('');
}
