import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{SERVE_HELP,integer,serve}from"./chunk-WW4AXRFH.js";import"./chunk-GAXX5UUM.js";import"./chunk-3DGAZMCL.js";import"./chunk-4R6AE2T5.js";import"./chunk-LOFBJTJQ.js";import"./chunk-2NBIBJYB.js";import"./chunk-G7IYHWII.js";import"./chunk-WMRMUFPE.js";import"./chunk-XYO4WGM5.js";import"./chunk-AOVANPNK.js";import"./chunk-LWPLY6ZE.js";import"./chunk-56KSLBEG.js";import"./chunk-HEXRQBYC.js";import"./chunk-KCRTKN36.js";import"./chunk-AW6ZEPHW.js";import"./chunk-Z4S6LOYK.js";import"./chunk-MQACRM6B.js";import"./chunk-YMIZPEPA.js";import"./chunk-JSAFXQLV.js";import"./chunk-7BEYE6XO.js";import"./chunk-MA7FPSJ7.js";import"./chunk-T4LCWJBH.js";import"./chunk-6F3OD7VP.js";export{SERVE_HELP,integer,serve};
