/** The thresholds a run was judged by, as the summary and the terminal name them. Pure. */
import type { GateRules } from '../model/config.js';
import { THRESHOLDS, type Threshold } from '../model/thresholds.js';
import { configFileSettings } from './config-file-settings.js';

/** The thresholds a reader of the summary needs to know, by input name; unset ones are left out. */
export function thresholdsInForce(config: GateRules): Record<string, string> {
  const { failOnRegression, ignoreChecks, checks } = config.thresholds;
  const levels = Object.entries(checks).map(([glob, level]) => `${glob} ${level}`);
  const limit = (row: Threshold): string | null => {
    const value = config.thresholds[row.key];
    return value === null ? null : String(value);
  };
  const shown: Record<string, string | null> = {
    ...Object.fromEntries(THRESHOLDS.map((row) => [row.name, limit(row)])),
    'fail-on-regression': failOnRegression,
    'ignore-checks': ignoreChecks.length > 0 ? ignoreChecks.join(', ') : null,
    checks: levels.length > 0 ? levels.join(', ') : null,
    'fail-on-error': String(config.failOnError),
    // Every setting the file gave, so a reader of the summary sees what did not come from the workflow.
    'config-file':
      config.configFile === null
        ? null
        : `${config.configFile} (${configFileSettings(config).join('; ') || 'nothing taken'})`,
  };
  return Object.fromEntries(Object.entries(shown).filter((entry): entry is [string, string] => entry[1] !== null));
}
