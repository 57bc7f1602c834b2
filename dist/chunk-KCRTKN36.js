import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
var ServiceTarget=class{constructor(url,key){this.url=url;this.#key=key}url;kind="service";#key;static revealKey(target){return target.#key}};export{ServiceTarget};
