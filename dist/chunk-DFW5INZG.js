import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{EXPIRY_NOTICE_DAYS,waivedLine,waiverBlock,waiverLines}from"./chunk-2JFC3U54.js";import"./chunk-SP42VOQX.js";import"./chunk-L463FASY.js";import"./chunk-Z4S6LOYK.js";import"./chunk-KEFPHWKR.js";import"./chunk-K7MBI5KE.js";import"./chunk-JSAFXQLV.js";import"./chunk-6F3OD7VP.js";export{EXPIRY_NOTICE_DAYS,waivedLine,waiverBlock,waiverLines};
