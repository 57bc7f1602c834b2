/**
 * The connection a node LISTENs on for the events of every node (PostgreSQL's NOTIFY): each
 * notification goes to the handlers of its channel. When the connection is lost (a restart, a
 * failover, a terminated backend) a new one listens in its place, tried again from 100 ms up to
 * every 5 s, and what may have been sent meanwhile is made up for by the `onMissed` handlers.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Channel } from './database.js';

const CHANNELS: readonly Channel[] = ['pagegate_report_finished', 'pagegate_jobs'];

/** The first wait before connecting the listener again after it was lost, doubled up to the last. */
const RECONNECT_MS = [100, 5_000] as const;

/**
 * A half-open connection (the database's host gone, a NAT's entry dropped) delivers nothing and
 * reports nothing: the listener sends SELECT 1 this often, and one not answered by the next is a
 * lost connection. TCP keepalive (from KEEPALIVE_MS idle) tells the kernel to find it out too.
 */
const PROBE_MS = 15_000;
const KEEPALIVE_MS = 10_000;

export class PostgresListener {
  readonly #url: string;
  readonly #onError: (error: Error) => void;
  readonly #handlers = new Map<Channel, ((payload: string) => void)[]>();
  readonly #missed: (() => void)[] = [];
  readonly #probeMs: number;
  #client: pg.Client;
  #closed = false;

  private constructor(client: pg.Client, url: string, onError: (error: Error) => void, probeMs: number) {
    this.#client = client;
    this.#url = url;
    this.#onError = onError;
    this.#probeMs = probeMs;
    this.#hear(client);
  }

  /**
   * Listens on every channel; `onError` hears the connection lost, and each try to connect again.
   * `probeMs`: how often the connection is probed (tests shorten it).
   */
  static async connect(url: string, onError: (error: Error) => void, probeMs = PROBE_MS): Promise<PostgresListener> {
    return new PostgresListener(await connectListener(url), url, onError, probeMs);
  }

  listen(channel: Channel, handler: (payload: string) => void): void {
    this.#handlers.set(channel, [...(this.#handlers.get(channel) ?? []), handler]);
  }

  onMissed(handler: () => void): void {
    this.#missed.push(handler);
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#client.end();
  }

  #hear(client: pg.Client): void {
    let probing = false;
    const probe = setInterval(() => {
      if (probing)
        return void (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      probing = true;
      client.query('SELECT 1').then(
        () => void (probing = false),
        () => undefined,
      );
    }, this.#probeMs);
    probe.unref();
    client.on('end', () => clearInterval(probe));
    client.on('notification', (message) => {
      for (const handler of this.#handlers.get(message.channel as Channel) ?? []) handler(message.payload ?? '');
    });
    let lost = false;
    const reconnect = (error?: Error) => {
      if (lost || this.#closed) return;
      lost = true;
      this.#onError(error ?? new Error('the listening connection ended'));
      void this.#relisten();
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect());
  }

  async #relisten(): Promise<void> {
    for (let wait: number = RECONNECT_MS[0]; !this.#closed; wait = Math.min(wait * 2, RECONNECT_MS[1])) {
      await sleep(wait);
      if (this.#closed) return;
      try {
        const client = await connectListener(this.#url);
        if (this.#closed) return void (await client.end());
        this.#client = client;
        this.#hear(client);
        for (const handler of this.#missed) handler();
        return;
      } catch (error) {
        this.#onError(error as Error);
      }
    }
  }
}

/** A connection that LISTENs on every channel. */
async function connectListener(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: KEEPALIVE_MS });
  // Until #hear takes over, an error is the connect's or a LISTEN's, and rejects below.
  client.on('error', () => undefined);
  try {
    await client.connect();
    for (const channel of CHANNELS) await client.query(`LISTEN ${channel}`);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
}
