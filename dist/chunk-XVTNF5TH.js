import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{normalizePageUrl}from"./chunk-66RUSHK7.js";import{PagegateError}from"./chunk-7BEYE6XO.js";function mergeByUrl(merged,url,entry){merged.set(normalizePageUrl(url),entry)}function mergeResults(parts){const[first,...rest]=parts;if(!first)throw new PagegateError("no results to merge");const pages=new Map;for(const part of parts)for(const page of part.pages)mergeByUrl(pages,page.url,page);const merged=[...pages.values()];return{version:1,passed:merged.every(page=>page.verdict==="pass"),startedAt:rest.reduce((earliest,part)=>instant(part.startedAt)<instant(earliest)?part.startedAt:earliest,first.startedAt),finishedAt:rest.reduce((latest,part)=>instant(part.finishedAt)>instant(latest)?part.finishedAt:latest,first.finishedAt),decided:false,pages:merged}}function instant(iso){return Date.parse(iso)}export{mergeByUrl,mergeResults};
