import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{checkThresholds,decide,evaluatePage,failsGate,tally}from"./chunk-CGDI3QUS.js";import"./chunk-FOEBY4IA.js";import"./chunk-PZ67TXMG.js";import"./chunk-VOUHVS7M.js";import"./chunk-YIUQDWZU.js";import"./chunk-Z4S6LOYK.js";import"./chunk-7BEYE6XO.js";import"./chunk-MA7FPSJ7.js";import"./chunk-T4LCWJBH.js";import"./chunk-6FHPTE67.js";import"./chunk-Z7JMWWAS.js";import"./chunk-KCRTKN36.js";import"./chunk-UEKJKJ3W.js";import"./chunk-WD2JNEYE.js";import"./chunk-FQ4YRGOL.js";import"./chunk-TFEUMTOG.js";import"./chunk-Z4YYQHBO.js";import"./chunk-KEFPHWKR.js";import"./chunk-K7MBI5KE.js";import"./chunk-4IZRAR7A.js";import"./chunk-K5LPQY7M.js";import"./chunk-PACKRVID.js";import"./chunk-JSAFXQLV.js";import"./chunk-6F3OD7VP.js";export{checkThresholds,decide,evaluatePage,failsGate,tally};
