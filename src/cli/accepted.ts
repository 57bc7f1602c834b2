/**
 * `pagegate accepted show|forget` and `pagegate accept`: the accepted state of `--accepted-file`
 * seen and moved by hand. `accept` takes a run's pages as accepted (the way out of a red a team
 * decided to live with without a waiver), or with `--url` only the pages named; `forget` drops
 * pages, so their next run is a new page.
 */
import { stat } from 'node:fs/promises';
import { ConfigError, readFailure } from '../errors.js';
import { acceptedFileStore } from '../io/files.js';
import { acceptedStateMeter, AcceptedStateLimitError } from '../io/accepted-state.js';
import { readBytes } from '../io/regular-files.js';
import { nextAccepted, statePages } from '../gate/accepted.js';
import { judgedSnapshot } from '../gate/accepted-snapshot.js';
import type { TreatmentOf } from '../gate/treatment.js';
import { ignoredCheck } from '../config/check-levels.js';
import { configFileChoice } from '../config/config-file-discovery.js';
import { readGateRules } from '../config/inputs.js';
import type { PageRules } from '../model/config.js';
import { readingInput, resultsPages } from '../gate/results-file.js';
import { patternMatches, rulesFor } from '../config/rules.js';
import { normalizePageUrl } from '../site/urls.js';
import { entryOf, type AcceptedDraft, type AcceptedMeta, type AcceptedState } from '../model/accepted.js';
import type { BaselineSnapshot } from '../model/results.js';
import { USAGE } from './commands.js';
import { helpText, type Flags } from './flags.js';
import { EXIT, parseCommandArgs, UsageError } from './usage.js';
import { count } from '../text/count.js';
import { clean } from '../text/plain.js';

const STATE_FLAG = {
  'accepted-file': { type: 'string', value: 'FILE', meaning: 'the accepted state (as pagegate check --accepted-file)' },
} satisfies Flags;

const ACCEPT_FLAGS = {
  'results-file': { type: 'string', value: 'FILE', meaning: 'the run whose pages become accepted (its results file)' },
  url: {
    type: 'string',
    multiple: true,
    value: 'URL|GLOB',
    shownDefault: 'every page of the run',
    meaning: 'accept only this page of the run (a URL, or a glob over URLs or paths); the others keep their state',
  },
  ...STATE_FLAG,
  'comment-tag': {
    type: 'string',
    value: 'TAG',
    shownDefault: "the state's own, else pagegate/check",
    meaning: 'the gate the state belongs to, when FILE holds none yet',
  },
  config: {
    type: 'string',
    value: 'FILE',
    shownDefault: 'found as pagegate check finds it',
    meaning: "the config file whose checks: off and ignore-checks leave findings out of the state, as check's do",
  },
  'ignore-checks': {
    type: 'string',
    value: 'GLOBS',
    meaning: 'check-name globs whose findings stay out of the state (as pagegate check --ignore-checks)',
  },
} satisfies Flags;

const EXIT_NOTE = 'Exit status: 0 done, 1 the state could not be written, 2 usage error or a file that cannot be read.';

export const ACCEPTED_HELP = helpText({
  usage: USAGE.accepted,
  about:
    'Shows the pages of an accepted state and when each was accepted, or forgets pages (a URL, or a glob over ' +
    'URLs or paths such as "/blog/**"): a forgotten page is a new page on its next run.',
  flags: STATE_FLAG,
  notes: [EXIT_NOTE],
  examples: [
    'pagegate accepted show --accepted-file .pagegate/accepted.json',
    'pagegate accepted forget "https://example.com/old" "/blog/**" --accepted-file .pagegate/accepted.json',
  ],
});

export const ACCEPT_HELP = helpText({
  usage: USAGE.accept,
  about:
    "Takes a run's analysed pages as accepted, failing or not, and keeps the state's other pages: the next " +
    'run compares with them.',
  flags: ACCEPT_FLAGS,
  notes: [EXIT_NOTE],
  examples: [
    'pagegate accept --results-file pagegate-results.json --accepted-file .pagegate/accepted.json',
    'pagegate accept --url https://example.com/pricing --results-file pagegate-results.json --accepted-file ' +
      '.pagegate/accepted.json',
  ],
});

export interface AcceptedIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export async function accepted(argv: string[], io: AcceptedIO): Promise<number> {
  const out = io.stdout;
  const { values, positionals } = parseCommandArgs('accepted', argv, STATE_FLAG);
  if (values.help) {
    out(`${ACCEPTED_HELP}\n`);
    return EXIT.pass;
  }
  const [action, ...patterns] = positionals;
  const showing = action === 'show' && patterns.length === 0;
  if (!showing && !(action === 'forget' && patterns.length > 0))
    throw new UsageError(
      'pagegate accepted: give "show", or "forget" with the URLs or globs to drop (see pagegate accepted --help)',
    );
  const path = requiredFlag('accepted', values['accepted-file'], 'accepted-file');
  const state = await loadState(path);
  return showing ? show(state, path, out) : forget(state, path, patterns, io);
}

export async function accept(argv: string[], { stdout: out, stderr }: AcceptedIO): Promise<number> {
  const { values, positionals } = parseCommandArgs('accept', argv, ACCEPT_FLAGS);
  if (values.help) {
    out(`${ACCEPT_HELP}\n`);
    return EXIT.pass;
  }
  if (positionals.length > 0) throw new UsageError(`pagegate accept: unexpected "${positionals[0]}" (see --help)`);
  const resultsFile = requiredFlag('accept', values['results-file'], 'results-file');
  const path = requiredFlag('accept', values['accepted-file'], 'accepted-file');
  await stat(resultsFile).catch((error: unknown) => {
    throw new UsageError(`pagegate accept: --results-file cannot read "${resultsFile}" (${readFailure(error)})`);
  });
  const rulesOf = await acceptRules(values.config, values['ignore-checks']);
  const store = acceptedFileStore(path);
  const load = await store.load();
  if (load.kind === 'missing' && load.why !== 'not-found') throw new UsageError(`pagegate accept: ${load.detail}`);
  const before = load.kind === 'found' ? load.state : null;
  // A results file says what each page's findings were: accepting the ones its run counted is the
  // user's judgement. Those it waived, and those of checks the config leaves off, are judged as a
  // gated run judges them: tolerated, never accepted. Each page's score history gains its score,
  // as a gated run that passes adds it.
  const next = nextAccepted(
    refusing(store.draft(), path),
    before ? statePages(before) : new Map(),
    () => false,
    (page, held) => judgedSnapshot(page, held, { ignored: ignoredCheck(rulesOf(page.url)), treatment: ACCEPTED }),
    { now: () => new Date() },
  );
  const named = values.url ?? [];
  const unmatched = new Set(named);
  try {
    for await (const page of readingInput('--results-file', resultsFile, (name) =>
      resultsPages(readBytes(resultsFile), name),
    )) {
      const matching = named.filter((pattern) => namesPage(pattern, page.url));
      if (named.length > 0 && matching.length === 0) continue;
      for (const pattern of matching) unmatched.delete(pattern);
      await next.add(page);
    }
    // A mistyped --url would otherwise accept nothing and say it saved the state.
    if (unmatched.size > 0)
      throw new UsageError(
        `pagegate accept: no page of ${resultsFile} matches ${[...unmatched].map((p) => `"${p}"`).join(', ')}; ` +
          'nothing was written',
      );
    const meta: AcceptedMeta = {
      tag: before?.tag ?? values['comment-tag'] ?? 'pagegate/check',
      commit: null,
      savedAt: new Date().toISOString(),
    };
    const saved = await next.finish(true, meta, {
      info: (line) => out(`${line}\n`),
      warn: (line) => stderr(`${line}\n`),
    });
    return saved ? EXIT.pass : EXIT.failed;
  } catch (error) {
    await next.discard();
    throw error;
  }
}

/** Every counted finding is the user's to accept, as a run that would fail on it. */
const ACCEPTED: TreatmentOf = () => 'fails';

/** The rules levelling each page's checks: the config file found or named, and --ignore-checks, as check reads them. */
async function acceptRules(
  config: string | undefined,
  ignoreChecks: string | undefined,
): Promise<(url: string) => PageRules> {
  const choice = await configFileChoice(config, process.cwd());
  const inputs = { 'ignore-checks': ignoreChecks ?? '' };
  const { rules } = readGateRules({ inputs, configFile: choice.file, configFileFound: choice.found !== null });
  return (url) => rulesFor(rules, url);
}

/**
 * The draft, refusing a page past a limit of the state's reader as a usage error (exit 2): the
 * state is left as it was. The store's writer would refuse it too, but only as "not saved" (exit 1).
 */
function refusing(draft: AcceptedDraft, path: string): AcceptedDraft {
  const measured = acceptedStateMeter();
  return {
    ...draft,
    add: (url, snapshot) => {
      try {
        measured(url, snapshot);
      } catch (error) {
        if (!(error instanceof AcceptedStateLimitError)) throw error;
        return Promise.reject(new UsageError(`pagegate accept: ${path}: ${error.message}; nothing was written`));
      }
      return draft.add(url, snapshot);
    },
  };
}

function requiredFlag(command: string, value: string | undefined, flag: string): string {
  if (value) return value;
  throw new UsageError(`pagegate ${command}: --${flag} is required (see pagegate ${command} --help)`);
}

async function loadState(path: string): Promise<AcceptedState> {
  const load = await acceptedFileStore(path).load();
  if (load.kind === 'found') return load.state;
  throw new UsageError(`pagegate accepted: ${load.detail}`);
}

/**
 * Every value of the state is the file's, which a cache entry or a fork's artifact may have
 * written: shown through `clean`, so an escape sequence (OSC 52 writing the clipboard, a screen
 * clear) or a carriage return reaches the terminal as nothing, as in the markdown sinks.
 */
function show(state: AcceptedState, path: string, out: (text: string) => void): number {
  const pages = statePages(state);
  const commit = state.commit ? `commit ${clean(state.commit.slice(0, 7))}` : 'no commit';
  const saved = clean(state.savedAt);
  out(`${path}: comment-tag "${clean(state.tag)}", saved ${saved} (${commit}), ${countOf(pages.size)}\n`);
  for (const [url, page] of pages)
    for (const snapshot of [page.fetched, page.rendered])
      if (snapshot) out(`  ${clean(snapshot.acceptedAt ?? '')}  ${modeName(snapshot)}  ${clean(url)}\n`);
  return EXIT.pass;
}

function modeName(page: BaselineSnapshot): string {
  if (page.render === undefined) return 'mode unknown';
  return page.render ? 'rendered' : 'fetched';
}

async function forget(state: AcceptedState, path: string, patterns: string[], io: AcceptedIO): Promise<number> {
  const matches = (url: string) => patterns.some((pattern) => pattern === url || matchesSafely(pattern, url));
  const pages = statePages(state);
  const kept = [...pages].filter(([url]) => !matches(url));
  const dropped = pages.size - kept.length;
  if (dropped === 0)
    throw new UsageError(`pagegate accepted: no page of ${path} matches ${patterns.map((p) => `"${p}"`).join(', ')}`);
  const draft = acceptedFileStore(path).draft();
  for (const [url, page] of kept) {
    const entry = entryOf(page);
    if (entry) await draft.add(url, entry);
  }
  const saved = await draft.save({ tag: state.tag, commit: state.commit, savedAt: state.savedAt });
  if (!saved.saved) {
    io.stderr(`pagegate accepted: ${saved.detail}\n`);
    return EXIT.failed;
  }
  io.stdout(`${path}: forgot ${countOf(dropped)}, ${countOf(kept.length)} left\n`);
  return EXIT.pass;
}

/** `--url`: the page's own URL (however it is spelled), or a glob over URLs or paths. */
function namesPage(pattern: string, url: string): boolean {
  if (URL.canParse(pattern) && normalizePageUrl(pattern) === normalizePageUrl(url)) return true;
  return matchesSafely(pattern, url);
}

/** A state's keys are whatever its file holds: one that is no URL matches only itself. */
function matchesSafely(pattern: string, url: string): boolean {
  try {
    return patternMatches(pattern, url);
  } catch (error) {
    // A pattern too long to match is the user's to fix; a key that is no URL is not.
    if (error instanceof ConfigError) throw error;
    return false;
  }
}

function countOf(pages: number): string {
  return count(pages, 'page');
}
