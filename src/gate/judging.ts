/**
 * What decides pages, as one module the engine imports once the service has answered its key check:
 * every decision reads findings by identity, which parses evidence markup with parse5 (180 KB), and
 * nothing before the run's first request needs it. One module, so one chunk load brings it all.
 */
export { draftNext, dropping, judgeOf, keeper } from './page-keeper.js';
export { regressedUnder } from './compare.js';
export { decideResultsFiles } from './report-mode.js';
export { siteTemplate } from './site-template.js';
export { thresholdUses } from './thresholds-view.js';
export { tally } from './verdict.js';
export { waiverFacts } from './waivers.js';
