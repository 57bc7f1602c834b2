import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{INPUT_DEFAULTS,INPUT_NAMES,parseGateConfig,readGateRules}from"./chunk-ZI3IYYWF.js";import"./chunk-DWB2UTDT.js";import"./chunk-OTRT3RL3.js";import"./chunk-W7JO5I2S.js";import"./chunk-KY3QAIE7.js";import"./chunk-JPI6TI65.js";import"./chunk-JR6EMDFD.js";import"./chunk-Z4S6LOYK.js";import"./chunk-K7MBI5KE.js";import{GateConfig}from"./chunk-IYI7OS27.js";import"./chunk-KCRTKN36.js";import"./chunk-6FRDEHSU.js";import"./chunk-QECZPKXX.js";import"./chunk-I4YPJAFX.js";import"./chunk-JSAFXQLV.js";import"./chunk-7BEYE6XO.js";import"./chunk-MA7FPSJ7.js";import"./chunk-T4LCWJBH.js";import"./chunk-6F3OD7VP.js";export{GateConfig,INPUT_DEFAULTS,INPUT_NAMES,parseGateConfig,readGateRules};
