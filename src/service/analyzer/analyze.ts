import { createHash } from 'node:crypto';
import type { Finding } from '../../model/resources.js';
import type { Analysis, PageResponse } from './analysis.js';
import { axeFindings, judgedByAxe } from './axe-findings.js';
import { AnalysisBudget } from './budget.js';
import { CHECKS } from './checks/index.js';
import { cut } from './excerpt.js';
import { AnalysisFailure } from './failure.js';
import { attribute, baseUrl, buildPage, linkHref, type Page } from './page.js';
import { normalizePageUrl } from './page-url.js';
import { parseHtml } from './parse.js';
import { BROWSER_CHECKS, CHECK_NAMES, MAX_FINDINGS_PER_CHECK, RULES } from './rules.js';
import { countIssues, gradeOf, scoreOf, type Tally } from './score.js';
import { documentTitle } from './text.js';

/**
 * Analyses a page already fetched. Deterministic (the same input gives the same analysis) within
 * the analysis budget; past it, AnalysisFailure('analysis_timeout').
 */
export function analyzeHtml(html: string, response: PageResponse): Analysis {
  return analyzeWithin(html, response, new AnalysisBudget(response.url));
}

/** analyzeHtml on a budget of the caller's (tests give one a clock). */
export function analyzeWithin(html: string, response: PageResponse, budget: AnalysisBudget): Analysis {
  const url = URL.parse(response.url);
  if (url === null) throw new AnalysisFailure('invalid_url', `not a URL: ${cut(response.url, 120)}`);
  const page = buildPage(parseHtml(html, budget), url, response.status, response.headers, response.browser, {
    linkedStylesheets: response.stylesheets ?? [],
    budget,
  });
  const { findings, tallies } = runChecks(page, budget);
  const axe = page.browser?.axe;
  if (axe) {
    const found = axeFindings(axe);
    findings.push(...found.findings);
    tallies.push(...found.tallies);
  }
  const score = scoreOf(tallies);
  return {
    title: pageTitle(page),
    word_count: page.words,
    score,
    grade: gradeOf(score),
    issues: countIssues(tallies),
    findings,
    http_status: response.status,
    final_url: url.href,
    links: crawlLinks(page),
    body_sha256: createHash('sha256').update(html).digest('hex'),
  };
}

function runChecks(page: Page, budget: AnalysisBudget): { findings: Finding[]; tallies: Tally[] } {
  const findings: Finding[] = [];
  const tallies: Tally[] = [];
  for (const check of CHECK_NAMES) {
    if (BROWSER_CHECKS.has(check) && !page.browser) continue;
    budget.checkNow();
    // axe ran the check's twin: its rule is the check's verdict and tally (counted once).
    if (judgedByAxe(check, page.browser?.axe)) continue;
    const problems = CHECKS[check](page).slice(0, MAX_FINDINGS_PER_CHECK);
    tallies.push({ ...RULES[check], count: problems.length });
    const { severity, impact, effort, remediation } = RULES[check];
    for (const { message, evidence } of problems) {
      findings.push({ check, severity, result: 'warn', message, evidence, remediation, impact, effort });
    }
  }
  return { findings, tallies };
}

function pageTitle(page: Page): string {
  const title = page.byTag('title')[0];
  return title === undefined ? '' : documentTitle(title);
}

/** Absolute same-origin http(s) links of the page, normalised as pages are stored, de-duplicated, in document order. */
function crawlLinks(page: Page): string[] {
  const base = baseUrl(page);
  const found = new Set<string>();
  for (const element of page.elements) {
    const href = element.name === 'area' ? attribute(element, 'href') : linkHref(element);
    const url = href === undefined ? null : URL.parse(href, base.href);
    if (url === null || url.origin !== page.url.origin) continue;
    found.add(normalizePageUrl(url).href);
  }
  return [...found];
}
