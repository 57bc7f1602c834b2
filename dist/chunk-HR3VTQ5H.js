import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{ServeError}from"./chunk-LWPLY6ZE.js";var AnalysisFailure=class extends ServeError{name="AnalysisFailure";code;constructor(code,message,options){super(message,options);this.code=code}};export{AnalysisFailure};
