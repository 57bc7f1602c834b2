import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{assertAllowedHost,assertAllowedUrl,guardedLookup,isBlockedAddress,parseAllowance,portOf,unbracketed}from"./chunk-TWJQHXVU.js";import"./chunk-EYFWLVET.js";import"./chunk-V2KQQ3OY.js";import"./chunk-URKQOMFA.js";import"./chunk-T4LCWJBH.js";import"./chunk-6F3OD7VP.js";export{assertAllowedHost,assertAllowedUrl,guardedLookup,isBlockedAddress,parseAllowance,portOf,unbracketed};
