import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{RENDER_LIMITS,parseFaults,startService}from"./chunk-F5BLLTSX.js";import{DEFAULT_KEYS,INSTALL_HINT,parseKeyArg}from"./chunk-2F24UPBT.js";import{parseAllowance}from"./chunk-JENYJPFG.js";import"./chunk-KX2W6EXO.js";import"./chunk-5DFV654K.js";import"./chunk-N2AVIXXD.js";import"./chunk-MW4KGJFR.js";import"./chunk-NKE4LBI4.js";import"./chunk-CET667C7.js";import"./chunk-55PG3LZG.js";import"./chunk-PACKRVID.js";import"./chunk-PAJCYDJQ.js";import"./chunk-SPZAPRTA.js";import"./chunk-JSAFXQLV.js";import"./chunk-QU34S2AZ.js";import"./chunk-6F3OD7VP.js";export{DEFAULT_KEYS,INSTALL_HINT,RENDER_LIMITS,parseAllowance,parseFaults,parseKeyArg,startService};
