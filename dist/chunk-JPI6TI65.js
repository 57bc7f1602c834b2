import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{cut}from"./chunk-JSAFXQLV.js";function oneLine(text,max=200){return cut(text.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g," ").trim(),max)}function isHttpUrl(text){if(typeof text!=="string")return false;try{const{protocol}=new URL(text);return protocol==="http:"||protocol==="https:"}catch{return false}}export{oneLine,isHttpUrl};
