import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{renderDetailGroups}from"./chunk-M72ZIOHZ.js";import"./chunk-SP42VOQX.js";import"./chunk-VGD2PGMG.js";import"./chunk-L463FASY.js";import"./chunk-FOEBY4IA.js";import"./chunk-Z4S6LOYK.js";import"./chunk-WD2JNEYE.js";import"./chunk-FQ4YRGOL.js";import"./chunk-TFEUMTOG.js";import"./chunk-Z4YYQHBO.js";import"./chunk-KEFPHWKR.js";import"./chunk-K7MBI5KE.js";import"./chunk-4IZRAR7A.js";import"./chunk-K5LPQY7M.js";import"./chunk-PACKRVID.js";import"./chunk-JSAFXQLV.js";import"./chunk-6F3OD7VP.js";export{renderDetailGroups};
