import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{DEFAULT_KEEP_ALIVE_INTERVAL_MS,DEFAULT_MAX_PAYLOAD_BYTES,NodeWebSocketTransport}from"./chunk-U566EDV3.js";import"./chunk-7PF7LBS4.js";import"./chunk-ZO2B72BT.js";import"./chunk-6F3OD7VP.js";export{DEFAULT_KEEP_ALIVE_INTERVAL_MS,DEFAULT_MAX_PAYLOAD_BYTES,NodeWebSocketTransport};
