/**
 * axe-core's violations in a rendered page as findings, and which static findings they stand for
 * (axe-rules.ts). axe's answer only ever adds: a static finding is dropped only when axe reported
 * the same element under a twin rule, and then axe's finding weighs at least as much.
 */
import type { Finding } from '../../model/resources.js';
import type { AxeOutcome, AxeViolation } from './axe-outcome.js';
import { AXE_IMPACT_RULES, AXE_TWINS, STATIC_TWIN } from './axe-rules.js';
import type { Problem } from './checks/problem.js';
import { cut } from './excerpt.js';
import { RULES, type Rule } from './rules.js';
import type { Tally } from './score.js';

const SELECTOR_LIMIT = 120;
const MESSAGE_LIMIT = 300;
/** A rule that ran and found nothing: it counts as passed and costs nothing. */
const PASSED: Tally = { severity: 'optional', weight: 0, cap: 0, count: 0 };

/**
 * Checks of the document as a whole (its title, language, main landmark): axe reports the `<html>`
 * element where the static check names the `<head>` or the first element, so any violation of the
 * twin rule is the same finding.
 */
const DOCUMENT_CHECKS: ReadonlySet<string> = new Set([
  'title.missing',
  'html.lang',
  'a11y.main_landmark',
  'a11y.html_lang_valid',
]);

interface StaticProblems {
  /** The problems axe did not report itself: they stand beside axe's findings. */
  problems: Problem[];
  /** axe ran a twin of the check: with no problem left, axe's rule is the check's tally. */
  twinRan: boolean;
}

/**
 * The static check's problems less those axe reported on the same element under a twin rule, each
 * axe node standing for one problem (a multiset: two identical images are two problems). The same
 * element is the same markup: evidence is the start tag (or the whole element) as the DOM the
 * analyzer reads was serialised, and axe's node carries both, read in the same DOM.
 */
export function withoutAxeTwins(check: string, problems: Problem[], axe: AxeOutcome | undefined): StaticProblems {
  const twins = AXE_TWINS[check];
  if (axe === undefined || twins === undefined) return { problems, twinRan: false };
  const reported = axe.violations.filter((violation) => twins.includes(violation.id)).flatMap((each) => each.nodes);
  const twinRan = twins.some((rule) => axe.rules.includes(rule));
  if (DOCUMENT_CHECKS.has(check)) return { problems: reported.length > 0 ? [] : problems, twinRan };
  const unused = [...reported];
  const left = problems.filter((problem) => {
    const same = unused.findIndex(
      (node) => problem.evidence === cut(node.startTag) || problem.evidence === cut(node.outerHtml),
    );
    if (same === -1) return true;
    unused.splice(same, 1);
    return false;
  });
  return { problems: left, twinRan };
}

/** One finding per offending node (at most MAX_FINDINGS_PER_CHECK per rule); one tally per rule that ran. */
export function axeFindings(axe: AxeOutcome): { findings: Finding[]; tallies: Tally[] } {
  const findings: Finding[] = [];
  const tallies: Tally[] = [];
  const violated = new Set<string>();
  for (const violation of axe.violations) {
    if (violated.has(violation.id)) continue;
    violated.add(violation.id);
    const rule = ruleOf(violation);
    tallies.push({ ...rule, count: violation.nodes.length });
    const { severity, impact, effort } = rule;
    const check = `axe.${violation.id}`;
    const remediation = `${violation.help} (${withoutQuery(violation.helpUrl)})`;
    for (const node of violation.nodes) {
      const message = cut(summaryLine(node.summary) || violation.help, MESSAGE_LIMIT);
      const evidence = `${cut(node.html)} [${cut(node.selector, SELECTOR_LIMIT)}]`;
      findings.push({ check, severity, result: 'warn', message, evidence, remediation, impact, effort });
    }
  }
  for (const rule of new Set(axe.rules)) {
    if (!violated.has(rule)) tallies.push(PASSED);
  }
  return { findings, tallies };
}

/**
 * The rule of the violation's impact. A twin of a static check takes that check's severity, so one
 * edit (a removed lang) gets one verdict whether the page was fetched or rendered, and weighs at
 * least what that check did.
 */
function ruleOf(violation: AxeViolation): Omit<Rule, 'remediation'> {
  const byImpact = AXE_IMPACT_RULES[violation.impact];
  const twin = STATIC_TWIN.get(violation.id);
  const replaced = twin === undefined ? undefined : (RULES as Readonly<Record<string, Rule>>)[twin];
  if (replaced === undefined) return byImpact;
  return {
    ...byImpact,
    severity: replaced.severity,
    weight: Math.max(byImpact.weight, replaced.weight),
    cap: Math.max(byImpact.cap, replaced.cap),
  };
}

/** axe's "Fix any of the following:" and one indented line per reason, as one line. */
function summaryLine(summary: string): string {
  const [lead = '', ...reasons] = summary
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return reasons.length === 0 ? lead : `${lead} ${reasons.join('; ')}`;
}

/** axe's links carry `?application=axeAPI`; the page they name is the same without it. */
function withoutQuery(raw: string): string {
  const url = URL.parse(raw);
  if (url === null) return raw;
  url.search = '';
  return url.href;
}
