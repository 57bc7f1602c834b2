import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{DEBUG_PREFIXES}from"./chunk-ZO2B72BT.js";var BrowserWebSocketTransport=class _BrowserWebSocketTransport{static create(url,_headers,logger,_options){return new Promise((resolve,reject)=>{const ws=new WebSocket(url);ws.addEventListener("open",()=>{return resolve(new _BrowserWebSocketTransport(ws,logger))});ws.addEventListener("error",reject)})}#ws;#logger;onmessage;onclose;constructor(ws,logger){this.#ws=ws;this.#logger=logger;this.#ws.addEventListener("message",event=>{if(this.onmessage){this.onmessage.call(null,event.data)}});this.#ws.addEventListener("close",()=>{if(this.onclose){this.onclose.call(null)}});this.#ws.addEventListener("error",err=>{this.#logger?.(DEBUG_PREFIXES.error)?.(err)})}send(message){this.#ws.send(message)}close(){this.#ws.close()}};export{BrowserWebSocketTransport};
