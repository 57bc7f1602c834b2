import type { Analysis, FetchOptions, HtmlAnalyzer } from './analysis.js';
import { analyzeHtml } from './analyze.js';
import { fetchPage } from './fetch-page.js';

/**
 * Fetches the page (SSRF-safe unless allowPrivate) and analyses it, on this thread unless given
 * where to; rejects with AnalysisFailure.
 */
export async function analyzeUrl(
  url: string,
  options: FetchOptions,
  analyze: HtmlAnalyzer = analyzeHtml,
): Promise<Analysis> {
  const page = await fetchPage(url, options);
  return analyze(page.html, page, options.signal);
}
