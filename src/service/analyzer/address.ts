/**
 * SSRF guard: a page URL given to the service must not reach the service's own machine or
 * network. Every address a host name resolves to is checked (one bad address refuses the host,
 * since the connection may use any of them), at connection time through the socket's `lookup`,
 * so a DNS answer cannot change between the check and the connect; literal IPs, which skip
 * lookup, are checked before each request, redirect hops included. The browser's requests pass
 * the same checks (render/guard-proxy.ts).
 *
 * Which addresses are public is ipaddr.js's range table, not ours: only its `unicast` range
 * passes. An IPv6 address that carries an IPv4 one (mapped, compatible, translated, NAT64, 6to4,
 * Teredo) reaches that IPv4 host through a translator, so it is judged by the IPv4 it carries.
 */
import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ServeConfigError } from '../errors.js';
import { AnalysisFailure } from './failure.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/**
 * Which private addresses a page may reach anyway: none (false), all (true: tests, the demo),
 * or exact `address:port` pairs from `parseAllowance`, so a test can allow one loopback port and
 * watch another being refused.
 */
export type PrivateAllowance = boolean | readonly string[];

/** Unicast in ipaddr.js's table, yet not public: the cloud's host endpoints. */
const ALSO_BLOCKED = ['168.63.129.16/32' /* Azure WireServer */].map((cidr) => ipaddr.parseCIDR(cidr));

/** Only 2000::/3 is allocated as global unicast; the rest of ipaddr.js's `unicast` v6 space is unassigned. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/** RFC 6052 prefixes a NAT64 may use inside each well-known range; the IPv4 sits right after the prefix. */
const NAT64_PREFIXES: ReadonlyArray<readonly [range: [IPv6, number], prefixLengths: readonly number[]]> = [
  [ipaddr.IPv6.parseCIDR('64:ff9b::/96'), [96]],
  // The local-use range (RFC 8215) is carved into operator prefixes of any RFC 6052 length from /48.
  [ipaddr.IPv6.parseCIDR('64:ff9b:1::/48'), [48, 56, 64, 96]],
];

export function isBlockedAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  return !isPublic(ipaddr.parse(address));
}

function isPublic(address: IPv4 | IPv6): boolean {
  if (address.kind() === 'ipv4') return isPublicV4(address as IPv4);
  const v6 = address as IPv6;
  const carried = carriedV4(v6);
  if (carried) return carried.every(isPublicV4);
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
}

function isPublicV4(address: IPv4): boolean {
  return address.range() === 'unicast' && !ALSO_BLOCKED.some((range) => address.match(range));
}

/** The IPv4 addresses an IPv6 address reaches through a translator, or null when it carries none. */
function carriedV4(address: IPv6): IPv4[] | null {
  const bytes = address.toByteArray();
  const at = (start: number) => new ipaddr.IPv4(bytes.slice(start, start + 4));
  for (const [range, lengths] of NAT64_PREFIXES) {
    if (address.match(range)) return lengths.map((length) => rfc6052V4(bytes, length));
  }
  switch (address.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d
      return [at(12)];
    case '6to4': // 2002:AABB:CCDD::/48
      return [at(2)];
    case 'teredo': // 2001:0:SERVER:flags:port:~CLIENT
      return [at(4), new ipaddr.IPv4(bytes.slice(12, 16).map((byte) => byte ^ 0xff))];
    default:
      // IPv4-compatible ::a.b.c.d (deprecated, still routed by some stacks); :: and ::1 have ranges of their own.
      return bytes.slice(0, 12).every((byte) => byte === 0) && address.range() === 'unicast' ? [at(12)] : null;
  }
}

/** RFC 6052 section 2.2: the IPv4 follows the prefix, skipping bits 64-71 (the "u" octet). */
function rfc6052V4(bytes: number[], prefixLength: number): IPv4 {
  const after = bytes.filter((_, index) => index >= prefixLength / 8 && index !== 8);
  return new ipaddr.IPv4(after.slice(0, 4));
}

/** `ADDRESS:PORT` entries (`127.0.0.1:4001`, `[::1]:4001`) as the guard compares them. */
export function parseAllowance(entries: readonly string[]): string[] {
  return entries.map((entry) => {
    const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(entry.trim());
    const port = Number(match?.[2]);
    if (!match?.[1] || !ipaddr.isValid(match[1]) || port < 1 || port > 65535) {
      throw new ServeConfigError(`--allow-private: "${entry}" is not ADDRESS:PORT (e.g. 127.0.0.1:8080 or [::1]:8080)`);
    }
    return allowanceKey(match[1], port);
  });
}

function allowanceKey(address: string, port: number): string {
  return `${ipaddr.process(unbracketed(address)).toNormalizedString()}:${port}`;
}

function isAllowed(address: string, port: number, allowance: PrivateAllowance): boolean {
  if (typeof allowance === 'boolean') return allowance || !isBlockedAddress(address);
  return !isBlockedAddress(address) || allowance.includes(allowanceKey(address, port));
}

/** Refuses a URL host that is a literal IP the allowance does not let through; names are checked by `guardedLookup`. */
export function assertAllowedHost(hostname: string, port: number, allowance: PrivateAllowance = false): void {
  const address = unbracketed(hostname);
  if (isIP(address) !== 0 && !isAllowed(address, port, allowance)) throw blockedFailure(hostname, address);
}

/** A socket `lookup` that refuses a name when any of its addresses is not allowed for `port`. */
export function guardedLookup(port: number, allowance: PrivateAllowance = false): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = addresses.find(({ address }) => !isAllowed(address, port, allowance));
      if (refused) return callback(blockedFailure(hostname, refused.address), '');
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (first === undefined)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * Both checks for a URL the service does not dial itself (the browser's): its literal host, else every address of its
 * name.
 */
export async function assertAllowedUrl(url: URL, allowance: PrivateAllowance): Promise<void> {
  const port = portOf(url);
  assertAllowedHost(url.hostname, port, allowance);
  if (allowance === true || isIP(unbracketed(url.hostname)) !== 0) return;
  await new Promise<void>((resolve, reject) => {
    guardedLookup(port, allowance)(url.hostname, { all: true }, (error) => (error ? reject(error) : resolve()));
  });
}

/** The port a URL connects to: its own, else its scheme's default. */
export function portOf(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' || url.protocol === 'wss:' ? 443 : 80;
}

/** A URL's IPv6 host comes in brackets; addresses do not. */
export function unbracketed(hostname: string): string {
  return hostname.replace(/^\[(.*)\]$/, '$1');
}

function blockedFailure(hostname: string, address: string): AnalysisFailure {
  const what =
    hostname === address || hostname === `[${address}]` ? hostname : `${hostname} resolves to ${address}, which`;
  return new AnalysisFailure(
    'blocked_address',
    `${what} is a private or local address; the service analyses only public pages`,
  );
}
