/**
 * The broken-link check in the gate's flow: each analysed page's broken links become
 * `links.broken` findings on it before it is judged, so they are compared with the baseline,
 * waived, counted and told like the service's own findings. A page that was not analysed has
 * nothing to add.
 */
import type { Finding } from '../model/resources.js';
import { BROKEN_LINK_CHECK, type LinkCheck } from '../model/link-check.js';
import { startLinkChecker, type BrokenLink, type LinkChecker } from '../site/link-checker.js';
import { count } from '../text/count.js';
import type { PageObservation } from './verdict.js';

export interface PageLinks {
  /** The observation with a finding for each broken link of its page. */
  add(observation: PageObservation): Promise<PageObservation>;
  /** One line for the log: what was checked, what was left unchecked and why. */
  close(): Promise<string | null>;
}

interface LinkRun {
  links: LinkCheck;
  pages: readonly string[];
  /**
   * The address guard for hosts other than the run's, which refuses (throws) a private or local
   * address; null: the run reaches only its own hosts (in-process, like the service it started).
   */
  guard: ((url: URL) => Promise<void>) | null;
  signal: AbortSignal;
}

export function checkingLinks(run: LinkRun): PageLinks | null {
  if (run.links.mode === 'off') return null;
  const { guard } = run;
  const checker: LinkChecker = startLinkChecker({
    max: run.links.max,
    pages: run.pages,
    outside: run.links.mode === 'all' && guard !== null,
    guard: guard ?? (() => Promise.reject(new Error('outside the run'))),
    signal: run.signal,
  });
  let broken = 0;
  let unchecked = 0;
  return {
    add: async (observation) => {
      if (observation.error || observation.score === null) return observation;
      const found = await checker.check(observation.url);
      broken += found.broken.length;
      unchecked += found.unchecked;
      if (found.broken.length === 0) return observation;
      return { ...observation, findings: [...(observation.findings ?? []), ...found.broken.map(brokenLinkFinding)] };
    },
    close: async () => {
      await checker.close();
      if (unchecked === 0) return null;
      const outside =
        run.links.mode === 'all' && guard === null
          ? "outside the run's hosts, which in-process runs do not reach; "
          : '';
      return (
        `check-links: ${count(unchecked, 'link')} not checked (${outside}past check-links-max ${run.links.max}, or ` +
        `refused by the address guard); ${count(broken, 'broken link')} found`
      );
    },
  };
}

/** The evidence names the target and its status: the finding's identity changes when the answer does. */
export function brokenLinkFinding(link: BrokenLink): Finding {
  return {
    check: BROKEN_LINK_CHECK,
    severity: 'recommended',
    result: 'warn',
    message: `Broken link: ${link.reason}`,
    evidence: `${link.target} (${link.reason})`,
    remediation: 'Fix the link or remove it, or serve the target again (a redirect from the old address works).',
    impact: 2,
    effort: 1,
  };
}
