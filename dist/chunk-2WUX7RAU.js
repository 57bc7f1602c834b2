import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{RENDER_LIMITS,parseFaults,startService}from"./chunk-3VTVNJTP.js";import{DEFAULT_KEYS,INSTALL_HINT,parseKeyArg}from"./chunk-3DGAZMCL.js";import{parseAllowance}from"./chunk-7NU2KJ6T.js";import"./chunk-WMRMUFPE.js";import"./chunk-IRJ5BC6I.js";import"./chunk-MM7FHRWD.js";import"./chunk-B2RCVT34.js";import"./chunk-K5LPQY7M.js";import"./chunk-HR3VTQ5H.js";import"./chunk-LWPLY6ZE.js";import"./chunk-PACKRVID.js";import"./chunk-MQACRM6B.js";import"./chunk-JSAFXQLV.js";import"./chunk-MW4KGJFR.js";import"./chunk-HS6EDMT6.js";import"./chunk-2X6AVIRT.js";import"./chunk-LZJWJHGA.js";import"./chunk-N4IPJFP4.js";import"./chunk-PKASG3KG.js";import"./chunk-MA7FPSJ7.js";import"./chunk-T4LCWJBH.js";import"./chunk-6F3OD7VP.js";export{DEFAULT_KEYS,INSTALL_HINT,RENDER_LIMITS,parseAllowance,parseFaults,parseKeyArg,startService};
