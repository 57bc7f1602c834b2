import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{renderDetailGroups}from"./chunk-TF5LQUZ5.js";import"./chunk-4NJRYVHD.js";import"./chunk-ZROG4DEF.js";import"./chunk-NXVOULNH.js";import"./chunk-OBF2CEPQ.js";import"./chunk-HIMEJJWE.js";import"./chunk-KEFPHWKR.js";import"./chunk-B2RCVT34.js";import"./chunk-K5LPQY7M.js";import"./chunk-PACKRVID.js";import"./chunk-Z4S6LOYK.js";import"./chunk-RR3HY6R4.js";import"./chunk-V6IE6SQO.js";import"./chunk-K7MBI5KE.js";import"./chunk-ALDZK62D.js";import"./chunk-JSAFXQLV.js";import"./chunk-6F3OD7VP.js";export{renderDetailGroups};
