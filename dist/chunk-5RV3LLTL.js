import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{applyExtends,esm_default,hideBin,lib_default}from"./chunk-DEKRYQSN.js";import"./chunk-6F3OD7VP.js";var applyExtends2=(config,cwd,mergeExtends)=>{return applyExtends(config,cwd,mergeExtends,esm_default)};export{lib_default as Parser,applyExtends2 as applyExtends,hideBin};
