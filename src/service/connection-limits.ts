/**
 * Caps on the connections one server holds, so slow or idle clients cannot take every file
 * descriptor: at most `perAddress` from one remote address and `total` in all; a request's headers
 * must arrive within `headersTimeoutMs` and the whole request, body included, within
 * `requestTimeoutMs`. A flood from one address is cut at its own cap; when a few addresses fill the
 * total together, a newcomer from an address holding fewer takes the oldest place of the address
 * holding the most, so there is always room for someone else (a health probe, another client). A
 * request past its time is answered and its connection destroyed (client-error.ts), so it leaves
 * the caps whether or not its client reads.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  total: number;
  perAddress: number;
  headersTimeoutMs: number;
  /** The whole request; never less than the headers' time. Bodies are at most 64 KiB. */
  requestTimeoutMs: number;
}

/** Under the 1,024 descriptors a process often gets, with room for the database and the browser. */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  total: 768,
  perAddress: 256,
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 30_000,
};

/** How often Node looks for connections past their timeouts: often enough to hold the shorter. */
export function checkingIntervalMs(limits: ConnectionLimits): number {
  return Math.max(10, Math.min(30_000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4)));
}

export function limitConnections(server: Server, limits: ConnectionLimits): void {
  server.headersTimeout = limits.headersTimeoutMs;
  // The whole request never has less time than its headers.
  server.requestTimeout = Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs + 1);
  const byAddress = new Map<string, Set<Socket>>();
  let total = 0;
  const release = (address: string, socket: Socket) => {
    const held = byAddress.get(address);
    if (!held?.delete(socket)) return;
    total -= 1;
    if (held.size === 0) byAddress.delete(address);
  };
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const held = byAddress.get(address) ?? new Set<Socket>();
    if (held.size >= limits.perAddress) return void socket.destroy();
    if (total >= limits.total) {
      const fullest = [...byAddress].reduce<[string, Set<Socket>] | undefined>(
        (most, entry) => (most === undefined || entry[1].size > most[1].size ? entry : most),
        undefined,
      );
      const [oldest] = fullest?.[1] ?? [];
      // An address holding as many as the fullest, less one, waits: it would only trade places with it.
      if (!fullest || !oldest || fullest[1].size <= held.size + 1) return void socket.destroy();
      release(fullest[0], oldest);
      oldest.destroy();
    }
    held.add(socket);
    byAddress.set(address, held);
    total += 1;
    socket.once('close', () => release(address, socket));
  });
}
