import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
var AXE_TWINS={"images.alt":["image-alt"],"title.missing":["document-title"],"html.lang":["html-has-lang"],"links.empty":["link-name"],"a11y.label":["label","select-name"],"a11y.aria_hidden_body":["aria-hidden-body"],"a11y.frame_title":["frame-title"],"a11y.main_landmark":["landmark-one-main"],"a11y.aria_reference":["aria-valid-attr-value"],"a11y.aria_role":["aria-roles","aria-allowed-role"],"a11y.list":["list","listitem"],"a11y.svg_name":["svg-img-alt"],"a11y.accesskeys":["accesskeys"],"a11y.th_scope":["scope-attr-valid"],"a11y.html_lang_valid":["html-lang-valid"],"a11y.empty_heading":["empty-heading"]};export{AXE_TWINS};
