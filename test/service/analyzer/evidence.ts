import { readFileSync } from 'node:fs';
import { analyzeHtml } from '../../../src/service/analyzer/index.js';

/** A page of test/fixtures/pages (see its README). */
export function fixturePage(name: string): string {
  return readFileSync(new URL(`../../fixtures/pages/${name}`, import.meta.url), 'utf8');
}

export interface PageOptions {
  url?: string;
  status?: number;
  headers?: Record<string, string>;
}

/** The evidence of every finding of `check` on the page, in order. */
export function evidenceOf(check: string, html: string, options: PageOptions = {}): string[] {
  const analysis = analyzeHtml(html, {
    url: options.url ?? 'https://example.com/page',
    status: options.status ?? 200,
    headers: options.headers ?? { 'content-type': 'text/html' },
  });
  return analysis.findings.filter((finding) => finding.check === check).map((finding) => finding.evidence);
}
