import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
var ELLIPSIS="\u2026";function cut(text,max){if(text.length<=max)return text;let points=0;let keep=0;let index=0;for(const char of text){if(points===max-1)keep=index;if(points===max)return text.slice(0,keep)+ELLIPSIS;index+=char.length;points++}return text}export{cut};
