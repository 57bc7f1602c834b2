/** Usage errors and the exit codes the CLI promises: 0 pass, 1 gate failed, 2 usage or configuration. */
import { parseArgs } from 'node:util';
import { ConfigError, PagegateError } from '../errors.js';

export const EXIT = { pass: 0, failed: 1, usage: 2 } as const;

export class UsageError extends ConfigError {
  override name = 'UsageError';
}

/** Each error of the family says whether the user's configuration is at fault; anything else is a failed run. */
export function exitCodeFor(error: unknown): number {
  return error instanceof PagegateError && error.misconfigured ? EXIT.usage : EXIT.failed;
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
