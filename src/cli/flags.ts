/**
 * A command's flags as one table: node:util parseArgs reads its `type`, `short`, `multiple` and
 * `default`, and the command's help is generated from the same rows, so the help lists every flag
 * the command takes, with its default and one line of meaning.
 */
export interface Flag {
  type: 'string' | 'boolean';
  short?: string;
  multiple?: boolean;
  /** Filled in by parseArgs when the flag is not given, and shown in the help. */
  default?: string;
  /** Shown in the help only: a default the command or the engine applies itself. */
  shownDefault?: string;
  /** The placeholder after the flag in the help: `--port N`. */
  value?: string;
  meaning: string;
  /** An environment variable read when the flag is not given. */
  env?: string;
}

export type Flags = Record<string, Flag>;

interface CommandHelp {
  usage: string;
  about: string;
  flags: Flags;
  /** Lines after the flags (exit status, notes). */
  notes?: string[];
  examples: string[];
}

const WIDTH = 100;
const COLUMN = 26;

export function helpText(help: CommandHelp): string {
  const rows = Object.entries(help.flags).map(([name, flag]) => flagRow(name, flag));
  rows.push(flagRow('help', { type: 'boolean', short: 'h', meaning: 'this help' }));
  const sections = [help.usage, help.about, `Options:\n${rows.join('\n')}`];
  if (help.notes?.length) sections.push(help.notes.join('\n'));
  if (help.examples.length > 0) sections.push(`Examples:\n${help.examples.map((line) => `  ${line}`).join('\n')}`);
  return sections.join('\n\n');
}

function flagRow(name: string, flag: Flag): string {
  const left =
    `  ${flag.short ? `-${flag.short}, ` : ''}--${name}` +
    `${flag.value ? ` ${flag.value}` : ''}${flag.multiple ? ' ...' : ''}`;
  const shown = flag.default ?? flag.shownDefault;
  const extras = [shown ? `default ${shown}` : '', flag.env ? `env ${flag.env}` : ''].filter(Boolean);
  // The parenthesis is one word to the wrapper, so a default is never split from its value.
  const words = [...flag.meaning.split(' '), ...(extras.length > 0 ? [`(${extras.join('; ')})`] : [])];
  const lines = wrap(words, WIDTH - COLUMN);
  const first = left.length < COLUMN - 1 ? `${left.padEnd(COLUMN)}${lines.shift() ?? ''}` : left;
  return [first, ...lines.map((line) => `${' '.repeat(COLUMN)}${line}`)].join('\n');
}

/** Words into lines of at most `width` characters (a longer word gets a line of its own). */
function wrap(words: string[], width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
