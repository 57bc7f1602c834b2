import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{nearest}from"./chunk-YMIZPEPA.js";import{ConfigError}from"./chunk-7BEYE6XO.js";var USAGE={check:"pagegate check [URL...] [options]",serve:"pagegate serve [options]",crawl:"pagegate crawl SITE-URL [options]",merge:"pagegate merge RESULTS... [-o FILE]",accepted:"pagegate accepted show|forget [URL|GLOB...] --accepted-file FILE",accept:"pagegate accept [--url URL|GLOB ...] --results-file FILE --accepted-file FILE",demo:"pagegate demo"};var COMMANDS=Object.keys(USAGE);var HELP=`pagegate: gate a deploy on page quality

Commands:
  check [URL...]     analyse pages and gate on them (every action input is a --flag)
  serve              run the reference Page Analysis Service on this machine
  crawl SITE-URL     start a site crawl on the reference service (in-process without --api-url)
  merge RESULTS...   merge shard results files into one
  accepted show      list the pages of an accepted state and when each was accepted
  accepted forget    drop pages (URLs or globs) from an accepted state
  accept             take a run's pages (its results file) as the accepted state
  demo               the whole gate end to end on loopback: a baseline, a regressing deploy, a fix

Run "pagegate help COMMAND" (or "pagegate COMMAND --help") for a command's flags and examples.
Run "pagegate --version" for the version.
Exit status: 0 pass, 1 the gate failed on a page, 2 usage or configuration error, 3 the analysis could not run.

${Object.values(USAGE).join("\n")}`;import{parseArgs}from"node:util";var UsageError=class extends ConfigError{name="UsageError"};function parseCommandArgs(command,argv,options,booleans=new Set){try{return parseArgs({args:booleanFlags(argv,booleans),allowPositionals:true,strict:true,options:{...options,help:{type:"boolean",short:"h"}}})}catch(error){const names=[...Object.keys(options??{}),"help"];throw new UsageError(`pagegate ${command}: ${parseProblem(error,names)} (see pagegate ${command} --help)`)}}var FLAG_VALUE=/^[A-Za-z0-9]+$/;function booleanFlags(argv,booleans){const out=[];for(const[i,arg]of argv.entries()){if(arg==="--")return[...out,...argv.slice(i)];const name=/^--(?:no-)?([^=]+)$/.exec(arg)?.[1];if(name===void 0||!booleans.has(name))out.push(arg);else if(arg.startsWith("--no-"))out.push(`--${name}=false`);else if(!FLAG_VALUE.test(argv[i+1]??""))out.push(`--${name}=true`);else out.push(arg)}return out}function parseProblem(error,names){const{code,message}=error;const flag=code==="ERR_PARSE_ARGS_UNKNOWN_OPTION"?/'(-[^']*)'/.exec(message)?.[1]:void 0;if(!flag)return message.split("\n")[0]??message;const near=nearest(flag.replace(/^-+/,"").split("=")[0]??"",names);return`unknown flag ${flag}${near?` (did you mean --${near}?)`:""}`}export{USAGE,COMMANDS,HELP,UsageError,parseCommandArgs};
