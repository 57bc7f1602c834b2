/**
 * axe-core in a rendered page (render: true): which of its rules run, what their findings weigh,
 * and which static check each one replaces (README "Rendering" and the check table).
 */
import type { Rule } from './rules.js';
import { AXE_TWINS } from '../../model/axe-twins.js';

/** Every WCAG 2.0, 2.1 and 2.2 rule of levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

export { AXE_TWINS } from '../../model/axe-twins.js';

/** The twins, to be enabled beside the tags. */
export const AXE_TWIN_RULES: readonly string[] = [...new Set(Object.values(AXE_TWINS).flat())];

/** The static check an axe rule replaces, if any. */
export const STATIC_TWIN: ReadonlyMap<string, string> = new Map(
  Object.entries(AXE_TWINS).flatMap(([check, rules]) => rules.map((rule): [string, string] => [rule, check])),
);

export const AXE_IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
type AxeImpact = (typeof AXE_IMPACTS)[number];

/**
 * An axe rule's severity, weight, cap and ratings follow its impact (axe's own rating of how much
 * the violation hurts: a rule's impact is that of its worst node), on the static checks' scale:
 * each impact weighs as the static accessibility check of that rank (critical as `images.alt`,
 * serious as `a11y.label`, moderate as `a11y.aria_role`, minor as `a11y.th_scope`). A twin of a
 * static check is not weighed by impact at all: it is that check, with its severity, weight and
 * cap, counted once however many twin rules it has (axe-findings.ts). One page scores the same,
 * fetched or rendered, where both see the same defects.
 */
export const AXE_IMPACT_RULES: Readonly<Record<AxeImpact, Omit<Rule, 'remediation'>>> = {
  critical: { severity: 'critical', weight: 4, cap: 12, impact: 8, effort: 3 },
  serious: { severity: 'critical', weight: 3, cap: 9, impact: 7, effort: 3 },
  moderate: { severity: 'recommended', weight: 2, cap: 6, impact: 5, effort: 3 },
  minor: { severity: 'optional', weight: 1, cap: 3, impact: 3, effort: 2 },
};
