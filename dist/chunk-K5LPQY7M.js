import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
function getEscape(char){return char===34?"&quot;":char===38?"&amp;":char===39?"&apos;":char===60?"&lt;":char===62?"&gt;":"&nbsp;"}function escapeWithRegex(re,data){re.lastIndex=0;if(!re.test(data))return data;let out="";let last=0;do{const index=re.lastIndex-1;if(last!==index)out+=data.substring(last,index);const char=data.charCodeAt(index);out+=getEscape(char);last=index+1}while(re.test(data));return out+data.substring(last)}var xmlEscapeRegex=/["&'<>]/g;function escapeUTF8(data){return escapeWithRegex(xmlEscapeRegex,data)}export{escapeUTF8};
