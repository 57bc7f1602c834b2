/** `pagegate crawl SITE-URL`: starts a site crawl on the reference service (the v1 interface only reads crawls). */
import { PageAnalysisClient } from '../client/client.js';
import { integer } from './serve.js';
import { helpText, type Flags } from './flags.js';
import { EXIT, parseCommandArgs, UsageError } from './usage.js';

const CRAWL_FLAGS = {
  'api-url': { type: 'string', value: 'URL', env: 'PAGEGATE_API_URL', meaning: 'reference service base URL including /api/v1' },
  'api-key': { type: 'string', value: 'KEY', env: 'PAGEGATE_API_KEY', meaning: 'workspace key on the Pro or Agency plan' },
  'max-pages': { type: 'string', value: 'N', shownDefault: "the plan's cap", meaning: 'page limit (capped by the plan)' },
  'max-depth': { type: 'string', value: 'N', shownDefault: '3', meaning: 'link depth limit' },
} satisfies Flags;

export const CRAWL_HELP = helpText({
  usage: 'pagegate crawl SITE-URL [options]',
  about: 'Starts a site crawl on the reference service and prints its id; gate on it with --crawl ID (or latest).',
  flags: CRAWL_FLAGS,
  examples: ['pagegate crawl http://127.0.0.1:8080/ --api-url http://127.0.0.1:8787/api/v1 --api-key dev-key'],
});

export async function crawl(argv: string[], out: (text: string) => void, env: NodeJS.ProcessEnv): Promise<number> {
  const { values, positionals } = parseCommandArgs('crawl', argv, CRAWL_FLAGS);
  if (values.help) {
    out(`${CRAWL_HELP}\n`);
    return EXIT.pass;
  }
  const site = positionals[0];
  if (!site || positionals.length > 1) throw new UsageError('pagegate crawl: give exactly one SITE-URL (see pagegate crawl --help)');
  const apiUrl = values['api-url'] ?? env.PAGEGATE_API_URL;
  const apiKey = values['api-key'] ?? env.PAGEGATE_API_KEY;
  if (!apiUrl || !apiKey) throw new UsageError('pagegate crawl: --api-url and --api-key (or PAGEGATE_API_URL / PAGEGATE_API_KEY) are required');
  const client = new PageAnalysisClient({ baseUrl: apiUrl, apiKey });
  const request = {
    url: site,
    ...(values['max-pages'] ? { max_pages: integer(values['max-pages'], '--max-pages') } : {}),
    ...(values['max-depth'] ? { max_depth: integer(values['max-depth'], '--max-depth') } : {}),
  };
  const started = await client.startReferenceCrawl(request).finally(() => client.close());
  out(`crawl ${started.id} ${started.state}: ${started.seed_url} (max ${started.max_pages} pages, depth ${started.max_depth})\n`);
  return EXIT.pass;
}
