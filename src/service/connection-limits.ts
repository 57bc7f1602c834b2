/**
 * Caps on the connections one server holds, so slow or idle clients cannot take every file
 * descriptor: at most `perAddress` from one remote address, `total` in all (Node refuses past it),
 * and a request's headers must arrive within `headersTimeoutMs`. A flood from one address is cut
 * at its own cap and leaves room for everyone else (a health probe, another client).
 */
import type { Server } from 'node:http';

export interface ConnectionLimits {
  total: number;
  perAddress: number;
  headersTimeoutMs: number;
}

/** Under the 1,024 descriptors a process often gets, with room for the database and the browser. */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { total: 768, perAddress: 256, headersTimeoutMs: 20_000 };

/** How often Node looks for connections past their header timeout: often enough to hold the timeout. */
export function checkingIntervalMs(limits: ConnectionLimits): number {
  return Math.max(10, Math.min(30_000, Math.floor(limits.headersTimeoutMs / 4)));
}

export function limitConnections(server: Server, limits: ConnectionLimits): void {
  server.maxConnections = limits.total;
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = Math.max(server.requestTimeout, limits.headersTimeoutMs + 1);
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
