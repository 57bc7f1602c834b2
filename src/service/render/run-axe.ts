/**
 * axe-core in the rendered page: its source is evaluated in the page through the DevTools protocol
 * (no request, no script tag a Content-Security-Policy could refuse), then every WCAG 2.x A/AA rule
 * and the twins of static checks run on the DOM the analyzer reads (analyzer/axe-rules.ts). axe-core
 * is imported on the first render, as puppeteer-core is.
 */
import type { Page } from 'puppeteer-core';
import type * as Axe from 'axe-core';
import { AxeOutcome } from '../analyzer/axe-outcome.js';
import { AXE_TAGS, AXE_TWIN_RULES } from '../analyzer/axe-rules.js';
import { MAX_FINDINGS_PER_CHECK } from '../analyzer/rules.js';

/** The longest axe may take on one page; past it the page is analysed without axe. */
export const AXE_TIMEOUT_MS = 5_000;

interface InPageOptions {
  run: Axe.RunOptions;
  maxNodes: number;
  maxText: number;
}

/** What axe found, or null when it could not run in this page (it threw, took too long, or answered nonsense). */
export async function runAxe(page: Page): Promise<AxeOutcome | null> {
  const { default: axe } = await import('axe-core');
  const options: InPageOptions = {
    run: {
      runOnly: { type: 'tag', values: [...AXE_TAGS] },
      rules: Object.fromEntries(AXE_TWIN_RULES.map((rule) => [rule, { enabled: true }])),
      resultTypes: ['violations'],
      // axe cannot reach into frames it was not injected in; it would only report them as left for review.
      iframes: false,
      elementRef: false,
    },
    maxNodes: MAX_FINDINGS_PER_CHECK,
    maxText: 1_000,
  };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, AXE_TIMEOUT_MS, null)));
  try {
    const running = page.evaluate(axe.source).then(() => page.evaluate(inPage, options));
    running.catch(() => {});
    const answer = await Promise.race([running, late]);
    return answer === null ? null : (AxeOutcome.safeParse(answer).data ?? null);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs in the page: serialised by puppeteer, so it uses nothing from this module's scope. */
async function inPage({ run, maxNodes, maxText }: InPageOptions): Promise<unknown> {
  const { axe } = globalThis as unknown as { axe: typeof Axe };
  const results = await axe.run(run);
  const ran = [results.passes, results.violations, results.incomplete, results.inapplicable].flat();
  const short = (text: string | undefined) => (text ?? '').slice(0, maxText);
  return {
    rules: ran.map((rule) => rule.id),
    violations: results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: short(violation.help),
      helpUrl: short(violation.helpUrl),
      nodes: violation.nodes.slice(0, maxNodes).map((node) => ({
        html: short(node.html),
        selector: short(node.target.flat().join(' ')),
        summary: short(node.failureSummary),
      })),
    })),
  };
}
