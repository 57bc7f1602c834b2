/**
 * How a run treats a finding new on a page, from the most tolerant: its check `off`, waived, its
 * check at `warn`, below fail-on-regression, or it fails the page. The accepted state stores what a
 * run tolerated at that level, and a later run compares with it only where it tolerates as much.
 */
import { checkLevels } from '../config/check-levels.js';
import type { PageRules } from '../model/config.js';
import type { Finding } from '../model/resources.js';
import { toleratesAsMuch, type ToleratedFinding, type Treatment } from '../model/tolerated.js';
import { regressionFails } from './compare.js';

export type TreatmentOf = (finding: Finding) => Treatment;

/** `waived`: whether a waiver in force covers the finding. */
export function treatmentOf(
  rules: Pick<PageRules, 'ignoreChecks' | 'checks' | 'failOnRegression'>,
  waived: (finding: Finding) => boolean,
): TreatmentOf {
  const levelOf = checkLevels(rules);
  return (finding) => {
    const level = levelOf(finding.check);
    if (level === 'off') return 'off';
    if (waived(finding)) return 'waived';
    if (regressionFails(finding, rules.failOnRegression, levelOf)) return 'fails';
    return level === 'warn' ? 'warn' : 'below-fail-on-regression';
  };
}

/** The tolerated findings this run tolerates as much, as findings to compare with; the rest are new again. */
export function stillTolerated(tolerated: readonly ToleratedFinding[] | undefined, treatment: TreatmentOf): Finding[] {
  return (tolerated ?? []).flatMap(({ level, ...finding }) =>
    toleratesAsMuch(treatment(finding), level) ? [finding] : [],
  );
}
