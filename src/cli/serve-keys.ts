/**
 * The keys `pagegate serve` accepts. `--key KEY=PLAN` is visible to anyone who can run `ps`, so
 * keys are also read from `--keys-file FILE` and `PAGEGATE_SERVE_KEYS`; no key at all means the
 * documented `dev-key`. The start-up line names that one, and numbers the user's own keys.
 */
import { readNamedFile } from '../io/files.js';
import { DEFAULT_KEYS, parseKeyArg, type Plan } from '../service/plans.js';

interface KeySources {
  flags: readonly string[];
  file?: string | undefined;
  /** PAGEGATE_SERVE_KEYS: KEY=PLAN entries separated by commas, spaces or newlines. */
  env?: string | undefined;
}

interface ServeKeys {
  keys: Readonly<Record<string, Plan>>;
  /** false: nothing was given, so the keys are the documented default. */
  given: boolean;
}

export async function serveKeys(sources: KeySources): Promise<ServeKeys> {
  const entries: [string, Plan][] = sources.flags.map((arg) => parseKeyArg(arg));
  if (sources.file) {
    const { text } = await readNamedFile('--keys-file', sources.file);
    text.split(/\r?\n/).forEach((line, i) => {
      const entry = line.trim();
      if (entry && !entry.startsWith('#'))
        entries.push(parseKeyArg(entry, `--keys-file ${sources.file} line ${i + 1}`));
    });
  }
  for (const entry of (sources.env ?? '').split(/[\s,]+/).filter(Boolean))
    entries.push(parseKeyArg(entry, 'PAGEGATE_SERVE_KEYS'));
  if (entries.length === 0) return { keys: DEFAULT_KEYS, given: false };
  return { keys: Object.fromEntries(entries), given: true };
}

/** `keys: dev-key (pro)` for the documented key; a user's keys by number and plan, never by value. */
export function keysLine({ keys, given }: ServeKeys): string {
  const named = Object.entries(keys).map(([key, plan], i) => `${given ? `key #${i + 1}` : key} (${plan})`);
  return `keys: ${named.join(', ')}`;
}
