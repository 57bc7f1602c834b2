import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
function githubRun(env){return{eventName:env.GITHUB_EVENT_NAME,eventPath:env.GITHUB_EVENT_PATH,repository:env.GITHUB_REPOSITORY,serverUrl:env.GITHUB_SERVER_URL,sha:env.GITHUB_SHA,runId:env.GITHUB_RUN_ID,runNumber:env.GITHUB_RUN_NUMBER,runAttempt:env.GITHUB_RUN_ATTEMPT,workflow:env.GITHUB_WORKFLOW,workflowRef:env.GITHUB_WORKFLOW_REF,job:env.GITHUB_JOB,workspace:env.GITHUB_WORKSPACE,runnerTemp:env.RUNNER_TEMP,stepSummary:env.GITHUB_STEP_SUMMARY}}function runUrl(run){return run.serverUrl&&run.repository&&run.runId?`${run.serverUrl}/${run.repository}/actions/runs/${run.runId}`:null}function runContext(run,event){const[owner="",repo=""]=(run.repository??"").split("/");return{eventName:event?.name??run.eventName??"",payload:event?.payload??{},repo:{owner,repo},sha:run.sha??""}}export{githubRun,runUrl,runContext};
