import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{array,looseObject,number,object,string}from"./chunk-MQACRM6B.js";var lenient=schema=>schema.optional().catch(void 0);var PrNumber=lenient(number().int().positive());var Text=lenient(string().min(1));var Numbered=object({number:PrNumber});var WorkflowRun=object({pull_requests:lenient(array(Numbered)),head_sha:Text,head_branch:Text,head_repository:lenient(object({owner:lenient(object({login:Text}))}))});var EventPayload=object({pull_request:lenient(Numbered.extend({head:lenient(object({sha:Text}))})),issue:lenient(object({number:PrNumber,pull_request:lenient(looseObject({}))})),workflow_run:lenient(WorkflowRun),deployment:lenient(object({sha:Text})),deployment_status:lenient(object({environment_url:Text,target_url:Text,created_at:Text}))}).catch({});export{EventPayload};
