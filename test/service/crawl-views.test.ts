import { describe, expect, it } from 'vitest';
import { crawlFindings, crawlSummary, scoreDistribution } from '../../src/service/crawl-views.js';
import type { CrawlPageRow, CrawlRow } from '../../src/service/store-crawls.js';
import { finding } from './service-fixture.js';

function page(id: number, grade: string, findings = [finding('meta.description', 'recommended')]): CrawlPageRow {
  return {
    crawl_id: 1,
    id,
    url: `https://site.example/${id}`,
    depth: 1,
    state: 'done',
    http_status: 200,
    title: '',
    score: 80,
    grade,
    word_count: 10,
    internal_links: 0,
    critical_count: 0,
    findings: JSON.stringify(findings),
    body_sha256: null,
    links: '[]',
    error_code: null,
    error_message: null,
    metrics: null,
  };
}

describe('scoreDistribution', () => {
  it.each<[string[], Record<string, number>]>([
    [[], { A: 0, B: 0, C: 0, D: 0, F: 0 }],
    [['A', 'A', 'F'], { A: 2, B: 0, C: 0, D: 0, F: 1 }],
    [['B', 'A+'], { A: 0, B: 1, C: 0, D: 0, F: 0, 'A+': 1 }],
  ])('counts %j', (grades, expected) => {
    expect(scoreDistribution(grades.map((grade, i) => page(i + 1, grade)))).toEqual(expected);
  });
});

describe('crawlFindings', () => {
  it('groups by check and severity, counting each page once, most pages first', () => {
    const pages = [
      page(1, 'B', [
        finding('images.alt', 'critical', '<img a>'),
        finding('images.alt', 'critical', '<img b>'),
        finding('links.text', 'optional'),
      ]),
      page(2, 'B', [finding('images.alt', 'critical'), finding('title.length', 'recommended')]),
      page(3, 'B', [
        finding('links.text', 'optional'),
        finding('title.length', 'recommended'),
        finding('images.alt', 'recommended'),
      ]),
    ];
    expect(crawlFindings(pages).map((f) => [f.check, f.severity, f.pages])).toEqual([
      ['images.alt', 'critical', 2],
      ['title.length', 'recommended', 2],
      ['links.text', 'optional', 2],
      ['images.alt', 'recommended', 1],
    ]);
  });

  it('keeps the first page’s message', () => {
    const first = { ...finding('title.length', 'recommended'), message: 'title is 80 characters' };
    const second = { ...finding('title.length', 'recommended'), message: 'title is 5 characters' };
    expect(crawlFindings([page(1, 'B', [first]), page(2, 'B', [second])])).toEqual([
      { check: 'title.length', severity: 'recommended', pages: 2, message: 'title is 80 characters' },
    ]);
  });
});

describe('crawlSummary', () => {
  const row = (performanceRuns: number): CrawlRow => ({
    id: 4,
    workspace: 'w',
    host: 'site.example',
    label: 'site.example',
    seed_url: 'https://site.example/',
    state: 'done',
    max_pages: 10,
    max_depth: 3,
    render: 1,
    performance_runs: performanceRuns,
    created_at: 0,
    started_at: 1,
    finished_at: 2,
    error: null,
    pages_found: 3,
    pages_fetched: 3,
    pages_failed: 0,
  });

  it('shows performance_runs of a crawl that measured performance', () => {
    expect(crawlSummary(row(3))).toMatchObject({ id: 4, performance_runs: 3 });
  });

  it('has no performance_runs when the crawl measured nothing, as a page without metrics has no metrics', () => {
    expect(crawlSummary(row(0))).not.toHaveProperty('performance_runs');
  });
});
