/**
 * axe-core in the rendered page: its source is evaluated in the page through the DevTools protocol
 * (no request, no script tag a Content-Security-Policy could refuse), then every WCAG 2.x A/AA rule
 * and the twins of static checks run on the DOM the analyzer reads (analyzer/axe-rules.ts). Its source
 * is read on the first render.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'puppeteer-core';
import type * as Axe from 'axe-core';
import { AxeOutcome } from '../analyzer/axe-outcome.js';
import { AXE_TAGS, AXE_TWIN_RULES } from '../analyzer/axe-rules.js';
import { MAX_FINDINGS_PER_CHECK } from '../analyzer/rules.js';

/** The longest axe may take on one page; past it the page is analysed without axe. */
const AXE_TIMEOUT_MS = 5_000;

interface InPageOptions {
  run: Axe.RunOptions;
  maxNodes: number;
  maxText: number;
}

/**
 * axe-core's minified build, read as text: a bundler rewrites a module's `typeof module` and
 * `define`, which would break the `axe.source` an imported axe-core gives. Given as a URL relative
 * to this file (lib/ and src/ alike), which the bundler copies next to the bundle.
 */
const AXE_SOURCE = new URL('../../../node_modules/axe-core/axe.min.js', import.meta.url);
let axeSource: Promise<string> | undefined;

/** Evaluates axe's source in the page; resolves false (never rejects) when it could not. */
export async function loadAxe(page: Page): Promise<boolean> {
  try {
    axeSource ??= readFile(AXE_SOURCE, 'utf8');
    await page.evaluate(await axeSource);
    return true;
  } catch {
    return false;
  }
}

/** What axe found, or null when it could not run in this page (it threw, took too long, or answered nonsense). */
export async function runAxe(page: Page, loaded: Promise<boolean>): Promise<AxeOutcome | null> {
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
    const running = loaded.then((ok) => (ok ? page.evaluate(inPage, options) : null));
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
