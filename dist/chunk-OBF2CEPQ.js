import { createRequire as __pagegateRequire } from 'node:module';
import { fileURLToPath as __pagegatePath } from 'node:url';
const require = __pagegateRequire(import.meta.url);
const __pagegateFilename = __pagegatePath(import.meta.url);
const __pagegateDirname = __pagegatePath(new URL('.', import.meta.url));
var METRIC_WORDS={lcp_ms:{label:"LCP",unit:"ms"},cls:{label:"CLS",unit:"score"},tbt_ms:{label:"TBT",unit:"ms"},fcp_ms:{label:"FCP",unit:"ms"},ttfb_ms:{label:"TTFB",unit:"ms"},transfer_bytes:{label:"page weight",unit:"kb"},requests:{label:"requests",unit:"count"}};var whole=new Intl.NumberFormat("en-US",{maximumFractionDigits:0});var ratio=new Intl.NumberFormat("en-US",{maximumFractionDigits:3});var UNIT_SUFFIX={ms:" ms",kb:" KB",score:"",count:""};function bareMetric(value,unit){if(unit==="kb")return whole.format(value/1024);return unit==="score"?ratio.format(value):whole.format(value)}function metricText(value,unit){return`${bareMetric(value,unit)}${UNIT_SUFFIX[unit]}`}function spreadText(spread,unit){return`${metricText(spread.median,unit)} (${bareMetric(spread.min,unit)}-${bareMetric(spread.max,unit)})`}export{METRIC_WORDS,metricText,spreadText};
