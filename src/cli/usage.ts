/** Usage errors and the exit codes the CLI promises (outcome.ts). */
import { parseArgs } from 'node:util';
import { ConfigError } from '../errors.js';

export { EXIT, exitCodeFor } from '../outcome.js';

export class UsageError extends ConfigError {
  override name = 'UsageError';
}

type Options = NonNullable<Parameters<typeof parseArgs>[0]>['options'];

/** node:util parseArgs with strict flags; a bad flag is one usage line pointing at the command's help. */
export function parseCommandArgs<O extends Options>(command: string, argv: string[], options: O) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { ...options, help: { type: 'boolean', short: 'h' } as const },
    });
  } catch (error) {
    throw new UsageError(`pagegate ${command}: ${parseProblem(error)} (see pagegate ${command} --help)`);
  }
}

/**
 * Node's wording, but for an unknown flag only the flag: Node goes on with advice about `--`
 * positionals that quotes the flag again and reads as an unclosed quote.
 */
function parseProblem(error: unknown): string {
  const { code, message } = error as { code?: string; message: string };
  const flag = code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /'(-[^']*)'/.exec(message)?.[1] : undefined;
  return flag ? `unknown flag ${flag}` : (message.split('\n')[0] ?? message);
}
