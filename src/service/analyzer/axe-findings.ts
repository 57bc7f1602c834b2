/**
 * axe-core's violations in a rendered page as findings, and which static checks they judge
 * (axe-rules.ts): where axe ran a twin of a static check, its verdict stands alone.
 */
import type { Finding } from '../../model/resources.js';
import type { AxeOutcome, AxeViolation } from './axe-outcome.js';
import { AXE_IMPACT_RULES, AXE_TWINS, STATIC_TWIN } from './axe-rules.js';
import { cut } from './excerpt.js';
import { RULES, type Rule } from './rules.js';
import type { Tally } from './score.js';

const SELECTOR_LIMIT = 120;
const MESSAGE_LIMIT = 300;
/** A rule that ran and found nothing: it counts as passed and costs nothing. */
const PASSED: Tally = { severity: 'optional', weight: 0, cap: 0, count: 0 };

/**
 * Whether axe ran a twin of the static `check` on this page: then axe is the judge of what the
 * check measures, and the static check's findings are not reported (it still runs on a fetched
 * page). axe reads the page as the browser lays it out (every stylesheet, the cascade, shadow
 * roots, what scripts changed); the static check reads markup and what of the cascade it can, so
 * where they disagree, axe saw the page the reader gets.
 */
export function judgedByAxe(check: string, axe: AxeOutcome | undefined): boolean {
  const twins = AXE_TWINS[check];
  return axe !== undefined && twins !== undefined && twins.some((rule) => axe.rules.includes(rule));
}

/**
 * One finding per offending node (at most MAX_FINDINGS_PER_CHECK per rule); one tally per rule
 * that ran, but one per static check for its twins: the check's own tally, so a rendered page
 * counts it once and weighs it as a fetched one does.
 */
export function axeFindings(axe: AxeOutcome): { findings: Finding[]; tallies: Tally[] } {
  const findings: Finding[] = [];
  const tallies: Tally[] = [];
  /** Nodes per static check judged by its twins. */
  const twinCounts = new Map<string, number>();
  const violated = new Set<string>();
  for (const violation of axe.violations) {
    if (violated.has(violation.id)) continue;
    violated.add(violation.id);
    const twin = STATIC_TWIN.get(violation.id);
    const rule = ruleOf(violation);
    if (twin === undefined) tallies.push({ ...rule, count: violation.nodes.length });
    else twinCounts.set(twin, (twinCounts.get(twin) ?? 0) + violation.nodes.length);
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
    if (violated.has(rule)) continue;
    const twin = STATIC_TWIN.get(rule);
    if (twin === undefined) tallies.push(PASSED);
    else if (!twinCounts.has(twin)) twinCounts.set(twin, 0);
  }
  for (const [check, count] of twinCounts) {
    tallies.push(count === 0 ? PASSED : { ...staticRule(check), count });
  }
  return { findings, tallies };
}

/**
 * The rule of the violation's impact; a twin of a static check takes that check's severity, so one
 * edit (a removed lang) gets one verdict whether the page was fetched or rendered.
 */
function ruleOf(violation: AxeViolation): Omit<Rule, 'remediation'> {
  const byImpact = AXE_IMPACT_RULES[violation.impact];
  const twin = STATIC_TWIN.get(violation.id);
  return twin === undefined ? byImpact : { ...byImpact, severity: staticRule(twin).severity };
}

function staticRule(check: string): Rule {
  const rule = (RULES as Readonly<Record<string, Rule>>)[check];
  if (rule === undefined) throw new Error(`${check} is no static check`);
  return rule;
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
