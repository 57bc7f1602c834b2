import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{convertPuppeteerChannelToBrowsersChannel}from"./chunk-DNZYBOKM.js";import"./chunk-YG4XW32K.js";import"./chunk-HUJCJS2I.js";import"./chunk-LZJWJHGA.js";import"./chunk-6F3OD7VP.js";export{convertPuppeteerChannelToBrowsersChannel};
