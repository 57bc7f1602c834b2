/** `pagegate demo`: parses its flag and runs the demo. */
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { USAGE } from './commands.js';
import { helpText, type Flags } from './flags.js';
import { EXIT, parseCommandArgs } from './usage.js';

const DEMO_FLAGS = {
  out: {
    type: 'string',
    value: 'DIR',
    meaning: 'where the results go (default: a new pagegate-demo-XXXXXX folder in the working directory)',
  },
} satisfies Flags;

export const DEMO_HELP = helpText({
  usage: USAGE.demo,
  about: [
    'The whole gate end to end on loopback, with nothing to sign up for: starts the reference service',
    'and a fixture site, gates a baseline release, a release that regresses /pricing and the fix, and',
    'prints the PR comment and the job summary as GitHub shows them. Results go to a new',
    'pagegate-demo-XXXXXX folder in the working directory (the first and last lines name it), or to --out DIR.',
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
  const directory = await demoDirectory(values.out, process.cwd());
  out(`pagegate demo: results go to ${directory}\n`);
  return demo(out, directory);
}

/**
 * A fresh folder beside the user, not in the temp dir: a newcomer looks for the results where they
 * ran the command, and a second run never overwrites the first.
 */
export async function demoDirectory(out: string | undefined, cwd: string): Promise<string> {
  return out ?? mkdtemp(join(cwd, 'pagegate-demo-'));
}
