import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{observeCrawl}from"./chunk-JBHJER44.js";import"./chunk-KLAAFPSH.js";import"./chunk-OBF2CEPQ.js";import"./chunk-KOFKZY3I.js";import"./chunk-W7JO5I2S.js";import"./chunk-Q45OBV5J.js";import"./chunk-JPI6TI65.js";import"./chunk-TK2SVW5C.js";import"./chunk-Z4S6LOYK.js";import"./chunk-K7MBI5KE.js";import"./chunk-3YI3TKDG.js";import"./chunk-ALDZK62D.js";import"./chunk-JSAFXQLV.js";import"./chunk-7BEYE6XO.js";import"./chunk-MA7FPSJ7.js";import"./chunk-T4LCWJBH.js";import"./chunk-6F3OD7VP.js";export{observeCrawl};
