/** Every check by its name in the rules table; the type makes a rule without a check a compile error. */
import type { CheckName } from '../rules.js';
import { ariaHiddenBody, ariaReference, ariaRole } from './a11y-aria.js';
import { emptyHeading, frameTitle, label, svgName } from './a11y-names.js';
import { accesskeys, htmlLangValid, list, mainLandmark, thScope } from './a11y-structure.js';
import { failedRequests, scriptErrors } from './browser.js';
import { depth, doctype, duplicateIds, httpStatus, lang, wordCount } from './document.js';
import { canonical, metaCharset, metaDescription, metaViewport, noindex, ogTitle } from './head.js';
import { h1, order } from './headings.js';
import { emptyLink, fragment, genericText } from './links.js';
import { imageAlt, mixedContent } from './media.js';
import { htmlWeight, imageDimensions, renderBlocking } from './performance.js';
import type { Check } from './problem.js';
import { titleLength, titleMissing } from './title.js';

export const CHECKS: Readonly<Record<CheckName, Check>> = {
  'http.status': httpStatus,
  'robots.noindex': noindex,
  'title.missing': titleMissing,
  'meta.viewport': metaViewport,
  'security.mixed_content': mixedContent,
  'html.depth': depth,
  'meta.description': metaDescription,
  'content.word_count': wordCount,
  'headings.h1': h1,
  'title.length': titleLength,
  'html.lang': lang,
  'images.alt': imageAlt,
  'links.empty': emptyLink,
  'link.canonical': canonical,
  'meta.charset': metaCharset,
  'html.doctype': doctype,
  'headings.order': order,
  'links.text': genericText,
  'html.duplicate_ids': duplicateIds,
  'a11y.label': label,
  'a11y.aria_hidden_body': ariaHiddenBody,
  'a11y.frame_title': frameTitle,
  'a11y.aria_reference': ariaReference,
  'a11y.list': list,
  'a11y.svg_name': svgName,
  'a11y.accesskeys': accesskeys,
  'a11y.html_lang_valid': htmlLangValid,
  'a11y.main_landmark': mainLandmark,
  'a11y.aria_role': ariaRole,
  'a11y.th_scope': thScope,
  'links.fragment': fragment,
  'a11y.empty_heading': emptyHeading,
  'script.errors': scriptErrors,
  'network.failed': failedRequests,
  'social.og_title': ogTitle,
  'perf.render_blocking': renderBlocking,
  'perf.image_dimensions': imageDimensions,
  'perf.page_weight': htmlWeight,
};
