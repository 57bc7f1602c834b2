/**
 * The line under the headline that says what the gate compared against (`baseline: accepted`):
 * the accepted state it used, or why there was none, and whether this run moved it.
 */
import type { AcceptedFacts, AcceptedMissing, Results } from '../model/results.js';
import { inline } from './escape.js';
import { NAME_MAX } from './limits.js';
import { restoreFailed, UNAVAILABLE } from '../model/accepted-causes.js';

const MISSING: Record<AcceptedMissing, string> = {
  'no-store': 'no accepted-file was given',
  'not-found': 'none saved yet',
  // Results written before the cause was recorded.
  unavailable: UNAVAILABLE['load-error'],
  'restore-failed': restoreFailed(),
  unreadable: 'the stored state could not be read',
  'other-tag': 'the stored state belongs to another comment-tag',
};

/** Why none was found, as the store it lives in has it: only the cache evicts. */
const NOT_FOUND: Record<NonNullable<AcceptedFacts['store']>, string> = {
  file: 'accepted-file does not exist yet: the first passing gate writes it',
  cache: 'none in the GitHub Actions cache: the first run of this gate, or evicted after 7 days unused',
};

const STORE_NAME: Record<NonNullable<AcceptedFacts['store']>, string> = {
  file: 'accepted-file',
  cache: 'the GitHub Actions cache',
};

/** '' when the run had no accepted baseline. */
export function acceptedLine(results: Results): string {
  const facts = results.accepted;
  if (!facts) return '';
  const parts: string[] = [];
  // The state's fields come from a store anyone with cache write access could fill: inert like page text.
  if (facts.from)
    parts.push(
      `Compared with the accepted state of ${commitText(facts.from.commit)} (saved ` +
        `${inline(facts.from.savedAt, NAME_MAX)}${facts.store ? `, in ${STORE_NAME[facts.store]}` : ''})`,
    );
  else if (facts.from === null) parts.push(`No accepted state (${missingText(facts)}), so ${comparedInstead(results)}`);
  // Without a store nothing could move; analyze shards leave moving it to the report job.
  if (results.decided !== false && facts.missing !== 'no-store')
    parts.push(movement(results.passed, facts.saved, facts.from));
  const line = parts.join('; ');
  return `\n*${line.charAt(0).toUpperCase()}${line.slice(1)}.*\n`;
}

/**
 * The terminal's line when there was no accepted state (a first run): what the pages were compared
 * with and whether this run set the baseline; null when a state was used or none was asked for.
 */
export function noStateLine(results: Results): string | null {
  const facts = results.accepted;
  if (facts?.from !== null) return null;
  const moved =
    results.decided !== false && facts.missing !== 'no-store' ? `; ${movement(results.passed, facts.saved, null)}` : '';
  return `baseline: no accepted state (${missingText(facts)}), so ${comparedInstead(results)}${moved}`;
}

/**
 * What the pages were compared with instead, counted: "compared with its previous report" read as
 * if a comparison happened when none had one (a first run, the in-process service).
 */
export function comparedInstead(results: Results): string {
  const compared = results.pages.filter((page) => page.baseline !== null).length;
  if (compared === 0) return 'no page was compared with anything';
  if (compared === results.pages.length) return 'each page was compared with its previous report';
  const total = results.pages.length;
  return `${compared} of ${total} pages were compared with their previous report, the others with nothing`;
}

function missingText(facts: AcceptedFacts): string {
  const why = facts.missing ?? 'not-found';
  if (why === 'unavailable' && facts.cause) return UNAVAILABLE[facts.cause];
  return why === 'not-found' && facts.store ? NOT_FOUND[facts.store] : MISSING[why];
}

function commitText(commit: string | null): string {
  if (!commit) return 'an earlier run';
  return `commit ${/^[0-9a-f]{7,64}$/i.test(commit) ? commit.slice(0, 7) : inline(commit, NAME_MAX)}`;
}

/** `from` undefined: a report job, which did not read the state its shards compared with. */
function movement(passed: boolean, saved: boolean, from: AcceptedFacts['from']): string {
  if (saved) return 'this run passed and is the accepted state now';
  if (passed) return 'this run passed, but its state could not be saved (see the log)';
  if (from === null) return 'this run failed, so no accepted state was saved';
  return 'this run failed, so the accepted state stays where it was';
}
