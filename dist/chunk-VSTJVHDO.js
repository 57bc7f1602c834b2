import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{observeCrawl}from"./chunk-IQYA3DUM.js";import"./chunk-KLAAFPSH.js";import"./chunk-PAJCYDJQ.js";import"./chunk-MMVFLPC7.js";import"./chunk-QWMYRL2U.js";import"./chunk-Z4S6LOYK.js";import"./chunk-SPZAPRTA.js";import"./chunk-JSAFXQLV.js";import"./chunk-AUK5BRCW.js";import"./chunk-QU34S2AZ.js";import"./chunk-6F3OD7VP.js";export{observeCrawl};
