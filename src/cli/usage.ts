/** Usage errors and the exit codes the CLI promises (outcome.ts). */
import { parseArgs } from 'node:util';
import { ConfigError } from '../errors.js';
import { nearest } from '../text/nearest.js';

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
