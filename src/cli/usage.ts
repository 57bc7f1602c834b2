/** Usage errors and the exit codes the CLI promises (outcome.ts). */
import { parseArgs } from 'node:util';
import { ConfigError } from '../errors.js';

export { EXIT, exitCodeFor } from '../model/outcome.js';

export class UsageError extends ConfigError {
  override name = 'UsageError';
}

type Options = NonNullable<Parameters<typeof parseArgs>[0]>['options'];

/**
 * node:util parseArgs with strict flags; a bad flag is one usage line pointing at the command's
 * help. A string flag whose value is `BOOL` is a boolean written any way a user would: `--render`,
 * `--render true`, `--render=false`, `--no-render`.
 */
export function parseCommandArgs<O extends Options>(
  command: string,
  argv: string[],
  options: O,
  booleans: ReadonlySet<string> = new Set(),
) {
  try {
    return parseArgs({
      args: booleanFlags(argv, booleans),
      allowPositionals: true,
      strict: true,
      options: { ...options, help: { type: 'boolean', short: 'h' } as const },
    });
  } catch (error) {
    const names = [...Object.keys(options ?? {}), 'help'];
    throw new UsageError(`pagegate ${command}: ${parseProblem(error, names)} (see pagegate ${command} --help)`);
  }
}

/**
 * A bare word after a boolean flag is its value: `--render false`, and `--render yes` too, which
 * the input then refuses as not a boolean. No page is a bare word (a url starts with http(s):// or
 * /), so taking `yes` as a url would only say it "is neither an absolute http(s) URL...".
 */
const FLAG_VALUE = /^[A-Za-z0-9]+$/;

/** The arguments with every boolean flag given its value: `--render` is `--render=true`, `--no-render` is false. */
export function booleanFlags(argv: readonly string[], booleans: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const [i, arg] of argv.entries()) {
    if (arg === '--') return [...out, ...argv.slice(i)];
    const name = /^--(?:no-)?([^=]+)$/.exec(arg)?.[1];
    if (name === undefined || !booleans.has(name)) out.push(arg);
    else if (arg.startsWith('--no-')) out.push(`--${name}=false`);
    else if (!FLAG_VALUE.test(argv[i + 1] ?? '')) out.push(`--${name}=true`);
    else out.push(arg);
  }
  return out;
}

/**
 * Node's wording, but for an unknown flag only the flag, and the nearest known one: Node goes on
 * with advice about `--` positionals that quotes the flag again and reads as an unclosed quote.
 */
function parseProblem(error: unknown, names: readonly string[]): string {
  const { code, message } = error as { code?: string; message: string };
  const flag = code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /'(-[^']*)'/.exec(message)?.[1] : undefined;
  if (!flag) return message.split('\n')[0] ?? message;
  const near = nearest(flag.replace(/^-+/, '').split('=')[0] ?? '', names);
  return `unknown flag ${flag}${near ? ` (did you mean --${near}?)` : ''}`;
}

/**
 * The known name closest to a misspelt one, when it is close: at most a third of its letters
 * changed (two at the most), or the word is the start of exactly that name.
 */
export function nearest(word: string, known: readonly string[]): string | null {
  let best: { name: string; distance: number } | null = null;
  for (const name of known) {
    const distance = editDistance(word, name);
    if (best === null || distance < best.distance) best = { name, distance };
  }
  if (best === null || word === '') return null;
  const allowed = Math.min(2, Math.floor(Math.max(word.length, best.name.length) / 3));
  if (best.distance <= allowed) return best.name;
  const started = known.filter((name) => name.startsWith(word));
  return started.length === 1 ? (started[0] ?? null) : null;
}

/** Levenshtein distance over code units: names here are ASCII. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, substitution));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}
