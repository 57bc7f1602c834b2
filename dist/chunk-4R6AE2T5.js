import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{setFlagsFromString}from"node:v8";function boundHeapGrowth(){setFlagsFromString("--semi-space-growth-factor=1");setFlagsFromString("--heap-growing-percent=10")}export{boundHeapGrowth};
