import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{INPUT_DEFAULTS,INPUT_NAMES,parseGateConfig,readGateRules}from"./chunk-VT4YU2T3.js";import"./chunk-NSEXSPWZ.js";import"./chunk-3DXDZ7QE.js";import"./chunk-W7JO5I2S.js";import"./chunk-Q45OBV5J.js";import"./chunk-JPI6TI65.js";import"./chunk-TK2SVW5C.js";import"./chunk-Z4S6LOYK.js";import{GateConfig}from"./chunk-DJC6MUW4.js";import"./chunk-KCRTKN36.js";import"./chunk-RR3HY6R4.js";import"./chunk-V6IE6SQO.js";import"./chunk-K7MBI5KE.js";import"./chunk-3YI3TKDG.js";import"./chunk-ALDZK62D.js";import"./chunk-JSAFXQLV.js";import"./chunk-7BEYE6XO.js";import"./chunk-MA7FPSJ7.js";import"./chunk-T4LCWJBH.js";import"./chunk-6F3OD7VP.js";export{GateConfig,INPUT_DEFAULTS,INPUT_NAMES,parseGateConfig,readGateRules};
