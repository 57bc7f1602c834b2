import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{__commonJS,__require}from"./chunk-6F3OD7VP.js";var require_http=__commonJS({"builtin-by-require:http"(exports,module){module.exports=__require("node:http")}});export{require_http};
