import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{INPUT_DEFAULTS,INPUT_NAMES,parseGateConfig,readGateRules}from"./chunk-5VTTDUPH.js";import"./chunk-JSFY4EZE.js";import"./chunk-4E4OT5PL.js";import"./chunk-KB4UANOF.js";import"./chunk-66RUSHK7.js";import"./chunk-JPI6TI65.js";import"./chunk-JDC545ZT.js";import"./chunk-K7MBI5KE.js";import{GateConfig}from"./chunk-HEXRQBYC.js";import"./chunk-KCRTKN36.js";import"./chunk-AW6ZEPHW.js";import"./chunk-Z4S6LOYK.js";import"./chunk-MQACRM6B.js";import"./chunk-YMIZPEPA.js";import"./chunk-JSAFXQLV.js";import"./chunk-7BEYE6XO.js";import"./chunk-MA7FPSJ7.js";import"./chunk-T4LCWJBH.js";import"./chunk-6F3OD7VP.js";export{GateConfig,INPUT_DEFAULTS,INPUT_NAMES,parseGateConfig,readGateRules};
