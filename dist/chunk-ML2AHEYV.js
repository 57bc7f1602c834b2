import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{observeCrawl}from"./chunk-5345YSJ5.js";import"./chunk-KLAAFPSH.js";import"./chunk-OBF2CEPQ.js";import"./chunk-VGGTVHSM.js";import"./chunk-WZLH6NFM.js";import"./chunk-FNTQL2W4.js";import"./chunk-ZCJJX5VQ.js";import"./chunk-W7JO5I2S.js";import"./chunk-KY3QAIE7.js";import"./chunk-JPI6TI65.js";import"./chunk-JR6EMDFD.js";import"./chunk-Z4S6LOYK.js";import"./chunk-K7MBI5KE.js";import"./chunk-IYI7OS27.js";import"./chunk-KCRTKN36.js";import"./chunk-6FRDEHSU.js";import"./chunk-QECZPKXX.js";import"./chunk-I4YPJAFX.js";import"./chunk-JSAFXQLV.js";import"./chunk-7BEYE6XO.js";import"./chunk-MA7FPSJ7.js";import"./chunk-T4LCWJBH.js";import"./chunk-6F3OD7VP.js";export{observeCrawl};
