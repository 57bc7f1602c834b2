import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{ZodISODate,ZodISODateTime,ZodISODuration,ZodISOTime,_isoDate,_isoDateTime,_isoDuration,_isoTime}from"./chunk-ALDZK62D.js";import{__export}from"./chunk-6F3OD7VP.js";var iso_exports={};__export(iso_exports,{ZodISODate:()=>ZodISODate,ZodISODateTime:()=>ZodISODateTime,ZodISODuration:()=>ZodISODuration,ZodISOTime:()=>ZodISOTime,date:()=>date,datetime:()=>datetime,duration:()=>duration,time:()=>time});function datetime(params){return _isoDateTime(ZodISODateTime,params)}function date(params){return _isoDate(ZodISODate,params)}function time(params){return _isoTime(ZodISOTime,params)}function duration(params){return _isoDuration(ZodISODuration,params)}export{iso_exports};
