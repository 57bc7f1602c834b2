/**
 * A warn level beside the threshold it shadows: `warn-min-score 85` with `min-score 70` warns from
 * 84 down to 70. A warn level that its failing twin already covers can never fire, the page fails
 * first; that is a configuration mistake, named with both values and where each came from.
 */
import { ConfigError } from '../errors.js';
import { redactUrl } from '../text/redact.js';
import { ruleOriginText, type GateRules, type Thresholds } from '../model/config.js';
import { THRESHOLD, THRESHOLDS, type Threshold } from '../model/thresholds.js';
import { originOf, ruleLayers, rulesFor, type RuleLayer } from './rules.js';

/** A warn level and the failing threshold it shadows, from the thresholds table. */
const PAIRS = THRESHOLDS.flatMap((warn) => ('shadows' in warn ? [{ warn, fail: THRESHOLD[warn.shadows] }] : []));

/** How the warn value stands to the failing one when it can never fire (the page fails first); null when it can. */
function shadowed(op: Threshold['op'], warn: number, fail: number): string | null {
  if (warn === fail) return 'equals';
  if (op === '>=') return warn < fail ? 'is below' : null;
  return warn > fail ? 'is above' : null;
}

/** Every page's combination of layers; the top level alone when `urls` is null (before the URL list is known). */
export function assertWarnLevels(config: GateRules, urls: readonly string[] | null): void {
  if (urls === null) {
    check(config.thresholds, ruleLayers(config, null), '');
    return;
  }
  for (const url of urls) check(rulesFor(config, url), ruleLayers(config, url), ` (for ${redactUrl(url)})`);
}

function check(thresholds: Thresholds, layers: readonly RuleLayer[], forPage: string): void {
  for (const pair of PAIRS) {
    const warn = thresholds[pair.warn.key];
    const fail = thresholds[pair.fail.key];
    if (warn === null || fail === null) continue;
    const relation = shadowed(pair.warn.op, warn, fail);
    if (relation === null) continue;
    const from =
      `${pair.warn.name} from ${ruleOriginText(originOf(layers, pair.warn.key))}, ${pair.fail.name} from ` +
      `${ruleOriginText(originOf(layers, pair.fail.key))}`;
    throw new ConfigError(
      `${pair.warn.name} ${warn} ${relation} ${pair.fail.name} ${fail}, so it can never warn: the page fails first ` +
        `(${from})${forPage}`,
    );
  }
}
