/**
 * What the gate compares against, from four inputs that must agree: baseline, baseline-url,
 * baseline-file and accepted-file. Pure.
 */
import { ConfigError } from '../errors.js';
import type { Baseline } from '../model/config.js';
import { oneOf, quote, readHttpUrl } from './inputs-values.js';

/** The accepted state's file only means something when the accepted state is the baseline. */
export function readBaseline(
  kind: string,
  given: { url: string | null; file: string | null; acceptedFile: string | null },
): Baseline {
  const { url, file, acceptedFile } = given;
  const setting = oneOf('baseline', kind, ['accepted', 'previous', 'none'] as const);
  if (url && file) throw new ConfigError('baseline-url and baseline-file: set only one of them');
  if ((url || file) && setting === 'none')
    throw new ConfigError(`baseline: "none" conflicts with ${url ? 'baseline-url' : 'baseline-file'}`);
  const baseline: Baseline = file
    ? { kind: 'file', path: file }
    : url
      ? { kind: 'url', origin: readOrigin(url) }
      : setting === 'accepted'
        ? { kind: 'accepted', file: acceptedFile }
        : { kind: setting };
  if (acceptedFile && baseline.kind !== 'accepted') {
    const instead = url || file ? 'baseline-url or baseline-file is set' : `baseline is "${kind}"`;
    throw new ConfigError(`accepted-file: only used with baseline accepted, but ${instead}`);
  }
  return baseline;
}

/** Only the origin is swapped into a page URL; a path here would be silently ignored, so it is refused. */
function readOrigin(raw: string): string {
  const url = new URL(readHttpUrl('baseline-url', raw));
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(
      `baseline-url: ${quote(raw)} must be an origin only (scheme://host[:port]), without a path or query`,
    );
  }
  return url.origin;
}
