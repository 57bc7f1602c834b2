import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
var OneLineError=class extends Error{name="OneLineError";static misconfigured=false;get misconfigured(){return this.constructor.misconfigured}};export{OneLineError};
