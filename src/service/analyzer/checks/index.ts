/** Every check by its name in the rules table; the type makes a rule without a check a compile error. */
import type { CheckName } from '../rules.js';
import { failedRequests, scriptErrors } from './browser.js';
import { depth, doctype, duplicateIds, httpStatus, lang, wordCount } from './document.js';
import { canonical, metaCharset, metaDescription, metaViewport, noindex, ogTitle } from './head.js';
import { h1, order } from './headings.js';
import { emptyLink, genericText } from './links.js';
import { imageAlt, mixedContent } from './media.js';
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
  'script.errors': scriptErrors,
  'network.failed': failedRequests,
  'social.og_title': ogTitle,
};
