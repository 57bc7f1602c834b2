import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{OneLineError}from"./chunk-T4LCWJBH.js";var EXIT={pass:0,failed:1,usage:2,analysis:3};function resultsOutcome(results){if(results.passed)return"passed";const failing=results.pages.filter(page=>page.verdict!=="pass"&&!page.errorIgnored);return failing.length>0&&failing.every(notAnalysed)?"error":"failed"}function exitCodeFor(error){return error instanceof OneLineError&&error.misconfigured?EXIT.usage:EXIT.analysis}function exitCodeOf(outcome){return outcome==="passed"?EXIT.pass:outcome==="failed"?EXIT.failed:EXIT.analysis}function notAnalysed(page){return page.verdict==="error"&&page.error!==null&&errorOrigin(page.error)==="run"}function errorOrigin(error){if(error.origin)return error.origin;if(error.code==="http_status"||error.code==="not_deployed")return"page";return error.message.startsWith("analysis ")?"page":"run"}export{EXIT,resultsOutcome,exitCodeFor,exitCodeOf};
