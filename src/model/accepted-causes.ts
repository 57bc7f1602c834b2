/**
 * One wording per reason the accepted state could not be had, for the log line (which adds the
 * error's own words) and the summary's line alike: a cause the log names one way and the summary
 * another reads as two problems.
 */
import type { AcceptedUnavailable } from './results.js';

export const UNAVAILABLE: Record<AcceptedUnavailable, string> = {
  'no-cache-service': 'no GitHub Actions cache service on this runner',
  'cache-on-windows':
    'the GitHub Actions cache is not restored on Windows, where its tar could write outside the restore',
  'cache-error': 'the GitHub Actions cache could not be read',
  'load-error': 'the accepted state could not be loaded',
};

/**
 * An entry was found, but the cache library could not restore it (it says why in a warning of its
 * own); `where`: the cache key prefix, which the log names.
 */
export function restoreFailed(where?: string): string {
  return `the accepted state${where ? ` under ${where}` : ''} could not be restored from the GitHub Actions cache`;
}
