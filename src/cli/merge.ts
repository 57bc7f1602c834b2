/** `pagegate merge`: shard results files -> one results file (what `mode: report` reads). */
import { writeFile } from 'node:fs/promises';
import { readFailure } from '../errors.js';
import { readText } from '../files.js';
import { parseResultsText } from '../gate/baseline-file.js';
import { mergeResults } from '../gate/merge.js';
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
  const parts = await Promise.all(positionals.map(async (file) => parseResultsText(await readResults(file), file)));
  const text = `${JSON.stringify(mergeResults(parts), null, 2)}\n`;
  if (values.output) await writeFile(values.output, text);
  else out(text);
  return EXIT.pass;
}

async function readResults(file: string): Promise<string> {
  try {
    return await readText(file);
  } catch (error) {
    throw new UsageError(`pagegate merge: cannot read "${file}" (${readFailure(error)})`);
  }
}
