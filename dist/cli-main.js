import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{COMMANDS,HELP,UsageError}from"./chunk-XYO4WGM5.js";import{package_default}from"./chunk-SK7EXCLO.js";import{EXIT,exitCodeFor}from"./chunk-AOVANPNK.js";import{nearest}from"./chunk-YMIZPEPA.js";import"./chunk-7BEYE6XO.js";import{describe}from"./chunk-MA7FPSJ7.js";import"./chunk-T4LCWJBH.js";import"./chunk-6F3OD7VP.js";function quietWhenClosed(stream){let closed=false;stream.on("error",error=>{if(error.code!=="EPIPE")throw error;closed=true});return text=>{if(!closed)stream.write(text)}}var out=quietWhenClosed(process.stdout);var err=quietWhenClosed(process.stderr);async function main(argv){const[command,...rest]=argv;const streams={stdout:out,stderr:err};const terminal={...streams,isTTY:Boolean(process.stderr.isTTY),env:process.env};const interrupt=new AbortController;process.once("SIGINT",()=>interrupt.abort(new Error("interrupted")));switch(command){case"check":return(await import("./chunk-F6ZDKX2Q.js")).check(rest,{...terminal,signal:interrupt.signal});case"serve":return(await import("./chunk-7L5DREGJ.js")).serve(rest,out,process.env);case"crawl":return(await import("./chunk-IFE5KJDY.js")).crawl(rest,terminal);case"merge":return(await import("./chunk-AWPVQOIX.js")).merge(rest,out);case"demo":return(await import("./chunk-MPQO2WL5.js")).demoCommand(rest,out);case"accepted":return(await import("./chunk-TX3VHAXI.js")).accepted(rest,streams);case"accept":return(await import("./chunk-TX3VHAXI.js")).accept(rest,streams);case"help":if(rest[0])return main([rest[0],"--help"]);out(`${HELP}
`);return EXIT.pass;case"--version":case"-V":out(`${package_default.version}
`);return EXIT.pass;case void 0:case"--help":case"-h":out(`${HELP}
`);return command===void 0?EXIT.usage:EXIT.pass;default:{const near=nearest(command,COMMANDS);err(`pagegate: unknown command "${command}"${near?` (did you mean ${near}?)`:""} (commands: ${COMMANDS.join(", ")}; see pagegate --help)
`);return EXIT.usage}}}process.on("unhandledRejection",reason=>{err(`pagegate: ${describe(reason)}
`);process.exit(EXIT.analysis)});try{process.exitCode=await main(process.argv.slice(2))}catch(error){err(error instanceof UsageError?`${describe(error)}
`:`pagegate: ${describe(error)}
`);process.exitCode=exitCodeFor(error)}
