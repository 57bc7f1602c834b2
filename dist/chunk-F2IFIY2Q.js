import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{severityRank}from"./chunk-AW6ZEPHW.js";function byHarm(items){return[...items].sort((a,b)=>Number(b.fails===true)-Number(a.fails===true)||severityRank(b.severity)-severityRank(a.severity)||(b.impact??0)-(a.impact??0))}export{byHarm};
