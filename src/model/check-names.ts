/**
 * Every check a finding can name: the reference service's (docs/reference-service.md's check
 * table), the gate's own (`links.broken`, the performance budgets and drift), and axe's rules as
 * `axe.<rule-id>`, whose ids are axe's own. A check name or glob in the config (`checks`,
 * `ignore-checks`, a waiver) that matches none of them is a mistake: silently ignored, it would
 * leave the check at its default.
 */
import { globMatcher } from '../text/glob.js';
import { nearest } from '../text/nearest.js';

export const CHECK_NAMES = [
  'http.status',
  'robots.noindex',
  'title.missing',
  'meta.viewport',
  'security.mixed_content',
  'html.depth',
  'meta.description',
  'content.word_count',
  'headings.h1',
  'title.length',
  'html.lang',
  'images.alt',
  'links.empty',
  'link.canonical',
  'meta.charset',
  'html.doctype',
  'headings.order',
  'links.text',
  'html.duplicate_ids',
  'social.og_title',
  'perf.render_blocking',
  'perf.image_dimensions',
  'perf.page_weight',
  'a11y.label',
  'a11y.aria_hidden_body',
  'a11y.frame_title',
  'a11y.aria_reference',
  'a11y.list',
  'a11y.svg_name',
  'a11y.accesskeys',
  'a11y.html_lang_valid',
  'a11y.main_landmark',
  'a11y.aria_role',
  'a11y.th_scope',
  'links.fragment',
  'a11y.empty_heading',
  'script.errors',
  'network.failed',
  'links.broken',
  'perf.lcp',
  'perf.cls',
  'perf.tbt',
  'perf.not_measured',
] as const;

/** axe's rules are its own (about 90, by version): any `axe.` name may be one. */
const AXE_PREFIX = 'axe.';

/** Whether a check name or glob matches any check. */
export function matchesACheck(glob: string): boolean {
  const matches = globMatcher(glob);
  return glob.startsWith(AXE_PREFIX) || matches('axe.rule') || CHECK_NAMES.some((name) => matches(name));
}

/** The check name or family glob (`social.*`) a glob that matches none was probably meant as. */
export function meantCheck(glob: string): string | null {
  const families = [...new Set(CHECK_NAMES.map((name) => `${name.split('.')[0] ?? name}.*`)), 'axe.*'];
  return nearest(glob, [...CHECK_NAMES, ...families]);
}
