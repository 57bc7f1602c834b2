/**
 * The thresholds as a maintainer tunes them: each value in force and where it came from (input,
 * config top level, a page pattern), how many pages it judged, how many it failed or warned, and
 * the page that passed it by the least. Computed from the decided pages, so it agrees with them.
 */
import { originOf, ruleLayers, rulesFor } from '../config/rules.js';
import type { GateRules, RuleOrigin } from '../model/config.js';
import type { PageResult, ThresholdUse } from '../model/results.js';
import { checkLevels } from '../config/check-levels.js';
import { regressionFails } from './compare.js';
import { THRESHOLD, THRESHOLDS } from '../model/thresholds.js';
import { checkThresholds } from './verdict.js';
import { countedView } from './waivers.js';

const NAMES = [...THRESHOLDS.map((row) => row.name), 'fail-on-regression'];
const ORIGINS: RuleOrigin['kind'][] = ['default', 'input', 'config', 'pattern'];

/** Pages that errored have nothing to measure and are left out. */
export function thresholdUses(config: GateRules, pages: readonly PageResult[]): ThresholdUse[] {
  const uses = new Map<string, ThresholdUse & { margin: number | null }>();
  const use = (name: string, limit: number | string, level: ThresholdUse['level'], from: RuleOrigin) => {
    const key = JSON.stringify([name, limit, from]);
    let found = uses.get(key);
    if (!found) uses.set(key, (found = { name, limit, level, from, pages: 0, past: 0, closest: null, margin: null }));
    found.pages++;
    return found;
  };
  for (const page of pages) {
    if (page.error) continue;
    const rules = rulesFor(config, page.url);
    const layers = ruleLayers(config, page.url);
    for (const check of checkThresholds(countedView(page), rules)) {
      const found = use(check.name, check.limit, check.level, originOf(layers, THRESHOLD[check.name].key));
      if (!check.passed) found.past++;
      else if (
        check.actual !== null &&
        check.margin !== null &&
        (found.margin === null || check.margin < found.margin)
      ) {
        found.margin = check.margin;
        found.closest = { url: page.url, actual: check.actual };
      }
    }
    if (rules.failOnRegression === 'none') continue;
    const regression = use('fail-on-regression', rules.failOnRegression, 'fail', originOf(layers, 'failOnRegression'));
    const levelOf = checkLevels(rules);
    if (page.regressions.some((r) => regressionFails(r, rules.failOnRegression, levelOf))) regression.past++;
  }
  return [...uses.values()].sort(byNameThenOrigin).map(({ margin: _margin, ...threshold }) => threshold);
}

function byNameThenOrigin(a: ThresholdUse, b: ThresholdUse): number {
  return (
    NAMES.indexOf(a.name) - NAMES.indexOf(b.name) ||
    ORIGINS.indexOf(a.from.kind) - ORIGINS.indexOf(b.from.kind) ||
    patternIndex(a.from) - patternIndex(b.from)
  );
}

function patternIndex(origin: RuleOrigin): number {
  return origin.kind === 'pattern' ? origin.index : -1;
}
