/** `pagegate serve`: the reference Page Analysis Service on this machine. */
import type { PrivateAllowance, RunningService } from '../service/index.js';
import { isPostgresUrl } from '../service/database.js';
import { INSTALL_HINT } from '../service/render/find-browser.js';
import { boundHeapGrowth } from '../io/heap-growth.js';
import { keysLine, serveKeys } from './serve-keys.js';
import { USAGE } from './commands.js';
import { helpText, type Flags } from './flags.js';
import { EXIT, parseCommandArgs, UsageError } from './usage.js';

const SERVE_FLAGS = {
  port: { type: 'string', value: 'N', default: '8787', meaning: 'port to listen on; 0 picks a free one' },
  host: { type: 'string', value: 'H', default: '127.0.0.1', meaning: 'address to listen on' },
  'public-url': {
    type: 'string',
    value: 'URL',
    shownDefault: 'the address it listens on',
    meaning:
      'where clients reach this service (scheme, host, optional path, without /api/v1), for the poll URLs it hands out',
  },
  db: {
    type: 'string',
    value: 'FILE|URL',
    env: 'PAGEGATE_SERVE_DB',
    shownDefault: 'in memory',
    meaning:
      'SQLite file (reports survive restarts), or postgres://USER@HOST:PORT/DB: one database shared by many ' +
      'nodes, each serving the whole interface and running workers',
  },
  key: {
    type: 'string',
    value: 'KEY=PLAN',
    multiple: true,
    shownDefault: 'dev-key=pro',
    meaning: 'a workspace key and its plan: free, basic, pro, agency (visible in ps: prefer --keys-file)',
  },
  'keys-file': {
    type: 'string',
    value: 'FILE',
    env: 'PAGEGATE_SERVE_KEYS',
    meaning: 'KEY=PLAN lines (# comments); the environment variable holds the same, comma-separated',
  },
  faults: {
    type: 'string',
    value: 'SPEC',
    meaning: 'fault injection, e.g. seed=7,503=0.1,429=0.05,retry-after=1,latency=20',
  },
  'cache-ttl': {
    type: 'string',
    value: 'SECONDS',
    default: '3600',
    meaning: 'how long an analysis answers from the cache; 0 = no cache',
  },
  workers: { type: 'string', value: 'N', default: '4', meaning: 'analyses run at once, rendered ones included' },
  lease: {
    type: 'string',
    value: 'SECONDS',
    default: '60',
    meaning: 'how long a node that stopped answering (killed, cut off) holds its jobs before another node runs them',
  },
  'log-format': {
    type: 'string',
    value: 'text|json',
    default: 'text',
    meaning: 'text: the start-up lines only; json: one JSON object per line for them, every request and error',
  },
  'max-connections': { type: 'string', value: 'N', default: '768', meaning: 'open connections in all' },
  'max-connections-per-address': {
    type: 'string',
    value: 'N',
    default: '256',
    meaning: 'open connections from one client address',
  },
  'headers-timeout': {
    type: 'string',
    value: 'SECONDS',
    default: '20',
    meaning: "time a client has to send a request's headers",
  },
  chromium: {
    type: 'string',
    value: 'PATH',
    env: 'PAGEGATE_CHROMIUM',
    meaning:
      'the browser for render: true; without it and the variable, the first of chromium-headless-shell, ' +
      'chromium, google-chrome, google-chrome-stable on PATH',
  },
  // A string, so it can carry pairs; the bare flag is rewritten to "*" (every private address).
  'allow-private': {
    type: 'string',
    value: '[=ADDR:PORT,...]',
    multiple: true,
    meaning:
      'analyse pages on loopback and private addresses (off: SSRF-safe default); with pairs, only those (e.g. ' +
      '--allow-private=127.0.0.1:8080,[::1]:8080)',
  },
} satisfies Flags;

export const SERVE_HELP = helpText({
  usage: USAGE.serve,
  about: 'Runs the reference Page Analysis Service (every endpoint of the v1 interface) on this machine.',
  flags: SERVE_FLAGS,
  examples: [
    'pagegate serve --allow-private',
    'pagegate serve --host 0.0.0.0 --public-url https://analysis.internal.example',
    'pagegate serve --port 0 --db pages.db --keys-file keys.txt',
  ],
});

export async function serve(argv: string[], out: (text: string) => void, env: NodeJS.ProcessEnv): Promise<number> {
  const { values } = parseCommandArgs(
    'serve',
    argv.map((arg) => (arg === '--allow-private' ? `${arg}=${ALL_PRIVATE}` : arg)),
    SERVE_FLAGS,
  );
  if (values.help) {
    out(`${SERVE_HELP}\n`);
    return EXIT.pass;
  }
  // The service's process holds every page in flight and the browser's answers about it: bounded,
  // its peak on rendered docs pages fell by 55-100 MB (bench/README.md).
  boundHeapGrowth();
  // Loaded here, not at start-up: `check` against a hosted service never loads the service's code.
  const { parseAllowance, parseFaults, startService } = await import('../service/index.js');
  const keys = await serveKeys({ flags: values.key ?? [], file: values['keys-file'], env: env.PAGEGATE_SERVE_KEYS });
  const cacheTtlSeconds = integer(values['cache-ttl'], '--cache-ttl');
  const format = logFormat(values['log-format']);
  const db = values.db ?? env.PAGEGATE_SERVE_DB;
  const log = (line: string, fields: Record<string, unknown> = {}) => out(`${jsonLine(line, fields)}\n`);
  const service = await startService({
    port: integer(values.port, '--port'),
    host: values.host,
    ...(values['public-url'] ? { publicUrl: values['public-url'] } : {}),
    ...(db ? { db } : {}),
    leaseMs: integer(values.lease, '--lease') * 1000,
    connections: {
      total: integer(values['max-connections'], '--max-connections'),
      perAddress: integer(values['max-connections-per-address'], '--max-connections-per-address'),
      headersTimeoutMs: integer(values['headers-timeout'], '--headers-timeout') * 1000,
    },
    ...(format === 'json' ? { log } : {}),
    keys: { ...keys.keys },
    ...(values.faults ? { faults: parseFaults(values.faults) } : {}),
    cacheTtlSeconds,
    workers: integer(values.workers, '--workers'),
    allowPrivate: allowance(values['allow-private'] ?? [], parseAllowance),
    ...(values.chromium ? { chromium: values.chromium } : {}),
  });
  // Handlers first: whoever reads "listening on" may signal at once (stdout to a pipe is synchronous).
  const stopped = new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  const started = [
    `listening on ${service.url}`,
    keysLine(keys),
    `cache: ${cacheTtlSeconds > 0 ? `${cacheTtlSeconds} s` : 'off'} (--cache-ttl)`,
    `rendering: ${rendering(service)}`,
    `private addresses: ${privateAddresses(values['allow-private'] ?? [])}`,
    `store: ${db && isPostgresUrl(db) ? `PostgreSQL, node ${service.node}` : db ? `SQLite file ${db}` : 'in memory'}`,
  ];
  for (const line of started) {
    if (format === 'json') log(line, { event: 'start' });
    else out(`${line}\n`);
  }
  await stopped;
  await service.close();
  if (format === 'json') log('stopped', { event: 'stop' });
  else out('stopped\n');
  return EXIT.pass;
}

function logFormat(raw: string): 'text' | 'json' {
  if (raw === 'text' || raw === 'json') return raw;
  throw new UsageError(`--log-format: "${raw}" is not one of text, json`);
}

/** One JSON log line: the time, the line as text, and its facts as fields. */
function jsonLine(line: string, fields: Record<string, unknown>): string {
  return JSON.stringify({ time: new Date().toISOString(), msg: line, ...fields });
}

function rendering(service: RunningService): string {
  if (!service.browser)
    return `unavailable, no Chromium found (render: true answers 422 render_unavailable); ${INSTALL_HINT}`;
  return `with ${service.browser.path} (from ${service.browser.source})`;
}

/** Whether pages on private and local addresses are analysed, as the flag set it. */
function privateAddresses(values: readonly string[]): string {
  if (values.length === 0) return 'refused (--allow-private to analyse pages on this network)';
  if (values.includes(ALL_PRIVATE)) return 'allowed (--allow-private)';
  return `allowed only for ${values.flatMap((value) => value.split(',')).join(', ')} (--allow-private)`;
}

const ALL_PRIVATE = '*';

function allowance(
  values: readonly string[],
  parseAllowance: (entries: readonly string[]) => readonly string[],
): PrivateAllowance {
  if (values.length === 0) return false;
  if (values.includes(ALL_PRIVATE)) return true;
  return parseAllowance(values.flatMap((value) => value.split(',')));
}

export function integer(raw: string, flag: string): number {
  if (!/^\d+$/.test(raw)) throw new UsageError(`${flag}: "${raw}" is not a whole number`);
  return Number(raw);
}
