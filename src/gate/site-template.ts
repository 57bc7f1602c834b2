/**
 * What a page new to the accepted state inherits: the template's findings, those whose identity
 * (check + normalised evidence, as pairing computes them) stands on most of the accepted pages of
 * its site (origin) in its mode, more than half and at least two. A search box without a label on
 * every page of a template was accepted long ago; a page added to the list fails only on findings
 * of its own. A finding of one or a few pages (a noindex, an empty title, a missing lang: evidence
 * such as `<html>` that any page could show) is theirs alone, so a new page that has it fails.
 * Built once per site and mode, on the first new page that asks.
 */
import { findingIdentity } from '../model/finding-identity.js';
import type { AcceptedPage } from '../model/accepted.js';
import type { Finding } from '../model/resources.js';
import { snapshotInMode } from '../model/accepted.js';

/** Whether a finding on a page new to the state is one the site's accepted pages have. */
export type SiteTemplate = (url: string, render: boolean) => (finding: Finding) => boolean;

export const NO_TEMPLATE: SiteTemplate = () => () => false;

/** A finding a single page has is that page's, however few pages the site has. */
const TEMPLATE_MIN_PAGES = 2;

export function siteTemplate(pages: ReadonlyMap<string, AcceptedPage>): SiteTemplate {
  const built = new Map<string, Set<string>>();
  const identities = (origin: string, render: boolean): Set<string> => {
    const key = `${render ? 'rendered' : 'fetched'} ${origin}`;
    let set = built.get(key);
    if (set) return set;
    const standsOn = new Map<string, number>();
    let accepted = 0;
    for (const [url, page] of pages) {
      const snapshot = originOf(url) === origin ? snapshotInMode(page, render) : null;
      if (!snapshot) continue;
      accepted += 1;
      for (const identity of new Set((snapshot.findings ?? []).map(findingIdentity)))
        standsOn.set(identity, (standsOn.get(identity) ?? 0) + 1);
    }
    set = new Set(
      [...standsOn].flatMap(([identity, count]) =>
        count >= TEMPLATE_MIN_PAGES && count * 2 > accepted ? [identity] : [],
      ),
    );
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
