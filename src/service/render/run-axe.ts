/**
 * axe-core in the rendered page: its source is evaluated in a world the page's scripts cannot reach
 * (isolated-world.ts; no request, no script tag a Content-Security-Policy could refuse), then every
 * WCAG 2.x A/AA rule and the twins of static checks run on the DOM the analyzer reads
 * (analyzer/axe-rules.ts). Its source is read on the first render.
 *
 * A rendered analysis always carries axe's answer: axe that threw, answered in another shape, or
 * did not finish in its time is an AnalysisFailure `axe_not_run`, never a page without findings.
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import type * as Axe from 'axe-core';
import { describe } from '../../text/describe.js';
import { AxeOutcome } from '../analyzer/axe-outcome.js';
import { AXE_TAGS, AXE_TWIN_RULES } from '../analyzer/axe-rules.js';
import { AnalysisFailure } from '../analyzer/failure.js';
import { MAX_FINDINGS_PER_CHECK } from '../analyzer/rules.js';
import type { IsolatedWorld, WorldElement } from './isolated-world.js';

/**
 * axe's time on one page. Its work grows with the page, and on a busy machine the renderer gets a
 * share of a core: the time allowed grows with both, so the same page gets the same answer at
 * load 2 and at load 10 (docs/reference-service.md, "Rendering").
 */
export const AXE_TIME = {
  /** On an idle machine, for a page of no size. */
  baseMs: 10_000,
  /** Added per KiB of serialised DOM (a 40 KiB documentation page takes about 0.3 s idle). */
  perKibMs: 40,
  /** Never more than this, however large the page or busy the machine. */
  maxMs: 180_000,
};

/** The time axe gets on a page of `domLength` characters while `load` runnable processes share `cores` cores. */
export function axeTimeMs(domLength: number, load: number, cores: number): number {
  const share = Math.max(1, load / Math.max(1, cores));
  return Math.min(AXE_TIME.maxMs, Math.round((AXE_TIME.baseMs + (domLength / 1024) * AXE_TIME.perKibMs) * share));
}

/** axeTimeMs on this machine now (the 1-minute load average). */
export function axeTimeNowMs(domLength: number): number {
  return axeTimeMs(domLength, loadavg()[0] ?? 0, availableParallelism());
}

interface InWorldOptions {
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

/** Evaluates axe's source in `world`; rejects when it could not. */
export async function loadAxe(world: IsolatedWorld): Promise<void> {
  axeSource ??= readFile(AXE_SOURCE, 'utf8');
  await world.run(await axeSource);
}

/** What axe found in `world`'s page within `timeMs`; throws AnalysisFailure `axe_not_run` otherwise. */
export async function runAxe(world: IsolatedWorld, loaded: Promise<void>, timeMs: number): Promise<AxeOutcome> {
  const options: InWorldOptions = {
    run: {
      runOnly: { type: 'tag', values: [...AXE_TAGS] },
      rules: Object.fromEntries(AXE_TWIN_RULES.map((rule) => [rule, { enabled: true }])),
      resultTypes: ['violations'],
      // axe cannot reach into frames it was not injected in; it would only report them as left for review.
      iframes: false,
      // The elements themselves stay in the world: their markup is read there (inWorld).
      elementRef: true,
    },
    maxNodes: MAX_FINDINGS_PER_CHECK,
    maxText: 1_000,
  };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => (timer = setTimeout(resolve, timeMs, LATE)));
  const running = loaded.then(() => world.call(inWorld, options));
  running.catch(() => {});
  try {
    const answer = await Promise.race([running, late]);
    if (answer === LATE) {
      throw new AnalysisFailure(
        'axe_not_run',
        `axe did not finish in ${(timeMs / 1000).toFixed(0)} s: accessibility not measured`,
      );
    }
    const parsed = AxeOutcome.safeParse(answer);
    if (!parsed.success) throw notRun(`its answer is not axe's (${parsed.error.issues[0]?.message ?? 'bad shape'})`);
    const missing = implausibility(parsed.data);
    if (missing !== null) throw notRun(missing);
    return parsed.data;
  } catch (error) {
    if (error instanceof AnalysisFailure) throw error;
    throw notRun(describe(error));
  } finally {
    clearTimeout(timer);
  }
}

const LATE = Symbol('late');

function notRun(why: string): AnalysisFailure {
  return new AnalysisFailure('axe_not_run', `axe did not run: accessibility not measured (${why.slice(0, 200)})`);
}

/**
 * Why a well-shaped answer cannot be a real run, or null. Every twin rule is enabled by name, so a
 * real run lists each of them (passed, failed, inapplicable or left for review), and a rule
 * reported as violated is one that ran.
 */
function implausibility(outcome: AxeOutcome): string | null {
  const ran = new Set(outcome.rules);
  const absent = AXE_TWIN_RULES.find((rule) => !ran.has(rule));
  if (absent !== undefined) return `the rule ${absent} did not run`;
  const stray = outcome.violations.find((violation) => !ran.has(violation.id));
  return stray === undefined ? null : `the rule ${stray.id} is violated but did not run`;
}

/** Runs in the isolated world: serialised, so it uses nothing from this module's scope. */
async function inWorld({ run, maxNodes, maxText }: InWorldOptions): Promise<unknown> {
  const { axe } = globalThis as unknown as { axe: typeof Axe };
  const results = await axe.run(run);
  const ran = [results.passes, results.violations, results.incomplete, results.inapplicable].flat();
  const short = (text: string | undefined) => (text ?? '').slice(0, maxText);
  // The start tag as the serialiser writes it: the element without its children, less the end tag.
  const startTag = (element: WorldElement) => {
    const alone = element.cloneNode(false);
    const outer = alone.outerHTML;
    const end = `</${alone.localName}>`;
    return outer.endsWith(end) && alone.innerHTML === '' ? outer.slice(0, -end.length) : outer;
  };
  return {
    rules: ran.map((rule) => rule.id),
    violations: results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: short(violation.help),
      helpUrl: short(violation.helpUrl),
      nodes: violation.nodes.slice(0, maxNodes).map((node) => {
        const element = node.element as unknown as WorldElement | undefined;
        return {
          html: short(node.html),
          selector: short(node.target.flat().join(' ')),
          summary: short(node.failureSummary),
          startTag: element ? short(startTag(element)) : '',
          outerHtml: element ? short(element.outerHTML) : '',
        };
      }),
    })),
  };
}
