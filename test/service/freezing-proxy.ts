import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP proxy to PostgreSQL for one node. `freezeAfter(n)` lets the node's next n writes
 * through and then stops every connection in both directions, new ones included.
 */
export class FreezingProxy {
  readonly server: Server;
  readonly frozen = Promise.withResolvers<void>();
  readonly #sockets: Socket[] = [];
  #isFrozen = false;
  #left: number | null = null;

  constructor(target: { host: string; port: number }) {
    this.server = createServer((client) => {
      const upstream = connect(target);
      this.#sockets.push(client, upstream);
      for (const socket of [client, upstream]) socket.on('error', () => undefined);
      if (this.#isFrozen) for (const socket of [client, upstream]) socket.pause();
      client.on('data', (chunk) => {
        upstream.write(chunk);
        if (this.#left !== null && --this.#left === 0) this.#freeze();
      });
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }

  freezeAfter(writes: number): void {
    this.#left = writes;
  }

  get isFrozen(): boolean {
    return this.#isFrozen;
  }

  #freeze(): void {
    this.#isFrozen = true;
    for (const socket of this.#sockets) socket.pause();
    this.frozen.resolve();
  }

  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
