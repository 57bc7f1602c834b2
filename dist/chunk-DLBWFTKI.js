import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{SERVE_HELP,integer,serve}from"./chunk-RG2AKH4G.js";import"./chunk-2F24UPBT.js";import"./chunk-GAXX5UUM.js";import"./chunk-P7GLIRGL.js";import"./chunk-OCPMFB2X.js";import"./chunk-PKB7JIVB.js";import"./chunk-N2AVIXXD.js";import"./chunk-ZUNUATCK.js";import"./chunk-IPQXLX57.js";import"./chunk-CET667C7.js";import"./chunk-7S7LOWAZ.js";import"./chunk-KCRTKN36.js";import"./chunk-PAJCYDJQ.js";import"./chunk-Z4S6LOYK.js";import"./chunk-SPZAPRTA.js";import"./chunk-JSAFXQLV.js";import"./chunk-AUK5BRCW.js";import"./chunk-QU34S2AZ.js";import"./chunk-6F3OD7VP.js";export{SERVE_HELP,integer,serve};
