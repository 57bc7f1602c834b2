/**
 * Caps on the connections one server holds, so slow or idle clients cannot take every file
 * descriptor: at most `perAddress` from one remote address, `total` in all (Node refuses past it),
 * a request's headers must arrive within `headersTimeoutMs` and the whole request, body included,
 * within `requestTimeoutMs`. A flood from one address is cut at its own cap and leaves room for
 * everyone else (a health probe, another client); a request past its time is answered and its
 * connection destroyed (client-error.ts), so it leaves the caps whether or not its client reads.
 */
import type { Server } from 'node:http';

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
  server.maxConnections = limits.total;
  server.headersTimeout = limits.headersTimeoutMs;
  // The whole request never has less time than its headers.
  server.requestTimeout = Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs + 1);
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= limits.perAddress) return void socket.destroy();
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
