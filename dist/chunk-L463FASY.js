import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
var TITLE_MAX=120;var EVIDENCE_MAX=200;var MESSAGE_MAX=300;var REMEDIATION_MAX=300;var REASON_MAX=200;var URL_MAX=200;var NAME_MAX=80;var REASONS_PER_ROW=3;var COMMENT_BUDGET=65536;var SUMMARY_BUDGET=1048576;export{TITLE_MAX,EVIDENCE_MAX,MESSAGE_MAX,REMEDIATION_MAX,REASON_MAX,URL_MAX,NAME_MAX,REASONS_PER_ROW,COMMENT_BUDGET,SUMMARY_BUDGET};
