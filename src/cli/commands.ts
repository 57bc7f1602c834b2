/**
 * The CLI's table of commands: the usage line each shows and `pagegate --help` lists. It imports
 * nothing, so `--help` and `--version` load this table and no command's code (cli.ts imports a
 * command only when it runs).
 */
export const USAGE = {
  check: 'pagegate check [URL...] [options]',
  serve: 'pagegate serve [options]',
  crawl: 'pagegate crawl SITE-URL [options]',
  merge: 'pagegate merge RESULTS... [-o FILE]',
  accepted: 'pagegate accepted show|forget [URL|GLOB...] --accepted-file FILE',
  accept: 'pagegate accept [--url URL|GLOB ...] --results-file FILE --accepted-file FILE',
  demo: 'pagegate demo',
} as const;

export const COMMANDS = Object.keys(USAGE) as (keyof typeof USAGE)[];

export const HELP = `pagegate: gate a deploy on page quality

Commands:
  check [URL...]     analyse pages and gate on them (every action input is a --flag)
  serve              run the reference Page Analysis Service on this machine
  crawl SITE-URL     start a site crawl on the reference service (in-process without --api-url)
  merge RESULTS...   merge shard results files into one
  accepted show      list the pages of an accepted state and when each was accepted
  accepted forget    drop pages (URLs or globs) from an accepted state
  accept             take a run's pages (its results file) as the accepted state
  demo               the whole gate end to end on loopback: a baseline, a regressing deploy, a fix

Run "pagegate help COMMAND" (or "pagegate COMMAND --help") for a command's flags and examples.
Run "pagegate --version" for the version.
Exit status: 0 pass, 1 the gate failed on a page, 2 usage or configuration error, 3 the analysis could not run.

${Object.values(USAGE).join('\n')}`;
