import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
var UNAVAILABLE={"no-cache-service":"no GitHub Actions cache service on this runner","cache-on-windows":"the GitHub Actions cache is not restored on Windows, where its tar could write outside the restore","cache-error":"the GitHub Actions cache could not be read","load-error":"the accepted state could not be loaded"};function restoreFailed(where){return`the accepted state${where?` under ${where}`:""} could not be restored from the GitHub Actions cache`}export{UNAVAILABLE,restoreFailed};
