/**
 * `pagegate`: the CLI edge. Same engine as the action; errors become one line on stderr and the
 * promised exit code (0 pass, 1 gate failed on a page, 2 usage or configuration, 3 the analysis
 * could not run). A command's code is imported when it runs: `--help` and `--version` load only
 * the table of commands.
 */
import pkg from '../package.json' with { type: 'json' };
import { describe } from './errors.js';
import { COMMANDS, HELP } from './cli/commands.js';
import { EXIT, exitCodeFor, UsageError } from './cli/usage.js';
import { nearest } from './text/nearest.js';

/**
 * Output to a reader that may leave early (`pagegate check … | head -1`, a pager quit): the next
 * write fails with EPIPE, which an unheard stream throws as an uncaught error with a stack trace
 * and exit code 1, a "gate failed" the run never decided. Once the reader is gone, the rest of
 * the output is dropped quietly and the run ends with its own exit code.
 */
function quietWhenClosed(stream: NodeJS.WritableStream): (text: string) => void {
  let closed = false;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    closed = true;
  });
  return (text) => {
    if (!closed) stream.write(text);
  };
}

const out = quietWhenClosed(process.stdout);
const err = quietWhenClosed(process.stderr);

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const streams = { stdout: out, stderr: err };
  const terminal = { ...streams, isTTY: Boolean(process.stderr.isTTY), env: process.env };
  const interrupt = new AbortController();
  process.once('SIGINT', () => interrupt.abort(new Error('interrupted')));
  switch (command) {
    case 'check':
      return (await import('./cli/check.js')).check(rest, { ...terminal, signal: interrupt.signal });
    case 'serve':
      return (await import('./cli/serve.js')).serve(rest, out, process.env);
    case 'crawl':
      return (await import('./cli/crawl.js')).crawl(rest, terminal);
    case 'merge':
      return (await import('./cli/merge.js')).merge(rest, out);
    case 'demo':
      return (await import('./cli/demo.js')).demoCommand(rest, out);
    case 'accepted':
      return (await import('./cli/accepted.js')).accepted(rest, streams);
    case 'accept':
      return (await import('./cli/accepted.js')).accept(rest, streams);
    case 'help':
      if (rest[0]) return main([rest[0], '--help']);
      out(`${HELP}\n`);
      return EXIT.pass;
    case '--version':
    case '-V':
      out(`${pkg.version}\n`);
      return EXIT.pass;
    case undefined:
    case '--help':
    case '-h':
      out(`${HELP}\n`);
      return command === undefined ? EXIT.usage : EXIT.pass;
    default: {
      const near = nearest(command, COMMANDS);
      err(
        `pagegate: unknown command "${command}"${near ? ` (did you mean ${near}?)` : ''} ` +
          `(commands: ${COMMANDS.join(', ')}; see pagegate --help)\n`,
      );
      return EXIT.usage;
    }
  }
}

process.on('unhandledRejection', (reason) => {
  err(`pagegate: ${describe(reason)}\n`);
  process.exit(EXIT.analysis);
});

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // A usage line already starts with `pagegate COMMAND:`.
  err(error instanceof UsageError ? `${describe(error)}\n` : `pagegate: ${describe(error)}\n`);
  process.exitCode = exitCodeFor(error);
}
