import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import"./chunk-6F3OD7VP.js";import{dirname}from"node:path";async function uploadResultsArtifact(file,tag,run,besides=[]){const{DefaultArtifactClient}=await import("./chunk-SO5EWFKO.js");const files=[file,...besides.filter(other=>dirname(other)===dirname(file))];const{id}=await new DefaultArtifactClient().uploadArtifact(artifactName(tag),files,dirname(file));if(id===void 0)throw new Error("the artifact service answered without an artifact id");return{id,url:`${run.serverUrl}/${run.repository}/actions/runs/${run.runId}/artifacts/${id}`}}function artifactName(tag){return`pagegate-results-${tag.replace(/[\\/":<>|*?\r\n]+/g,"-")}`}export{uploadResultsArtifact};
