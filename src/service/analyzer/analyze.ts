import type { Finding } from '../../model/resources.js';
import type { Analysis, PageResponse } from './analysis.js';
import { CHECKS } from './checks/index.js';
import { crawlLinks } from './crawl-links.js';
import { cut } from './excerpt.js';
import { AnalysisFailure } from './failure.js';
import { buildPage, type Page } from './page.js';
import { parseHtml } from './parse.js';
import { BROWSER_CHECKS, CHECK_NAMES, MAX_FINDINGS_PER_CHECK, RULES, type CheckName } from './rules.js';
import { countIssues, gradeOf, scoreOf } from './score.js';
import { textOf } from './text.js';

/** Analyses a page already fetched. Pure and deterministic: the same input gives the same analysis. */
export function analyzeHtml(html: string, response: PageResponse): Analysis {
  const url = URL.parse(response.url);
  if (url === null) throw new AnalysisFailure('invalid_url', `not a URL: ${cut(response.url, 120)}`);
  const page = buildPage(parseHtml(html), url, response.status, response.headers, response.browser);
  const { findings, perCheck } = runChecks(page);
  const score = scoreOf(perCheck);
  return {
    title: pageTitle(page),
    word_count: page.words,
    score,
    grade: gradeOf(score),
    issues: countIssues(perCheck),
    findings,
    http_status: response.status,
    final_url: url.href,
    links: crawlLinks(page),
  };
}

function runChecks(page: Page): { findings: Finding[]; perCheck: Map<CheckName, number> } {
  const findings: Finding[] = [];
  const perCheck = new Map<CheckName, number>();
  for (const check of CHECK_NAMES) {
    if (BROWSER_CHECKS.has(check) && !page.browser) continue;
    const problems = CHECKS[check](page).slice(0, MAX_FINDINGS_PER_CHECK);
    perCheck.set(check, problems.length);
    const { severity, impact, effort, remediation } = RULES[check];
    for (const { message, evidence } of problems) {
      findings.push({ check, severity, result: 'warn', message, evidence, remediation, impact, effort });
    }
  }
  return { findings, perCheck };
}

function pageTitle(page: Page): string {
  const title = page.byTag('title')[0];
  return title === undefined ? '' : textOf(title);
}
