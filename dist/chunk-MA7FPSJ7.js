import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
function describe(error){if(error instanceof Error)return firstLine(error.message)||error.name;if(typeof error==="string")return firstLine(error);try{return firstLine(JSON.stringify(error))||String(error)}catch{return String(error)}}function firstLine(text){return(text.split(/\r?\n/,1)[0]??"").replace(CONTROLS,"").trim()}var CONTROLS=/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;export{describe};
