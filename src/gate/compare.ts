/**
 * Finding-level diff between this run and the baseline. Findings are paired by identity, then by
 * element, shape and check (`pairing.ts`), never by their position in the list, each as a
 * multiset: two images without alt now against one before is one new finding, and a rebuilt
 * image's changed evidence is none. A pair whose severity rose is escalated.
 */
import { checkLevels, type CheckLevelOf } from '../config/check-levels.js';
import { rulesFor } from '../config/rules.js';
import type { Finding } from '../model/resources.js';
import type { FailOnRegression, GateRules } from '../model/config.js';
import { severityRank } from '../model/severity.js';
import { pairFindings } from './pairing.js';

interface FindingDiff {
  added: Finding[];
  escalated: { finding: Finding; from: string }[];
  resolved: Finding[];
}

/** Whether a new or escalated finding of this severity fails its page at this level. */
export function failsOnRegression(severity: string, level: FailOnRegression): boolean {
  if (level === 'none') return false;
  if (level === 'optional') return true;
  return severityRank(severity) >= severityRank(level);
}

/**
 * Whether a regression fails its page: a check at `error` always, at `warn` or `off` never, any
 * other by its severity against fail-on-regression.
 */
export function regressionFails(
  regression: Pick<Finding, 'check' | 'severity'>,
  level: FailOnRegression,
  levelOf: CheckLevelOf,
): boolean {
  const set = levelOf(regression.check);
  if (set === 'error') return true;
  if (set !== null) return false;
  return failsOnRegression(regression.severity, level);
}

/** `ignored`: checks whose findings count for nothing on either side. */
export function diffFindings(
  current: Finding[],
  baseline: Finding[],
  ignored: (check: string) => boolean = () => false,
): FindingDiff {
  const counted = (findings: Finding[]): Finding[] => findings.filter((f) => !ignored(f.check));
  const { pairs, unpairedNow, unpairedBefore } = pairFindings(counted(current), counted(baseline));
  return {
    added: unpairedNow,
    escalated: pairs.flatMap(({ now, before }) =>
      severityRank(now.severity) > severityRank(before.severity) ? [{ finding: now, from: before.severity }] : [],
    ),
    resolved: unpairedBefore,
  };
}

/**
 * Whether a page's findings now would fail it against those before under the run's rules: a new
 * or escalated finding that fails at its check's level. Waivers and thresholds are left out: this
 * tells which earlier report of a page passed (`baseline: previous`), not a verdict.
 */
export function regressedUnder(config: GateRules) {
  return (url: string, now: readonly Finding[], before: readonly Finding[]): boolean => {
    const rules = rulesFor(config, url);
    const levelOf = checkLevels(rules);
    const diff = diffFindings([...now], [...before], (check) => levelOf(check) === 'off');
    return [...diff.added, ...diff.escalated.map((e) => e.finding)].some((finding) =>
      regressionFails(finding, rules.failOnRegression, levelOf),
    );
  };
}
