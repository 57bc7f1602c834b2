/**
 * The config file's `waivers`: findings that count for nothing until a date. Each entry must say
 * why (`reason`) and until when (`expires`, at most a year ahead): a waiver without either is the
 * forever-ignored check that `ignore-checks` already is. Every error names the entry.
 */
import { ConfigError } from '../errors.js';
import { collapsedEvidence, dayAfter, daysUntil, Waiver } from '../model/waiver.js';
import { isMapping, quote, readPattern, scalarText } from './inputs-values.js';
import { knownCheckGlob } from './check-globs.js';

/** How far ahead a waiver may expire: a waiver is a deadline, renewed on purpose. */
const WAIVER_MAX_DAYS = 365;

const WAIVER_KEYS = ['check', 'pattern', 'evidence', 'reason', 'expires'];

export function readWaivers(where: string, value: unknown, now: Date): Waiver[] {
  if (!Array.isArray(value))
    throw new ConfigError(`${where}: waivers must be a list of { check, pattern, evidence, reason, expires }`);
  return value.map((entry, i) => readWaiver(`${where}: waivers[${i}]`, entry, now));
}

function readWaiver(label: string, entry: unknown, now: Date): Waiver {
  if (!isMapping(entry)) throw new ConfigError(`${label} must be a mapping (allowed keys: ${WAIVER_KEYS.join(', ')})`);
  const unknown = Object.keys(entry).find((key) => !WAIVER_KEYS.includes(key));
  if (unknown !== undefined)
    throw new ConfigError(`${label}.${unknown} is not a known key (allowed: ${WAIVER_KEYS.join(', ')})`);
  const check = knownCheckGlob(
    `${label}.check`,
    text(`${label}.check`, entry.check, 'a check-name glob such as images.alt'),
  );
  // From here on the entry is named by its check too: "waivers[3]" alone is hard to find in a long file.
  const named = `${label} (${check})`;
  return Waiver.parse({
    check,
    pattern:
      entry.pattern === undefined || entry.pattern === null ? null : readPattern(`${named}.pattern`, entry.pattern),
    evidence:
      entry.evidence === undefined || entry.evidence === null
        ? null
        : collapsedEvidence(
            text(`${named}.evidence`, entry.evidence, 'a substring of the evidence; leave it out to waive any'),
          ),
    reason: text(`${named}.reason`, entry.reason, 'say why these findings are waived'),
    expires: readExpiry(`${named}.expires`, entry.expires, now),
  });
}

/** A non-empty string, trimmed; `what` says what belongs there. */
function text(label: string, value: unknown, what: string): string {
  if (value === undefined || value === null) throw new ConfigError(`${label} is missing (${what})`);
  const trimmed = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (trimmed === '') throw new ConfigError(`${label}: ${quote(scalarText(value))} is empty or not text (${what})`);
  return trimmed;
}

function readExpiry(label: string, value: unknown, now: Date): string {
  if (value === undefined || value === null)
    throw new ConfigError(`${label} is missing (a date YYYY-MM-DD, at most ${WAIVER_MAX_DAYS} days ahead)`);
  const raw = value instanceof Date ? value.toISOString().slice(0, 10) : scalarText(value).trim();
  if (!Waiver.shape.expires.safeParse(raw).success)
    throw new ConfigError(`${label}: ${quote(raw)} is not a date YYYY-MM-DD`);
  if (daysUntil(raw, now) > WAIVER_MAX_DAYS) {
    throw new ConfigError(
      `${label}: ${raw} is more than ${WAIVER_MAX_DAYS} days ahead (at most ${dayAfter(now, WAIVER_MAX_DAYS)})`,
    );
  }
  return raw;
}
