/**
 * SSRF guard: a page URL given to the service must not reach the service's own machine or
 * network. Every address a host name resolves to is checked (one bad address refuses the host,
 * since the connection may use any of them), at connection time through the socket's `lookup`,
 * so a DNS answer cannot change between the check and the connect; literal IPs, which skip
 * lookup, are checked before each request, redirect hops included.
 */
import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AnalysisFailure } from './failure.js';

const BLOCKED_RANGES: ReadonlyArray<readonly [network: string, prefix: number, family: 'ipv4' | 'ipv6']> = [
  ['0.0.0.0', 8, 'ipv4'], // "this network", including the unspecified 0.0.0.0
  ['10.0.0.0', 8, 'ipv4'], // private
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata endpoints
  ['172.16.0.0', 12, 'ipv4'], // private
  ['192.168.0.0', 16, 'ipv4'], // private
  ['224.0.0.0', 3, 'ipv4'], // multicast, reserved, broadcast
  ['::', 128, 'ipv6'], // unspecified
  ['::1', 128, 'ipv6'], // loopback
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['ff00::', 8, 'ipv6'], // multicast
];

// BlockList also matches IPv4-mapped IPv6 (::ffff:127.0.0.1) against the IPv4 ranges.
const blocked = new BlockList();
for (const [network, prefix, family] of BLOCKED_RANGES) blocked.addSubnet(network, prefix, family);

export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && blocked.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Refuses a URL host that is a literal blocked IP; names are checked by `guardedLookup`. */
export function assertAllowedHost(hostname: string): void {
  const address = hostname.replace(/^\[(.*)\]$/, '$1');
  if (isBlockedAddress(address)) throw blockedFailure(hostname, address);
}

export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const refused = addresses.find(({ address }) => isBlockedAddress(address));
    if (refused) return callback(blockedFailure(hostname, refused.address), '');
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (first === undefined) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
    return callback(null, first.address, first.family);
  });
};

function blockedFailure(hostname: string, address: string): AnalysisFailure {
  const what = hostname === address || hostname === `[${address}]` ? hostname : `${hostname} resolves to ${address}, which`;
  return new AnalysisFailure('blocked_address', `${what} is a private or local address; the service analyses only public pages`);
}
