import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{SERVE_HELP,integer,serve}from"./chunk-65OFMFO3.js";import"./chunk-GAXX5UUM.js";import"./chunk-O22OPHIQ.js";import"./chunk-4R6AE2T5.js";import"./chunk-J5APIXUC.js";import"./chunk-EPLKYF4W.js";import"./chunk-FNTQL2W4.js";import"./chunk-ZCJJX5VQ.js";import"./chunk-2GQ2IGHE.js";import"./chunk-AOVANPNK.js";import"./chunk-URKQOMFA.js";import"./chunk-56KSLBEG.js";import"./chunk-Z4S6LOYK.js";import"./chunk-IYI7OS27.js";import"./chunk-KCRTKN36.js";import"./chunk-6FRDEHSU.js";import"./chunk-QECZPKXX.js";import"./chunk-I4YPJAFX.js";import"./chunk-JSAFXQLV.js";import"./chunk-7BEYE6XO.js";import"./chunk-MA7FPSJ7.js";import"./chunk-T4LCWJBH.js";import"./chunk-6F3OD7VP.js";export{SERVE_HELP,integer,serve};
