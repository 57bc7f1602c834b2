import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
var WIDTH=100;var COLUMN=26;function helpText(help){const rows=Object.entries(help.flags).map(([name,flag])=>flagRow(name,flag));rows.push(flagRow("help",{type:"boolean",short:"h",meaning:"this help"}));const sections=[help.usage,help.about,`Options:
${rows.join("\n")}`];if(help.notes?.length)sections.push(help.notes.join("\n"));if(help.examples.length>0)sections.push(`Examples:
${help.examples.map(line=>`  ${line}`).join("\n")}`);return sections.join("\n\n")}function flagRow(name,flag){const left=`  ${flag.short?`-${flag.short}, `:""}--${name}${flag.value?` ${flag.value}`:""}${flag.multiple?" ...":""}`;const shown=flag.default??flag.shownDefault;const extras=[shown?`default ${shown}`:"",flag.env?`env ${flag.env}`:""].filter(Boolean);const words=[...flag.meaning.split(" "),...extras.length>0?[`(${extras.join("; ")})`]:[]];const lines=wrap(words,WIDTH-COLUMN);const first=left.length<COLUMN-1?`${left.padEnd(COLUMN)}${lines.shift()??""}`:left;return[first,...lines.map(line=>`${" ".repeat(COLUMN)}${line}`)].join("\n")}function wrap(words,width){const lines=[];let line="";for(const word of words){if(line&&line.length+1+word.length>width){lines.push(line);line=word}else line=line?`${line} ${word}`:word}if(line)lines.push(line);return lines}export{helpText};
