import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
import{require_ipaddr}from"./chunk-7NU2KJ6T.js";import{__toESM}from"./chunk-6F3OD7VP.js";var import_ipaddr=__toESM(require_ipaddr(),1);import{isIP}from"node:net";var METADATA=["fd00:ec2::254","168.63.129.16","100.100.100.200"].map(address=>import_ipaddr.default.parse(address).toNormalizedString());function isNeverReached(address){const bare=address.replace(/^\[(.*)\]$/,"$1");if(isIP(bare)===0)return false;const parsed=import_ipaddr.default.process(bare);return parsed.range()==="linkLocal"||METADATA.includes(parsed.toNormalizedString())}function isPrivateAddress(address){const bare=address.replace(/^\[(.*)\]$/,"$1");if(isIP(bare)===0)return false;return import_ipaddr.default.process(bare).range()!=="unicast"}export{isNeverReached,isPrivateAddress};
