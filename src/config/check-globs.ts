/**
 * A check name or glob given in the config (`checks`, `ignore-checks`, a waiver's `check`) must
 * match a check: `html.lagn: off` or `ignore-checks: socail.*` would otherwise do nothing, as
 * silently as an unknown key, which is already an error (exit 2).
 */
import { ConfigError } from '../errors.js';
import { matchesACheck, meantCheck } from '../model/check-names.js';

/** `label` names where the glob was given, as the other config errors do. */
export function knownCheckGlob(label: string, glob: string): string {
  if (matchesACheck(glob)) return glob;
  const meant = meantCheck(glob);
  throw new ConfigError(
    `${label}: "${glob}" matches no check${meant ? ` (did you mean ${meant}?)` : ''}; ` +
      'the checks are in docs/reference-service.md',
  );
}
