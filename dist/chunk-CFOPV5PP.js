import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{SERVE_HELP,integer,serve}from"./chunk-RW3CAPXA.js";import"./chunk-GAXX5UUM.js";import"./chunk-2ZF3SGDM.js";import"./chunk-AAOD74A5.js";import"./chunk-MEJRF6WE.js";import"./chunk-FAWYHKTP.js";import"./chunk-AOVANPNK.js";import"./chunk-URKQOMFA.js";import"./chunk-56KSLBEG.js";import"./chunk-Z4S6LOYK.js";import"./chunk-7BEYE6XO.js";import"./chunk-MA7FPSJ7.js";import"./chunk-T4LCWJBH.js";import"./chunk-Z7JMWWAS.js";import"./chunk-KCRTKN36.js";import"./chunk-UEKJKJ3W.js";import"./chunk-FQ4YRGOL.js";import"./chunk-TFEUMTOG.js";import"./chunk-Z4YYQHBO.js";import"./chunk-JSAFXQLV.js";import"./chunk-6F3OD7VP.js";export{SERVE_HELP,integer,serve};
