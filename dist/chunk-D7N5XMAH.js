import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{SERVE_HELP,integer,serve}from"./chunk-6DFJLF42.js";import"./chunk-GAXX5UUM.js";import"./chunk-2ZF3SGDM.js";import"./chunk-4R6AE2T5.js";import"./chunk-AGH3C5YQ.js";import"./chunk-A3AAUG63.js";import"./chunk-OOZFTZ5B.js";import"./chunk-CET667C7.js";import"./chunk-KOFKZY3I.js";import"./chunk-2GQ2IGHE.js";import"./chunk-AOVANPNK.js";import"./chunk-URKQOMFA.js";import"./chunk-56KSLBEG.js";import"./chunk-Z4S6LOYK.js";import"./chunk-DJC6MUW4.js";import"./chunk-KCRTKN36.js";import"./chunk-RR3HY6R4.js";import"./chunk-V6IE6SQO.js";import"./chunk-3YI3TKDG.js";import"./chunk-ALDZK62D.js";import"./chunk-JSAFXQLV.js";import"./chunk-7BEYE6XO.js";import"./chunk-MA7FPSJ7.js";import"./chunk-T4LCWJBH.js";import"./chunk-6F3OD7VP.js";export{SERVE_HELP,integer,serve};
