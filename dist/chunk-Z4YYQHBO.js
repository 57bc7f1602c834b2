import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
var RANKS={critical:3,recommended:2,optional:1};function severityRank(severity){return RANKS[severity.toLowerCase()]??0}export{severityRank};
