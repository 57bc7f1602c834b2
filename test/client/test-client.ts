/**
 * What the client tests share: the base URL and key they use, fixture loading, and a client whose
 * waits are recorded instead of slept (jitter factor pinned to 1, so backoff delays are exact).
 */
import { readFileSync } from 'node:fs';
import { PageAnalysisClient, type ClientOptions, type RetryInfo } from '../../src/client/client.js';
import { ServiceTarget } from '../../src/model/service-target.js';

export const ORIGIN = 'http://api.test';
export const BASE = `${ORIGIN}/api/v1`;
export const KEY = 'pk_live_Zq7S3cr3tK3y';

export function fixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../fixtures/client/${name}.json`, import.meta.url), 'utf8')) as T;
}

export interface TestClient {
  client: PageAnalysisClient;
  /** Every wait the retry loop asked for, in order. */
  delays: number[];
  retries: RetryInfo[];
}

const open = new Set<PageAnalysisClient>();

/** Closes every client made since the last call (each holds an undici Agent). */
export async function closeClients(): Promise<void> {
  await Promise.all([...open].map((client) => client.close()));
  open.clear();
}

/** The client's options, with the service given by its base URL and key (default BASE and KEY). */
export type TestClientOptions = Partial<Omit<ClientOptions, 'service'>> & { baseUrl?: string; apiKey?: string };

export function testClient({ baseUrl = BASE, apiKey = KEY, ...overrides }: TestClientOptions = {}): TestClient {
  const delays: number[] = [];
  const retries: RetryInfo[] = [];
  const client = new PageAnalysisClient({
    service: new ServiceTarget(baseUrl, apiKey),
    random: () => 0,
    sleep: async (ms, signal) => {
      delays.push(ms);
      signal?.throwIfAborted();
    },
    onRetry: (info) => retries.push(info),
    ...overrides,
  });
  open.add(client);
  return { client, delays, retries };
}

/** The rejection of `promise`, failing the test when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection, but the promise resolved');
}
