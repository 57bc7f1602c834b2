import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{INPUT_DEFAULTS,INPUT_NAMES,parseGateConfig,readGateRules}from"./chunk-C7HY7S7I.js";import"./chunk-5N6DYTAA.js";import"./chunk-WZJKPNHV.js";import{GateConfig}from"./chunk-7S7LOWAZ.js";import"./chunk-KCRTKN36.js";import"./chunk-MMVFLPC7.js";import"./chunk-QWMYRL2U.js";import"./chunk-Z4S6LOYK.js";import"./chunk-SPZAPRTA.js";import"./chunk-JSAFXQLV.js";import"./chunk-AUK5BRCW.js";import"./chunk-QU34S2AZ.js";import"./chunk-6F3OD7VP.js";export{GateConfig,INPUT_DEFAULTS,INPUT_NAMES,parseGateConfig,readGateRules};
