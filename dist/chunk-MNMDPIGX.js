import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{CACHE_READ_DENIED_PREFIX,CACHE_WRITE_DENIED_PREFIX,CacheReadDeniedError,CacheWriteDeniedError,FinalizeCacheError,ReserveCacheError,ValidationError,isFeatureAvailable,restoreCache,saveCache}from"./chunk-2T7JF6MO.js";import"./chunk-MW4KGJFR.js";import"./chunk-F3E6WXYQ.js";import"./chunk-VJEOI5Y7.js";import"./chunk-NKE4LBI4.js";import"./chunk-6F3OD7VP.js";export{CACHE_READ_DENIED_PREFIX,CACHE_WRITE_DENIED_PREFIX,CacheReadDeniedError,CacheWriteDeniedError,FinalizeCacheError,ReserveCacheError,ValidationError,isFeatureAvailable,restoreCache,saveCache};
