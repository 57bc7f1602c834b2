/**
 * What axe-core found in a rendered page, as the browser hands it to the analyzer. It comes out of
 * a page that may have tampered with axe, so it is parsed, never trusted: anything else is dropped
 * (render/run-axe.ts) and the static checks stand.
 */
import { z } from 'zod';
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
    .array(z.object({ html: text, selector: text, summary: text }))
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
