/**
 * What axe-core found in a rendered page, as the browser hands it to the analyzer. axe runs in a
 * world of its own that the page's scripts cannot reach (render/isolated-world.ts); its answer is
 * still parsed, never trusted: an answer of another shape is an analysis that failed
 * (`axe_not_run`, render/run-axe.ts), never a page where everything passed.
 */
import * as z from 'zod';
import { AXE_IMPACTS } from './axe-rules.js';
import { MAX_FINDINGS_PER_CHECK } from './rules.js';

/** Generous bounds on what one page may hand over; the evidence is cut much shorter. */
const MAX_TEXT = 2_000;
const MAX_RULES = 500;

const text = z.string().max(MAX_TEXT);

export const AxeViolation = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,80}$/),
  impact: z.enum(AXE_IMPACTS),
  help: text,
  helpUrl: text.regex(/^https:\/\//),
  /** The first MAX_FINDINGS_PER_CHECK offending nodes, in document order. */
  nodes: z
    .array(
      z.object({
        html: text,
        selector: text,
        summary: text,
        /** The element's start tag and its markup, as the DOM the analyzer reads serialises them. */
        startTag: text,
        outerHtml: text,
      }),
    )
    .min(1)
    .max(MAX_FINDINGS_PER_CHECK),
});
export type AxeViolation = z.infer<typeof AxeViolation>;

export const AxeOutcome = z.object({
  /** Every rule that ran (passed, failed, inapplicable or left for review). */
  rules: z.array(z.string().max(80)).max(MAX_RULES),
  violations: z.array(AxeViolation).max(MAX_RULES),
});
export type AxeOutcome = z.infer<typeof AxeOutcome>;
