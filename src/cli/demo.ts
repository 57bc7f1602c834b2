/** `pagegate demo`: parses its flag and runs the demo. */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { USAGE } from './commands.js';
import { helpText, type Flags } from './flags.js';
import { EXIT, parseCommandArgs } from './usage.js';

const DEMO_FLAGS = {
  out: { type: 'string', value: 'DIR', meaning: 'where the results go (default: a new temporary directory)' },
} satisfies Flags;

export const DEMO_HELP = helpText({
  usage: USAGE.demo,
  about: [
    'The whole gate end to end on loopback, with nothing to sign up for: starts the reference service',
    'and a fixture site, gates a baseline release, a release that regresses /pricing and the fix, and',
    'prints the PR comment and the job summary as GitHub shows them. Results go to a new temporary',
    'directory (its last line names it), or to --out DIR.',
  ].join('\n'),
  flags: DEMO_FLAGS,
  examples: ['npm run demo', 'npx pagegate demo', 'npx pagegate demo --out demo-results'],
});

export async function demoCommand(argv: string[], out: (text: string) => void): Promise<number> {
  const { values } = parseCommandArgs('demo', argv, DEMO_FLAGS);
  if (values.help) {
    out(`${DEMO_HELP}\n`);
    return EXIT.pass;
  }
  // The demo brings the reference service: loaded here, so `check` against a hosted service never loads it.
  const { demo } = await import('../demo/demo.js');
  return demo(out, await demoDirectory(values.out));
}

/** The user's own directory only when asked: a first command must not leave files in the repository it runs in. */
export async function demoDirectory(out: string | undefined): Promise<string> {
  return out ?? mkdtemp(join(tmpdir(), 'pagegate-demo-'));
}
