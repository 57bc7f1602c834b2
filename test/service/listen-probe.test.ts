/**
 * A half-open LISTEN connection (nothing arrives, nothing fails) is found by the listener's own
 * probe (SELECT 1, unanswered by the next), and a new connection listens in its place.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PostgresListener } from '../../src/service/pg-listener.js';
import { FreezingProxy } from './freezing-proxy.js';
import { postgresSuite } from './postgres-suite.js';

const postgres = postgresSuite();
let proxy: FreezingProxy | undefined;
let listener: PostgresListener | undefined;
afterEach(async () => {
  await proxy?.close();
  await listener?.close().catch(() => undefined);
});

describe.skipIf(postgres.missing !== null)('the LISTEN connection', () => {
  it('finds a connection that stopped answering and listens again', async () => {
    const db = new URL(await postgres.createDatabase());
    proxy = new FreezingProxy({ host: db.hostname, port: Number(db.port) });
    await new Promise<void>((resolve) => proxy!.server.listen(0, '127.0.0.1', resolve));
    const proxied = new URL(db);
    proxied.port = String((proxy.server.address() as { port: number }).port);
    const lost = Promise.withResolvers<Error>();
    listener = await PostgresListener.connect(proxied.href, (error) => lost.resolve(error), 50);
    // The next write (the probe) goes through, and then nothing moves either way.
    proxy.freezeAfter(1);
    expect(await lost.promise).toBeInstanceOf(Error);
  }, 30_000);
});
