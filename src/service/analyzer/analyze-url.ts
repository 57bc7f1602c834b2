import type { Analysis, FetchOptions } from './analysis.js';
import { analyzeHtml } from './analyze.js';
import { fetchPage } from './fetch-page.js';

/** Fetches the page (SSRF-safe unless allowPrivate) and analyses it; rejects with AnalysisFailure. */
export async function analyzeUrl(url: string, options: FetchOptions): Promise<Analysis> {
  const page = await fetchPage(url, options);
  return analyzeHtml(page.html, page);
}
