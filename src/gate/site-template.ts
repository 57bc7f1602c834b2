/**
 * What a page new to the accepted state inherits: the identities (check + normalised evidence, as
 * pairing computes them) of the findings accepted on the other pages of its site (origin) in its
 * mode. A search box without a label on every page of a template was accepted long ago; a page
 * added to the list fails only on findings of its own. Built once per site and mode, on the first
 * new page that asks.
 */
import { findingIdentity } from '../model/finding-identity.js';
import type { AcceptedPage } from '../model/accepted.js';
import type { Finding } from '../model/resources.js';
import { snapshotInMode } from '../model/accepted.js';

/** Whether a finding on a page new to the state is one the site's accepted pages have. */
export type SiteTemplate = (url: string, render: boolean) => (finding: Finding) => boolean;

export const NO_TEMPLATE: SiteTemplate = () => () => false;

export function siteTemplate(pages: ReadonlyMap<string, AcceptedPage>): SiteTemplate {
  const built = new Map<string, Set<string>>();
  const identities = (origin: string, render: boolean): Set<string> => {
    const key = `${render ? 'rendered' : 'fetched'} ${origin}`;
    let set = built.get(key);
    if (set) return set;
    set = new Set();
    for (const [url, page] of pages) {
      if (originOf(url) !== origin) continue;
      for (const finding of snapshotInMode(page, render)?.findings ?? []) set.add(findingIdentity(finding));
    }
    built.set(key, set);
    return set;
  };
  return (url, render) => {
    const set = identities(originOf(url), render);
    return (finding) => set.size > 0 && set.has(findingIdentity(finding));
  };
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
