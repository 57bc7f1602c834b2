import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{observeCrawl}from"./chunk-AJ4XE6FN.js";import"./chunk-KLAAFPSH.js";import"./chunk-YZYIQFSP.js";import"./chunk-XVTNF5TH.js";import"./chunk-OBF2CEPQ.js";import"./chunk-G7IYHWII.js";import"./chunk-WMRMUFPE.js";import"./chunk-KB4UANOF.js";import"./chunk-66RUSHK7.js";import"./chunk-JPI6TI65.js";import"./chunk-JDC545ZT.js";import"./chunk-K7MBI5KE.js";import"./chunk-HEXRQBYC.js";import"./chunk-KCRTKN36.js";import"./chunk-AW6ZEPHW.js";import"./chunk-Z4S6LOYK.js";import"./chunk-MQACRM6B.js";import"./chunk-JSAFXQLV.js";import"./chunk-7BEYE6XO.js";import"./chunk-MA7FPSJ7.js";import"./chunk-T4LCWJBH.js";import"./chunk-6F3OD7VP.js";export{observeCrawl};
