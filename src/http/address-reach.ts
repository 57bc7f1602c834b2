/**
 * Addresses the runner and the in-process service never reach, whoever names them: link-local
 * ranges (169.254.0.0/16, fe80::/10), where clouds answer for the machine itself, and the cloud
 * metadata endpoints outside them. A loopback or private address may be the user's own site
 * (a preview server on the runner); these never are, and a page that names one is steering the
 * run's requests at the runner's credentials.
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

const METADATA = [
  'fd00:ec2::254', // AWS instance metadata over IPv6
  '168.63.129.16', // Azure WireServer
  '100.100.100.200', // Alibaba Cloud metadata
].map((address) => ipaddr.parse(address).toNormalizedString());

export function isNeverReached(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare) === 0) return false;
  // ipaddr.process turns an IPv4-mapped IPv6 address (::ffff:169.254.169.254) into the IPv4 it reaches.
  const parsed = ipaddr.process(bare);
  return parsed.range() === 'linkLocal' || METADATA.includes(parsed.toNormalizedString());
}

/** Loopback, private, carrier-grade NAT and other special ranges: where a page may reach the runner's own network. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare) === 0) return false;
  return ipaddr.process(bare).range() !== 'unicast';
}
