/**
 * The reference service's analyzer: fetches a page (fetch-page.ts), parses it (parse.ts), runs
 * the named checks of the rules table (rules.ts, which documents the score formula) and returns
 * an Analysis the server stores as a report.
 */
export { parseAllowance, type PrivateAllowance } from './address.js';
export type { Analysis, FetchOptions, HtmlAnalyzer, PageResponse } from './analysis.js';
export { analyzeHtml } from './analyze.js';
export { analyzeUrl } from './analyze-url.js';
export { AnalysisFailure, type AnalysisFailureCode } from './failure.js';
export { parseOnly } from './parse.js';
