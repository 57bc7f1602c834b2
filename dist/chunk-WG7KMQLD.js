import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{draftNext,dropping,judgeOf,keeper}from"./chunk-KZOTXLV5.js";import"./chunk-MC3WZXUT.js";import"./chunk-FWRNOS2C.js";import"./chunk-OXXKIGVT.js";import"./chunk-IPRX7OTY.js";import"./chunk-IPQXLX57.js";import"./chunk-CET667C7.js";import"./chunk-55PG3LZG.js";import"./chunk-PACKRVID.js";import"./chunk-WZJKPNHV.js";import"./chunk-7S7LOWAZ.js";import"./chunk-KCRTKN36.js";import"./chunk-PAJCYDJQ.js";import"./chunk-MMVFLPC7.js";import"./chunk-QWMYRL2U.js";import"./chunk-Z4S6LOYK.js";import"./chunk-SPZAPRTA.js";import"./chunk-JSAFXQLV.js";import"./chunk-AUK5BRCW.js";import"./chunk-QU34S2AZ.js";import"./chunk-6F3OD7VP.js";export{draftNext,dropping,judgeOf,keeper};
