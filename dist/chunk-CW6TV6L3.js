import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{RENDER_LIMITS,parseFaults,startService}from"./chunk-BIGQOBMT.js";import{DEFAULT_KEYS,INSTALL_HINT,parseKeyArg}from"./chunk-2ZF3SGDM.js";import{parseAllowance}from"./chunk-TWJQHXVU.js";import"./chunk-EYFWLVET.js";import"./chunk-OWRB7HOR.js";import"./chunk-V2KQQ3OY.js";import"./chunk-URKQOMFA.js";import"./chunk-NKE4LBI4.js";import"./chunk-N4IPJFP4.js";import"./chunk-PKASG3KG.js";import"./chunk-MA7FPSJ7.js";import"./chunk-T4LCWJBH.js";import"./chunk-UEKJKJ3W.js";import"./chunk-TFEUMTOG.js";import"./chunk-4IZRAR7A.js";import"./chunk-K5LPQY7M.js";import"./chunk-PACKRVID.js";import"./chunk-JSAFXQLV.js";import"./chunk-6F3OD7VP.js";export{DEFAULT_KEYS,INSTALL_HINT,RENDER_LIMITS,parseAllowance,parseFaults,parseKeyArg,startService};
