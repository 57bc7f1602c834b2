/** The performance extension through the client: what a submit sends, and `metrics` read tolerantly. */
import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { guardNetwork } from './nock-guard.js';
import { closeClients, ORIGIN, testClient } from './test-client.js';

guardNetwork();
afterEach(closeClients);

const page = 'https://example.com/pricing';
const report = {
  status: 'complete',
  key: 'r1',
  url: page,
  title: 'Pricing',
  score: 90,
  grade: 'A',
  word_count: 300,
  issues: { critical: 0, recommended: 0, optional: 0, passed: 20 },
  findings: [],
};
const spread = { median: 900, min: 850, max: 1_000 };
const metrics = {
  runs: 3,
  lcp_ms: spread,
  cls: null,
  tbt_ms: spread,
  fcp_ms: spread,
  ttfb_ms: spread,
  transfer_bytes: spread,
  requests: spread,
  render_blocking: [],
};

describe('performance through the client', () => {
  it('sends performance and performance_runs with render when asked, and reads the metrics back', async () => {
    nock(ORIGIN)
      .post('/api/v1/reports', { url: page, render: true, performance: true, performance_runs: 5 })
      .reply(200, { report: { ...report, metrics } });
    const { client } = testClient();
    const answer = await client.submitReport({ url: page, render: true, performanceRuns: 5 });
    expect(answer).toMatchObject({ kind: 'cached', report: { metrics } });
  });

  it('sends neither field when performance is off', async () => {
    nock(ORIGIN).post('/api/v1/reports', { url: page, render: false }).reply(200, { report });
    const { client } = testClient();
    const answer = await client.submitReport({ url: page, render: false });
    expect(answer.kind === 'cached' && answer.report.metrics).toBeUndefined();
  });

  it('reads a metrics field of another shape (a hosted service of its own) as absent, not broken', async () => {
    nock(ORIGIN)
      .post('/api/v1/reports')
      .reply(200, { report: { ...report, metrics: { lcp: '1.2s' } } });
    const { client } = testClient();
    const answer = await client.submitReport({ url: page, render: true, performanceRuns: 3 });
    expect(answer).toMatchObject({ kind: 'cached', report: { key: 'r1', score: 90 } });
    expect(answer.kind === 'cached' && answer.report.metrics).toBeUndefined();
  });
});
