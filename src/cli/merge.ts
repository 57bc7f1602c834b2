/** `pagegate merge`: shard results files -> one results file (what `mode: report` reads). */
import { ConfigError, readFailure } from '../errors.js';
import type { Results } from '../model/results.js';
import { writeOutputFile } from '../io/files.js';
import { readBytes } from '../io/regular-files.js';
import { mergeResults } from '../gate/merge.js';
import { readResults } from '../gate/results-file.js';
import { USAGE } from './commands.js';
import { helpText, type Flags } from './flags.js';
import { EXIT, parseCommandArgs, UsageError } from './usage.js';

const MERGE_FLAGS = {
  output: {
    type: 'string',
    short: 'o',
    value: 'FILE',
    shownDefault: 'print it',
    meaning: 'where the merged results file is written',
  },
} satisfies Flags;

export const MERGE_HELP = helpText({
  usage: USAGE.merge,
  about: 'Merges shard results files (from mode: analyze) into one results file.',
  flags: MERGE_FLAGS,
  examples: ['pagegate merge shard-1.json shard-2.json -o results.json'],
});

export async function merge(argv: string[], out: (text: string) => void): Promise<number> {
  const { values, positionals } = parseCommandArgs('merge', argv, MERGE_FLAGS);
  if (values.help) {
    out(`${MERGE_HELP}\n`);
    return EXIT.pass;
  }
  if (positionals.length === 0)
    throw new UsageError('pagegate merge: give at least one results file (see pagegate merge --help)');
  const parts = [];
  for (const file of positionals) parts.push(await readPart(file));
  const text = `${JSON.stringify(mergeResults(parts), null, 2)}\n`;
  if (values.output) await writeOutputFile('pagegate merge: --output', values.output, text);
  else out(text);
  return EXIT.pass;
}

/** One part, read streamed; a part that cannot be read names the file (what is wrong inside it says so too). */
async function readPart(file: string): Promise<Results> {
  try {
    return await readResults(readBytes(file), file);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new UsageError(`pagegate merge: cannot read "${file}" (${readFailure(error)})`);
  }
}
