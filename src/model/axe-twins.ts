/**
 * Which axe rules measure what a static check measures: the analyzer runs one or the other
 * (service/analyzer/axe-rules.ts), and the gate compares a page's first run in a new mode with
 * the other mode's findings through them (gate/cross-mode.ts).
 */

/**
 * Static checks and the axe rules that measure the same thing. On a page where axe ran one of a
 * check's twins, that check is not run: the axe findings stand, so nothing is reported twice. The
 * twins outside the WCAG tags (axe's best-practice rules: landmark-one-main, aria-allowed-role,
 * accesskeys, empty-heading) are run too, so each of these checks is measured once, by axe.
 * `links.fragment` has no twin: axe does not follow same-page links.
 */
export const AXE_TWINS: Readonly<Record<string, readonly string[]>> = {
  'images.alt': ['image-alt'],
  'title.missing': ['document-title'],
  'html.lang': ['html-has-lang'],
  'links.empty': ['link-name'],
  'a11y.label': ['label', 'select-name'],
  'a11y.aria_hidden_body': ['aria-hidden-body'],
  'a11y.frame_title': ['frame-title'],
  'a11y.main_landmark': ['landmark-one-main'],
  'a11y.aria_reference': ['aria-valid-attr-value'],
  'a11y.aria_role': ['aria-roles', 'aria-allowed-role'],
  'a11y.list': ['list', 'listitem'],
  'a11y.svg_name': ['svg-img-alt'],
  'a11y.accesskeys': ['accesskeys'],
  'a11y.th_scope': ['scope-attr-valid'],
  'a11y.html_lang_valid': ['html-lang-valid'],
  'a11y.empty_heading': ['empty-heading'],
};
