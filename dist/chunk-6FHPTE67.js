import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{snapshotInMode}from"./chunk-Z7JMWWAS.js";import{findingIdentity}from"./chunk-WD2JNEYE.js";var NO_TEMPLATE=()=>()=>false;function siteTemplate(pages){const built=new Map;const identities=(origin,render)=>{const key=`${render?"rendered":"fetched"} ${origin}`;let set=built.get(key);if(set)return set;set=new Set;for(const[url,page]of pages){if(originOf(url)!==origin)continue;for(const finding of snapshotInMode(page,render)?.findings??[])set.add(findingIdentity(finding))}built.set(key,set);return set};return(url,render)=>{const set=identities(originOf(url),render);return finding=>set.size>0&&set.has(findingIdentity(finding))}}function originOf(url){try{return new URL(url).origin}catch{return url}}export{NO_TEMPLATE,siteTemplate};
