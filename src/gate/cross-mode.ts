/**
 * A page's first run in a mode (rendered after fetched, or back) has no baseline of its own, but
 * most of what it measures the other mode measured too: the same static checks, and a static check
 * against its axe twin. Those are compared with the other mode's accepted findings, so switching
 * modes never absorbs a regression; what only one mode sees (axe's other rules, script errors,
 * the fetched-only performance checks, the lab metrics' budgets) is left out of the comparison,
 * and becomes the new mode's baseline when the run passes. Resolved findings are not claimed
 * across modes.
 */
import { AXE_TWINS } from '../model/axe-twins.js';
import type { Finding } from '../model/resources.js';

/** The checks one mode alone runs: their findings have nothing to be compared with in the other. */
const ONE_MODE_ONLY = new Set([
  'perf.render_blocking',
  'perf.image_dimensions',
  'perf.page_weight',
  'perf.lcp',
  'perf.cls',
  'perf.tbt',
  'perf.not_measured',
  'script.errors',
  'network.failed',
]);

const STATIC_OF_AXE = new Map(
  Object.entries(AXE_TWINS).flatMap(([check, rules]) => rules.map((rule): [string, string] => [`axe.${rule}`, check])),
);

/**
 * Checks of the document as a whole: the static check quotes `<html>` or `<title>`, its axe twin
 * the serialised document's opening, so the two pair by check alone (one such finding per page).
 */
const DOCUMENT_CHECKS = new Set([
  'title.missing',
  'html.lang',
  'a11y.html_lang_valid',
  'a11y.main_landmark',
  'a11y.aria_hidden_body',
]);

/** The name both modes know a finding's check by (an axe twin's static check), or null: one mode only. */
function sharedCheck(check: string): string | null {
  const twin = STATIC_OF_AXE.get(check);
  if (twin !== undefined) return twin;
  if (check.startsWith('axe.') || ONE_MODE_ONLY.has(check)) return null;
  return check;
}

/** The findings both modes measure, each under its shared check name, and the original of each. */
export function sharedFindings(findings: readonly Finding[]): { shared: Finding[]; original: Map<Finding, Finding> } {
  const original = new Map<Finding, Finding>();
  const shared = findings.flatMap((finding) => {
    const check = sharedCheck(finding.check);
    if (check === null) return [];
    const named = DOCUMENT_CHECKS.has(check)
      ? { ...finding, check, evidence: check }
      : check === finding.check
        ? finding
        : { ...finding, check };
    original.set(named, finding);
    return [named];
  });
  return { shared, original };
}
