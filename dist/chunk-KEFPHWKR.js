import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{redactUrlsIn}from"./chunk-K7MBI5KE.js";import{cut}from"./chunk-JSAFXQLV.js";var HIDDEN=/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Default_Ignorable_Code_Point}]/gu;var WHITESPACE_RUN=/\s+/g;var ALREADY_CLEAN=/^(?:[\x21-\x7E]+(?: [\x21-\x7E]+)*)?$/;function clean(text){if(ALREADY_CLEAN.test(text))return text;return withoutHidden(text).replace(WHITESPACE_RUN," ").trim()}function withoutHidden(text){return ALREADY_CLEAN.test(text)?text:text.replace(HIDDEN,"")}function plainText(text,max){return cut(redactUrlsIn(clean(text)),max)}export{clean,withoutHidden,plainText};
