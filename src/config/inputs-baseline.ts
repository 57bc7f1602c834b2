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
  given: { url: string | null; file: string | null; filePages: string; acceptedFile: string | null },
): Baseline {
  const { url, file, acceptedFile } = given;
  const filePages = readFilePages(given.filePages, file);
  const setting = oneOf('baseline', kind, ['accepted', 'previous', 'none'] as const);
  if (url && file) throw new ConfigError('baseline-url and baseline-file: set only one of them');
  if ((url || file) && setting === 'none')
    throw new ConfigError(`baseline: "none" conflicts with ${url ? 'baseline-url' : 'baseline-file'}`);
  const baseline: Baseline = file
    ? { kind: 'file', path: file, pages: filePages }
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

/**
 * Empty: a baseline-file must be of a run that passed (a failed run's regressions would become
 * the baseline); `passed`: only the pages that passed in it serve, the failing ones left out.
 */
function readFilePages(raw: string, file: string | null): 'run' | 'passed' {
  if (raw !== '' && raw !== 'passed')
    throw new ConfigError(`baseline-file-pages: ${quote(raw)} is not passed (or empty: a file of a run that passed)`);
  if (raw === 'passed' && !file) throw new ConfigError('baseline-file-pages: only used with baseline-file');
  return raw === 'passed' ? 'passed' : 'run';
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
