/**
 * The hosts the runner's own requests for a run may reach: those the user gave (site-url, urls, the
 * sitemap, the crawl's seed), each with its port, and those `allowed-sites` lets through. A host
 * named only in what a site served (a sitemap index's child, a redirect's Location) is neither, so
 * content cannot steer the runner's requests. Apart from that, a link-local or metadata address is
 * never requested, whoever names it (address-reach.ts).
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isNeverReached, isPrivateAddress } from '../http/address-reach.js';
import { redactUrl } from '../text/redact.js';
import { isAllowedSite } from './allowed-sites.js';

export interface RunHosts {
  /** `hostname:port` of each page the user gave. */
  given: ReadonlySet<string>;
  allowedSites: readonly string[];
}

export function runHosts(givenPages: readonly string[], allowedSites: readonly string[]): RunHosts {
  const given = new Set<string>();
  for (const raw of givenPages) {
    const url = URL.parse(raw);
    if (url) given.add(hostKey(url));
  }
  return { given, allowedSites };
}

/** On a host (and port) the user gave, or matching allowed-sites. */
export function isRunHost(target: string, hosts: RunHosts): boolean {
  const url = URL.parse(target);
  if (url === null) return false;
  return hosts.given.has(hostKey(url)) || (hosts.allowedSites.length > 0 && isAllowedSite(target, hosts.allowedSites));
}

/**
 * Why `target`, whose host resolves to `addresses`, is not requested, or null: a link-local or
 * metadata address never; a private one only on a run host. Pure, so it is tested without traffic.
 */
export function addressRefusal(target: string, addresses: readonly string[], hosts: RunHosts): string | null {
  const shown = redactUrl(target);
  if (addresses.some(isNeverReached)) return `${shown}, a link-local or metadata address, which is never requested`;
  if (isRunHost(target, hosts)) return null;
  return addresses.some(isPrivateAddress)
    ? `${shown}, a private address on a host the run was not given (site-url, urls, sitemap)`
    : null;
}

/**
 * `addressRefusal` of `target` once its name is resolved, before the request; the in-process
 * service's guard checks again at connect.
 */
export async function refusedAddress(target: string, hosts: RunHosts): Promise<string | null> {
  const hostname = new URL(target).hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses =
    isIP(hostname) !== 0
      ? [hostname]
      : (await lookup(hostname, { all: true }).catch(() => [])).map(({ address }) => address);
  return addressRefusal(target, addresses, hosts);
}

function hostKey(url: URL): string {
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}
