/**
 * Embedded analysis: with no api-url, the gate starts the reference service in this process on a
 * loopback port, with a random key of a plan without limits, and talks to it through the same
 * client and v1 interface as to a hosted one. It may reach private and loopback addresses only
 * on the hosts of the run's own pages (their ports included); a redirect or a subresource to any
 * other private address is refused by the service's guard as always. Loaded on first use only: a
 * run against a hosted service never pays for the service's code.
 */
import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { availableParallelism } from 'node:os';
import { ConfigError } from '../errors.js';
import { ServiceTarget } from '../model/service-target.js';
import { count } from '../text/count.js';
import { INSTALL_HINT, parseAllowance, startService, type RunningService } from '../service/index.js';
import { isNeverReached } from '../http/address-reach.js';
import { joiningPages, pageHosts, type PageHost } from './hosts.js';

/** Threads and job workers of the in-process service: the runner's cores, at most 4 (the memory bench's size). */
const MAX_WORKERS = 4;

interface InProcessRun {
  /** The pages the user gave (site-url, urls, the sitemap, the crawl's seed): their hosts are allowed. */
  pages: readonly string[];
  /** allowed-sites: a page found later (a sitemap's loc) on a host the user did not give joins only when it matches. */
  trusted: (url: string) => boolean;
  /** render: true is asked for: without a browser the run cannot do what it was told. */
  render: boolean;
  info: (line: string) => void;
}

export interface InProcessService {
  /** Its key is random, and never printed. */
  service: ServiceTarget;
  /** Lets the service reach the hosts of these pages too (the page list once collected), as far as they may join. */
  allowPages: (urls: readonly string[]) => Promise<void>;
  close(): Promise<void>;
}

export async function startInProcess(run: InProcessRun): Promise<InProcessService> {
  const allowance: string[] = [];
  const allow = async (urls: readonly string[]) => {
    for (const key of await allowanceKeys(pageHosts(urls))) if (!allowance.includes(key)) allowance.push(key);
  };
  await allow(run.pages);
  const given = pageHosts(run.pages);
  const allowPages = (urls: readonly string[]) => allow(joiningPages(urls, given, run.trusted));
  const workers = Math.min(MAX_WORKERS, availableParallelism());
  const apiKey = randomBytes(24).toString('base64url');
  const service = await startService({
    port: 0,
    host: '127.0.0.1',
    keys: { [apiKey]: 'unlimited' },
    cacheTtlSeconds: 0,
    workers,
    // The same array the service's guard reads on every connection: allowPages widens it as pages become known.
    allowPrivate: allowance,
  });
  if (run.render && !service.browser) {
    await service.close();
    throw new ConfigError(`render: true needs a browser to analyse in-process, and none was found: ${INSTALL_HINT}`);
  }
  const stopOnSignal = stopping(service);
  run.info(`analysing in-process (reference service, ${count(workers, 'worker')}, ${rendering(service)})`);
  return {
    service: new ServiceTarget(service.url, apiKey),
    allowPages,
    close: async () => {
      stopOnSignal.off();
      await service.close();
    },
  };
}

/**
 * A cancelled job's signal stops the service (and its browser) before the process ends with 128 +
 * the signal's number. SIGINT only where nothing else handles it (the CLI ends its run gracefully
 * on Ctrl-C, and the run's end stops the service); a runner cancels with SIGINT, then SIGTERM.
 */
function stopping(service: RunningService): { off(): void } {
  const signals = new Map<NodeJS.Signals, number>([['SIGTERM', 143]]);
  if (process.listenerCount('SIGINT') === 0) signals.set('SIGINT', 130);
  const handlers = [...signals].map(([signal, code]) => {
    const handler = () => void service.close().finally(() => process.exit(code));
    process.once(signal, handler);
    return [signal, handler] as const;
  });
  return { off: () => handlers.forEach(([signal, handler]) => process.off(signal, handler)) };
}

function rendering(service: RunningService): string {
  return service.browser ? `rendering with ${service.browser.path}` : 'rendering unavailable';
}

/** Every address each host resolves to, with its port, as the service's guard compares them; never a link-local one. */
async function allowanceKeys(hosts: readonly PageHost[]): Promise<string[]> {
  const keys = await Promise.all(
    hosts.map(async ({ hostname, port }) => {
      const addresses = await lookup(hostname, { all: true }).catch(() => []);
      return addresses.filter(({ address }) => !isNeverReached(address)).map(({ address }) => `[${address}]:${port}`);
    }),
  );
  return parseAllowance(keys.flat());
}
