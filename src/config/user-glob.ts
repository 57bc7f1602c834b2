/**
 * A glob the user wrote (a page pattern, a check glob, allowed-sites, a CLI argument), compiled:
 * one longer than the matcher takes is a ConfigError that shows it, not the matcher's RangeError.
 */
import { ConfigError } from '../errors.js';
import { globMatcher, MAX_GLOB_LENGTH } from '../text/glob.js';
import { oneLine } from '../text/one-line.js';

export function userGlob(pattern: string, options: { nocase?: boolean } = {}): (subject: string) => boolean {
  if (pattern.length > MAX_GLOB_LENGTH)
    throw new ConfigError(`glob ${JSON.stringify(oneLine(pattern, 60))} is longer than ${MAX_GLOB_LENGTH} characters`);
  return globMatcher(pattern, options);
}
