/**
 * The one table of the analyzer's checks: severity, score weight, impact, effort, remediation.
 *
 * Score = 100 − Σ over checks of min(cap, weight × findings of that check), floored at 0: a check
 * costs `weight` per offending element, but never more than its `cap`, so a page with 300 images
 * without alt loses 10 points, not 600. Grade: A ≥ 90, B ≥ 80, C ≥ 70, D ≥ 60, else F.
 * `issues` counts findings per severity; `passed` counts checks with no finding. A check reports at
 * most MAX_FINDINGS_PER_CHECK elements (the first, in document order), which keeps a hostile page
 * from producing a report of a million findings; every cap is well below that count.
 * Impact and effort are 1-10 ratings of how much fixing it helps and how much work it takes.
 */
export type Severity = 'critical' | 'recommended' | 'optional';

export interface Rule {
  severity: Severity;
  weight: number;
  cap: number;
  impact: number;
  effort: number;
  remediation: string;
}

export const MAX_FINDINGS_PER_CHECK = 100;

export const RULES = {
  'http.status': {
    severity: 'critical',
    weight: 40,
    cap: 40,
    impact: 10,
    effort: 3,
    remediation: 'Serve the page with a 2xx status, or stop linking to it.',
  },
  'robots.noindex': {
    severity: 'critical',
    weight: 30,
    cap: 30,
    impact: 9,
    effort: 1,
    remediation: 'Remove noindex from the robots meta tag or X-Robots-Tag header if the page should be found.',
  },
  'title.missing': {
    severity: 'critical',
    weight: 20,
    cap: 20,
    impact: 9,
    effort: 1,
    remediation: 'Add a <title> in <head> that names the page.',
  },
  'meta.viewport': {
    severity: 'critical',
    weight: 10,
    cap: 10,
    impact: 8,
    effort: 1,
    remediation: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to <head>.',
  },
  'security.mixed_content': {
    severity: 'critical',
    weight: 5,
    cap: 15,
    impact: 7,
    effort: 3,
    remediation: 'Load the resource over https: browsers block or flag http: resources on https pages.',
  },
  'html.depth': {
    severity: 'recommended',
    weight: 10,
    cap: 10,
    impact: 5,
    effort: 6,
    remediation:
      'Close elements that are left open; browsers stop nesting this deep and screen readers lose the structure.',
  },
  'meta.description': {
    severity: 'recommended',
    weight: 6,
    cap: 6,
    impact: 6,
    effort: 2,
    remediation: 'Add <meta name="description"> with a 50-160 character summary of the page.',
  },
  'content.word_count': {
    severity: 'recommended',
    weight: 6,
    cap: 6,
    impact: 6,
    effort: 7,
    remediation: 'Give the page enough text to answer what a visitor came for (at least 200 words).',
  },
  'headings.h1': {
    severity: 'recommended',
    weight: 5,
    cap: 10,
    impact: 6,
    effort: 2,
    remediation: 'Use exactly one <h1> that says what the page is about.',
  },
  'title.length': {
    severity: 'recommended',
    weight: 4,
    cap: 4,
    impact: 5,
    effort: 2,
    remediation: 'Keep the title between 10 and 60 characters so results show it whole.',
  },
  'html.lang': {
    severity: 'recommended',
    weight: 4,
    cap: 4,
    impact: 5,
    effort: 1,
    remediation: 'Declare the language on the root element, e.g. <html lang="en">.',
  },
  // Critical as in axe (image-alt) and WCAG 2 level A (1.1.1): without it the image does not exist for a screen reader.
  'images.alt': {
    severity: 'critical',
    weight: 4,
    cap: 12,
    impact: 8,
    effort: 2,
    remediation: 'Add an alt attribute: a short description, or alt="" for a decorative image.',
  },
  'links.empty': {
    severity: 'recommended',
    weight: 2,
    cap: 8,
    impact: 5,
    effort: 2,
    remediation: 'Give the link text, or an aria-label when it holds only an icon.',
  },
  'link.canonical': {
    severity: 'optional',
    weight: 3,
    cap: 3,
    impact: 4,
    effort: 1,
    remediation: 'Add one <link rel="canonical" href="..."> with the preferred URL of the page.',
  },
  'meta.charset': {
    severity: 'optional',
    weight: 2,
    cap: 2,
    impact: 3,
    effort: 1,
    remediation: 'Declare the encoding first thing in <head>: <meta charset="utf-8">.',
  },
  'html.doctype': {
    severity: 'optional',
    weight: 2,
    cap: 2,
    impact: 3,
    effort: 1,
    remediation: 'Start the document with <!DOCTYPE html> so browsers use standards mode.',
  },
  'headings.order': {
    severity: 'optional',
    weight: 1,
    cap: 4,
    impact: 3,
    effort: 2,
    remediation: 'Go down one heading level at a time (h2 after h1, h3 after h2).',
  },
  'links.text': {
    severity: 'optional',
    weight: 1,
    cap: 4,
    impact: 3,
    effort: 2,
    remediation: 'Say where the link goes ("pricing plans"), not "click here".',
  },
  'html.duplicate_ids': {
    severity: 'optional',
    weight: 1,
    cap: 4,
    impact: 3,
    effort: 2,
    remediation: 'Give every id a value used once per page.',
  },
  // Accessibility of the page as fetched (static checks after axe-core's rules of the same name in the README's table).
  // Severity from axe's impact: critical and serious are critical, moderate recommended, minor optional.
  'a11y.label': {
    severity: 'critical',
    weight: 3,
    cap: 9,
    impact: 8,
    effort: 2,
    remediation: 'Give the field a <label> (around it, or with for="its id"), or an aria-label.',
  },
  'a11y.aria_hidden_body': {
    severity: 'critical',
    weight: 10,
    cap: 10,
    impact: 9,
    effort: 1,
    remediation: 'Remove aria-hidden from <body> (and <html>): it hides the whole page from screen readers.',
  },
  'a11y.frame_title': {
    severity: 'critical',
    weight: 3,
    cap: 6,
    impact: 6,
    effort: 1,
    remediation: 'Add a title to the <iframe> that says what it holds, e.g. title="Video: product tour".',
  },
  'a11y.aria_reference': {
    severity: 'critical',
    weight: 2,
    cap: 6,
    impact: 6,
    effort: 2,
    remediation: 'Point aria-labelledby, aria-describedby, aria-controls or for at an id that is on the page.',
  },
  'a11y.list': {
    severity: 'critical',
    weight: 2,
    cap: 6,
    impact: 5,
    effort: 2,
    remediation: 'Put only <li> directly inside <ul> and <ol>, and every <li> inside a <ul> or <ol>.',
  },
  'a11y.svg_name': {
    severity: 'critical',
    weight: 2,
    cap: 6,
    impact: 6,
    effort: 1,
    remediation: 'Name the role="img" SVG with a <title> as its first child or an aria-label.',
  },
  'a11y.accesskeys': {
    severity: 'critical',
    weight: 1,
    cap: 3,
    impact: 4,
    effort: 1,
    remediation: 'Give every accesskey a value used once per page, or drop accesskey.',
  },
  'a11y.html_lang_valid': {
    severity: 'critical',
    weight: 4,
    cap: 4,
    impact: 6,
    effort: 1,
    remediation: 'Use a language code screen readers know, e.g. lang="en" or lang="pt-BR".',
  },
  'a11y.main_landmark': {
    severity: 'recommended',
    weight: 3,
    cap: 3,
    impact: 5,
    effort: 2,
    remediation: "Wrap the page's main content in <main> so screen reader users can jump to it.",
  },
  'a11y.aria_role': {
    severity: 'recommended',
    weight: 2,
    cap: 6,
    impact: 5,
    effort: 2,
    remediation:
      "Use an ARIA role the element allows (see ARIA in HTML), or remove the role and use the element's own.",
  },
  'a11y.th_scope': {
    severity: 'recommended',
    weight: 1,
    cap: 3,
    impact: 3,
    effort: 1,
    remediation: 'Put scope only on <th>, with the value row, col, rowgroup or colgroup.',
  },
  'links.fragment': {
    severity: 'recommended',
    weight: 2,
    cap: 6,
    impact: 4,
    effort: 1,
    remediation: 'Point the link at an id that is on the page, or give the target that id.',
  },
  'a11y.empty_heading': {
    severity: 'optional',
    weight: 1,
    cap: 3,
    impact: 3,
    effort: 1,
    remediation: 'Give the heading text, or remove it if it only makes space.',
  },
  // Only a browser sees these (render: true); a fetched page neither passes nor fails them.
  'script.errors': {
    severity: 'recommended',
    weight: 5,
    cap: 5,
    impact: 6,
    effort: 4,
    remediation: 'Fix the script error: content built after it may never appear for visitors or crawlers.',
  },
  'network.failed': {
    severity: 'recommended',
    weight: 2,
    cap: 8,
    impact: 5,
    effort: 3,
    remediation: 'Serve the resource, or stop requesting it: a failed request is a missing image, style or script.',
  },
  'social.og_title': {
    severity: 'optional',
    weight: 1,
    cap: 1,
    impact: 2,
    effort: 1,
    remediation: 'Add <meta property="og:title" content="..."> for link previews.',
  },
  // Hints from the markup of a fetched page (checks/performance.ts): optional, since only a browser
  // measures what they cost; a rendered page with performance: true gets measured findings instead.
  'perf.render_blocking': {
    severity: 'optional',
    weight: 1,
    cap: 3,
    impact: 4,
    effort: 2,
    remediation:
      'Load the script with async or defer (or type=module), or inline the ' +
      'critical CSS and load the rest without blocking.',
  },
  'perf.image_dimensions': {
    severity: 'optional',
    weight: 1,
    cap: 3,
    impact: 3,
    effort: 1,
    remediation:
      'Give the image width and height attributes (or a CSS aspect-ratio) so the browser reserves its space.',
  },
  'perf.page_weight': {
    severity: 'optional',
    weight: 2,
    cap: 2,
    impact: 4,
    effort: 5,
    remediation: 'Send less HTML: paginate long lists, drop inline data the first view does not need.',
  },
} as const satisfies Record<string, Rule>;

export type CheckName = keyof typeof RULES;

export const CHECK_NAMES = Object.keys(RULES) as CheckName[];

/** Checks that read what the browser saw; they run only on a rendered page. */
export const BROWSER_CHECKS: ReadonlySet<CheckName> = new Set(['script.errors', 'network.failed']);
