import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{renderDetailGroups}from"./chunk-U4D4AQDY.js";import"./chunk-ZTVV2QOF.js";import"./chunk-MWMKNPAZ.js";import"./chunk-SUTII37V.js";import"./chunk-F2IFIY2Q.js";import"./chunk-OBF2CEPQ.js";import"./chunk-UWTRBBOX.js";import"./chunk-KEFPHWKR.js";import"./chunk-B2RCVT34.js";import"./chunk-K5LPQY7M.js";import"./chunk-PACKRVID.js";import"./chunk-K7MBI5KE.js";import"./chunk-AW6ZEPHW.js";import"./chunk-Z4S6LOYK.js";import"./chunk-MQACRM6B.js";import"./chunk-JSAFXQLV.js";import"./chunk-6F3OD7VP.js";export{renderDetailGroups};
