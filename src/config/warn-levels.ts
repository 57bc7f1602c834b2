/**
 * A warn level beside the threshold it shadows: `warn-min-score 85` with `min-score 70` warns from
 * 84 down to 70. A warn level that its failing twin already covers can never fire, the page fails
 * first; that is a configuration mistake, named with both values and where each came from.
 */
import { ConfigError } from '../errors.js';
import { redactUrl } from '../text/redact.js';
import { ruleOriginText, type GateConfig, type Thresholds } from '../model/config.js';
import { originOf, ruleLayers, rulesFor, type RuleLayer } from './rules.js';

interface WarnPair {
  warn: 'warn-min-score' | 'warn-max-critical';
  fail: 'min-score' | 'max-critical';
  warnKey: 'warnMinScore' | 'warnMaxCritical';
  failKey: 'minScore' | 'maxCritical';
  /** How the warn value stands to the failing one when it can never fire; null when it can. */
  shadowed: (warn: number, fail: number) => string | null;
}

const PAIRS: readonly WarnPair[] = [
  {
    warn: 'warn-min-score',
    fail: 'min-score',
    warnKey: 'warnMinScore',
    failKey: 'minScore',
    shadowed: (w, f) => (w < f ? 'is below' : w === f ? 'equals' : null),
  },
  {
    warn: 'warn-max-critical',
    fail: 'max-critical',
    warnKey: 'warnMaxCritical',
    failKey: 'maxCritical',
    shadowed: (w, f) => (w > f ? 'is above' : w === f ? 'equals' : null),
  },
];

/** Every page's combination of layers; the top level alone when `urls` is null (before the URL list is known). */
export function assertWarnLevels(config: GateConfig, urls: readonly string[] | null): void {
  if (urls === null) {
    check(config.thresholds, ruleLayers(config, null), '');
    return;
  }
  for (const url of urls) check(rulesFor(config, url), ruleLayers(config, url), ` (for ${redactUrl(url)})`);
}

function check(thresholds: Thresholds, layers: readonly RuleLayer[], forPage: string): void {
  for (const pair of PAIRS) {
    const warn = thresholds[pair.warnKey];
    const fail = thresholds[pair.failKey];
    if (warn === null || fail === null) continue;
    const relation = pair.shadowed(warn, fail);
    if (relation === null) continue;
    const from = `${pair.warn} from ${ruleOriginText(originOf(layers, pair.warnKey))}, ${pair.fail} from ${ruleOriginText(originOf(layers, pair.failKey))}`;
    throw new ConfigError(
      `${pair.warn} ${warn} ${relation} ${pair.fail} ${fail}, so it can never warn: the page fails first (${from})${forPage}`,
    );
  }
}
