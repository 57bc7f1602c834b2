/**
 * `pagegate`: the CLI edge. Same engine as the action; errors become one line on stderr and the
 * promised exit code (0 pass, 1 gate failed, 2 usage or configuration).
 */
import { describe } from './errors.js';
import { accept, ACCEPT_HELP, accepted, ACCEPTED_HELP } from './cli/accepted.js';
import { check, CHECK_HELP } from './cli/check.js';
import { crawl, CRAWL_HELP } from './cli/crawl.js';
import { demoCommand, DEMO_HELP } from './cli/demo.js';
import { merge, MERGE_HELP } from './cli/merge.js';
import { serve, SERVE_HELP } from './cli/serve.js';
import { EXIT, exitCodeFor, UsageError } from './cli/usage.js';

const HELP = `pagegate: gate a deploy on page quality

Commands:
  check [URL...]     analyse pages and gate on them (every action input is a --flag)
  serve              run the reference Page Analysis Service on this machine
  crawl SITE-URL     start a site crawl on the reference service
  merge RESULTS...   merge shard results files into one
  accepted show      list the pages of an accepted state and when each was accepted
  accepted forget    drop pages (URLs or globs) from an accepted state
  accept             take a run's pages (its results file) as the accepted state
  demo               the whole gate end to end on loopback: a baseline, a regressing deploy, a fix

Run "pagegate help COMMAND" (or "pagegate COMMAND --help") for a command's flags and examples.
Exit status: 0 pass, 1 gate failed, 2 usage or configuration error.

${CHECK_HELP.split('\n')[0]}
${SERVE_HELP.split('\n')[0]}
${CRAWL_HELP.split('\n')[0]}
${MERGE_HELP.split('\n')[0]}
${ACCEPTED_HELP.split('\n')[0]}
${ACCEPT_HELP.split('\n')[0]}
${DEMO_HELP.split('\n')[0]}`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const out = (text: string) => void process.stdout.write(text);
  const interrupt = new AbortController();
  process.once('SIGINT', () => interrupt.abort(new Error('interrupted')));
  switch (command) {
    case 'check':
      return check(rest, {
        stdout: out,
        stderr: (t) => void process.stderr.write(t),
        isTTY: Boolean(process.stderr.isTTY),
        env: process.env,
        signal: interrupt.signal,
      });
    case 'serve':
      return serve(rest, out, process.env);
    case 'crawl':
      return crawl(rest, {
        stdout: out,
        stderr: (t) => void process.stderr.write(t),
        isTTY: Boolean(process.stderr.isTTY),
        env: process.env,
      });
    case 'merge':
      return merge(rest, out);
    case 'demo':
      return demoCommand(rest, out);
    case 'accepted':
      return accepted(rest, { stdout: out, stderr: (t) => void process.stderr.write(t) });
    case 'accept':
      return accept(rest, { stdout: out, stderr: (t) => void process.stderr.write(t) });
    case 'help':
      if (rest[0]) return main([rest[0], '--help']);
      out(`${HELP}\n`);
      return EXIT.pass;
    case undefined:
    case '--help':
    case '-h':
      out(`${HELP}\n`);
      return command === undefined ? EXIT.usage : EXIT.pass;
    default:
      process.stderr.write(
        `pagegate: unknown command "${command}" (commands: check, serve, crawl, merge, accepted, accept, demo; see pagegate --help)\n`,
      );
      return EXIT.usage;
  }
}

process.on('unhandledRejection', (reason) => {
  process.stderr.write(`pagegate: ${describe(reason)}\n`);
  process.exit(EXIT.usage);
});

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // A usage line already starts with `pagegate COMMAND:`.
  process.stderr.write(error instanceof UsageError ? `${describe(error)}\n` : `pagegate: ${describe(error)}\n`);
  process.exitCode = exitCodeFor(error);
}
