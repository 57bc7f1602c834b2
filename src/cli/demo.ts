/** `pagegate demo`: parses its (only) flag and runs the demo. */
import { USAGE } from './commands.js';
import { helpText } from './flags.js';
import { EXIT, parseCommandArgs } from './usage.js';

export const DEMO_HELP = helpText({
  usage: USAGE.demo,
  about: [
    'The whole gate end to end on loopback, with nothing to sign up for: starts the reference service',
    'and a fixture site, gates a baseline release, a release that regresses /pricing and the fix, and',
    'prints the PR comment and the job summary as GitHub shows them. Results go to .pagegate/demo/.',
  ].join('\n'),
  flags: {},
  examples: ['npm run demo', 'npx pagegate demo'],
});

export async function demoCommand(argv: string[], out: (text: string) => void): Promise<number> {
  const { values } = parseCommandArgs('demo', argv, {});
  if (values.help) {
    out(`${DEMO_HELP}\n`);
    return EXIT.pass;
  }
  // The demo brings the reference service: loaded here, so `check` against a hosted service never loads it.
  const { demo } = await import('../demo/demo.js');
  return demo(out);
}
