import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
function cacheHitIsBaseline(page){return page.cached&&page.key!==null&&page.baseline!==null&&page.baseline.key===page.key}export{cacheHitIsBaseline};
