import { describe, expect, it } from 'vitest';
import { siteTemplate } from '../../src/gate/site-template.js';
import { evaluatePage } from '../../src/gate/verdict.js';
import type { PageRules } from '../../src/model/config.js';
import type { BaselineSnapshot } from '../../src/model/results.js';
import { finding, page } from '../report/fixtures.js';
import { pageNotes } from '../../src/report/page-notes.js';

const RULES: PageRules = {
  minScore: null,
  maxCritical: null,
  maxScoreDrop: null,
  warnMinScore: null,
  warnMaxCritical: null,
  failOnRegression: 'recommended',
  ignoreChecks: [],
  checks: {},
  render: false,
};
const search = (html: string) => finding({ check: 'a11y.label', severity: 'critical', evidence: html });
const snapshot = (findings: BaselineSnapshot['findings'], render = false): BaselineSnapshot => ({
  key: 'k',
  score: 90,
  grade: 'A',
  issues: null,
  findings,
  render,
});
const accepted = new Map([
  ['https://a.example/', { fetched: snapshot([search('<input name="q" type="search">')]) }],
  ['https://a.example/docs/', { fetched: snapshot([search('<input name="q" type="search">')]) }],
  ['https://other.example/', { fetched: snapshot([search('<input name="own">')]) }],
  ['https://other.example/docs/', { fetched: snapshot([search('<input name="own">')]) }],
]);

const newPage = (findings: ReturnType<typeof search>[], url = 'https://a.example/new') =>
  page({ url, findings, baseline: null, baselineFrom: { kind: 'new-page' }, regressions: [], resolved: [] });

describe('a page new to the accepted state inherits what the site accepted', () => {
  it("passes on the template's accepted finding (markup spelt differently) and fails on its own", () => {
    const template = siteTemplate(accepted);
    const inherited = search('<INPUT type=search name=q>');
    const own = search('<input name="email">');
    const result = evaluatePage(newPage([inherited, own]), RULES, { failOnError: true, template });
    expect(result.regressions.map((r) => r.evidence)).toEqual(['<input name="email">']);
    expect(result.inherited).toBe(1);
    expect(pageNotes(result)).toContain("1 finding inherited from the site's accepted pages");
    const templateOnly = evaluatePage(newPage([inherited]), RULES, { failOnError: true, template });
    expect([templateOnly.verdict, templateOnly.regressions, templateOnly.inherited]).toEqual(['pass', [], 1]);
  });

  it('inherits only from the same site and the same mode', () => {
    const template = siteTemplate(accepted);
    const elsewhere = evaluatePage(newPage([search('<input name="own">')]), RULES, { failOnError: true, template });
    expect(elsewhere.regressions).toHaveLength(1);
    const rendered = evaluatePage(
      { ...newPage([search('<input name="q" type="search">')]), render: true },
      { ...RULES, render: true },
      { failOnError: true, template },
    );
    expect(rendered.regressions).toHaveLength(1);
  });

  it('a page the state holds is compared with its own snapshot, never the template', () => {
    const template = siteTemplate(accepted);
    const known = page({
      url: 'https://a.example/',
      findings: [search('<input name="q" type="search">'), search('<input name="q" type="search">')],
      baseline: snapshot([search('<input name="q" type="search">')]),
      baselineFrom: { kind: 'accepted' },
    });
    expect(evaluatePage(known, RULES, { failOnError: true, template }).regressions).toHaveLength(1);
  });
});

describe('only template findings are inherited: those on more than half of the accepted pages', () => {
  const noindex = finding({
    check: 'robots.noindex',
    severity: 'critical',
    evidence: '<meta name="robots" content="noindex">',
  });
  const emptyTitle = finding({ check: 'title.missing', severity: 'critical', evidence: '<title></title>' });
  const lang = finding({ check: 'html.lang', severity: 'recommended', evidence: '<html>' });
  const legacy = [noindex, emptyTitle, lang];
  const site = (pages: number, withLegacy: number) =>
    new Map(
      Array.from({ length: pages }, (_, i) => [
        `https://a.example/p${i}/`,
        { fetched: snapshot([search('<input name="q" type="search">'), ...(i < withLegacy ? legacy : [])]) },
      ]),
    );

  it.each([
    ['one legacy page of four', 4, 1, 'fail', 3],
    ['two of four (half, not most)', 4, 2, 'fail', 3],
    ['the only accepted page (one page is no template: the search box too)', 1, 1, 'fail', 4],
    ['three of four', 4, 3, 'pass', 0],
  ])('%s: a new page with its page-level findings %s', (_name, pages, withLegacy, verdict, regressions) => {
    const template = siteTemplate(site(pages, withLegacy));
    const result = evaluatePage(newPage([search('<input type=search name=q>'), ...legacy]), RULES, {
      failOnError: true,
      template,
    });
    expect([result.verdict, result.regressions.length]).toEqual([verdict, regressions]);
  });

  it('the search box on every page stays inherited', () => {
    const template = siteTemplate(site(4, 1));
    const result = evaluatePage(newPage([search('<input type=search name=q>')]), RULES, {
      failOnError: true,
      template,
    });
    expect([result.verdict, result.inherited]).toEqual(['pass', 1]);
  });
});
