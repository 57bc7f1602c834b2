import type { Analysis, FetchOptions, HtmlAnalyzer } from './analysis.js';
import { analyzeHtml } from './analyze.js';
import { fetchPage } from './fetch-page.js';
import { fetchStylesheets } from './stylesheets.js';

/**
 * Fetches the page and its same-site stylesheets (SSRF-safe unless allowPrivate) and analyses it,
 * on this thread unless given where to; rejects with AnalysisFailure.
 */
export async function analyzeUrl(
  url: string,
  options: FetchOptions,
  analyze: HtmlAnalyzer = analyzeHtml,
): Promise<Analysis> {
  const page = await fetchPage(url, options);
  const stylesheets = await fetchStylesheets(page, options);
  return analyze(page.html, { ...page, stylesheets }, options.signal);
}
