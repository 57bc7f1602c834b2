import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{renderDetailGroups}from"./chunk-BOMHKZQF.js";import"./chunk-XMQ76WCE.js";import"./chunk-3JCTV36Y.js";import"./chunk-2Z5KX6XI.js";import"./chunk-OBF2CEPQ.js";import"./chunk-OBOHR4KL.js";import"./chunk-KEFPHWKR.js";import"./chunk-B2RCVT34.js";import"./chunk-K5LPQY7M.js";import"./chunk-PACKRVID.js";import"./chunk-Z4S6LOYK.js";import"./chunk-K7MBI5KE.js";import"./chunk-6FRDEHSU.js";import"./chunk-I4YPJAFX.js";import"./chunk-JSAFXQLV.js";import"./chunk-6F3OD7VP.js";export{renderDetailGroups};
