import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{OneLineError}from"./chunk-T4LCWJBH.js";var ServeError=class extends OneLineError{name="ServeError"};var ServeConfigError=class extends ServeError{name="ServeConfigError";static misconfigured=true};var DatabaseUnavailable=class extends ServeError{name="DatabaseUnavailable";retryable=true};export{ServeError,ServeConfigError,DatabaseUnavailable};
