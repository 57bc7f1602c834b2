import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
function nearest(word,known){let best=null;for(const name of known){const distance=editDistance(word,name);if(best===null||distance<best.distance)best={name,distance}}if(best===null||word==="")return null;const allowed=Math.min(2,Math.floor(Math.max(word.length,best.name.length)/3));if(best.distance<=allowed)return best.name;const started=known.filter(name=>name.startsWith(word));return started.length===1?started[0]??null:null}function editDistance(a,b){let previous=Array.from({length:b.length+1},(_,j)=>j);for(let i=1;i<=a.length;i++){const row=[i];for(let j=1;j<=b.length;j++){const substitution=(previous[j-1]??0)+(a[i-1]===b[j-1]?0:1);row.push(Math.min((previous[j]??0)+1,(row[j-1]??0)+1,substitution))}previous=row}return previous[b.length]??0}export{nearest};
