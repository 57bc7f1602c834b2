/** `pagegate serve`: the reference Page Analysis Service on this machine. */
import { INSTALL_HINT, parseAllowance, parseFaults, parseKeyArg, startService, type Plan, type PrivateAllowance } from '../service/index.js';
import { EXIT, parseCommandArgs, UsageError } from './usage.js';

const SERVE_OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  'public-url': { type: 'string' },
  db: { type: 'string' },
  key: { type: 'string', multiple: true },
  faults: { type: 'string' },
  'cache-ttl': { type: 'string' },
  workers: { type: 'string' },
  chromium: { type: 'string' },
  // A string, so it can carry pairs; the bare flag is rewritten to "*" (every private address).
  'allow-private': { type: 'string', multiple: true },
} as const;

export const SERVE_HELP = `pagegate serve [options]

Runs the reference Page Analysis Service (every endpoint of the v1 interface) on this machine.

  --port N             port (default 8787; 0 picks a free one)
  --host H             address to listen on (default 127.0.0.1)
  --public-url URL     where clients reach this service (scheme, host, optional path, without /api/v1),
                       for the poll URLs it hands out (default: the address it listens on)
  --db FILE            SQLite file; reports survive restarts (default: in memory)
  --key KEY=PLAN       a workspace key and its plan: free, basic, pro, agency (repeatable; default dev-key=pro)
  --faults SPEC        fault injection, e.g. seed=7,503=0.1,429=0.05,retry-after=1,latency=20
  --cache-ttl SECONDS  how long an analysis answers from the cache (default 3600; 0 = no cache)
  --workers N          analyses run at once, rendered ones included (default 4)
  --chromium PATH      the browser for render: true (default: PAGEGATE_CHROMIUM, else chromium-headless-shell,
                       chromium, google-chrome or google-chrome-stable on PATH)
  --allow-private[=ADDR:PORT,...]
                       analyse pages on loopback and private addresses (off: SSRF-safe default);
                       with pairs, only those (e.g. --allow-private=127.0.0.1:8080,[::1]:8080)

Examples:
  pagegate serve --allow-private
  pagegate serve --host 0.0.0.0 --public-url https://analysis.internal.example
  pagegate serve --port 0 --db pages.db --key ci-key=agency --key trial=free`;

export async function serve(argv: string[], out: (text: string) => void): Promise<number> {
  const { values } = parseCommandArgs('serve', argv.map((arg) => (arg === '--allow-private' ? `${arg}=${ALL_PRIVATE}` : arg)), SERVE_OPTIONS);
  if (values.help) {
    out(`${SERVE_HELP}\n`);
    return EXIT.pass;
  }
  const keys: Record<string, Plan> = {};
  for (const arg of values.key ?? []) {
    const [key, plan] = parseKeyArg(arg);
    keys[key] = plan;
  }
  const service = await startService({
    port: integer(values.port, '--port', 8787),
    host: values.host ?? '127.0.0.1',
    ...(values['public-url'] ? { publicUrl: values['public-url'] } : {}),
    ...(values.db ? { db: values.db } : {}),
    ...(Object.keys(keys).length > 0 ? { keys } : {}),
    ...(values.faults ? { faults: parseFaults(values.faults) } : {}),
    cacheTtlSeconds: integer(values['cache-ttl'], '--cache-ttl', 3600),
    workers: integer(values.workers, '--workers', 4),
    allowPrivate: allowance(values['allow-private'] ?? []),
    ...(values.chromium ? { chromium: values.chromium } : {}),
  });
  // Handlers first: whoever reads "listening on" may signal at once (stdout to a pipe is synchronous).
  const stopped = new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  out(`listening on ${service.url}\n`);
  out(service.browser ? `rendering with ${service.browser.path} (from ${service.browser.source})\n` : `rendering unavailable: no Chromium found; ${INSTALL_HINT}\n`);
  await stopped;
  await service.close();
  out('stopped\n');
  return EXIT.pass;
}

const ALL_PRIVATE = '*';

function allowance(values: readonly string[]): PrivateAllowance {
  if (values.length === 0) return false;
  if (values.includes(ALL_PRIVATE)) return true;
  return parseAllowance(values.flatMap((value) => value.split(',')));
}

export function integer(raw: string | undefined, flag: string, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new UsageError(`${flag}: "${raw}" is not a whole number`);
  return Number(raw);
}
