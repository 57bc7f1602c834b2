import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{CACHE_READ_DENIED_PREFIX,CACHE_WRITE_DENIED_PREFIX,CacheReadDeniedError,CacheWriteDeniedError,FinalizeCacheError,ReserveCacheError,ValidationError,isFeatureAvailable,restoreCache,saveCache}from"./chunk-VS27QWIZ.js";import"./chunk-7SSYHGRQ.js";import"./chunk-MW4KGJFR.js";import"./chunk-SSOXXWZ6.js";import"./chunk-FDJZGJL3.js";import"./chunk-HUJCJS2I.js";import"./chunk-HS6EDMT6.js";import"./chunk-2X6AVIRT.js";import"./chunk-LZJWJHGA.js";import"./chunk-6F3OD7VP.js";export{CACHE_READ_DENIED_PREFIX,CACHE_WRITE_DENIED_PREFIX,CacheReadDeniedError,CacheWriteDeniedError,FinalizeCacheError,ReserveCacheError,ValidationError,isFeatureAvailable,restoreCache,saveCache};
