import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../src/errors.js';
import { pageHistory } from '../../src/gate/page-history.js';
import type { ReportSummary } from '../../src/model/resources.js';
import { fakeClient, lookup } from './fake-client.js';

const PAGE = 'https://a.example/pricing';
const V1 = `${PAGE}?pagegate=1`;
const V2 = `${PAGE}?pagegate=2`;

const row = (url: string, lastRunAt: string): ReportSummary => ({
  ...lookup({ url, last_run_at: lastRunAt }),
  host: 'a.example',
  title: 'Pricing',
  issues: { critical: 0, recommended: 0, optional: 0 },
  first_run_at: '2025-11-01T00:00:00Z',
  run_count: 1,
});

/** A host listing of `rows`, then `ending` (an error, or nothing), and lookups answering `looked`. */
function service(rows: ReportSummary[], ending: Error | null, looked: Record<string, string> = {}) {
  const calls: string[] = [];
  const client = fakeClient({
    reports: (query) =>
      (async function* () {
        calls.push(`list ${query?.host}`);
        yield* rows;
        if (ending) throw ending;
      })(),
    lookupReport: async (url) => {
      calls.push(`lookup ${url}`);
      return looked[url] ? lookup({ url, last_run_at: looked[url] }) : null;
    },
  });
  return { history: pageHistory(client), calls };
}

describe('pageHistory: lastRuns of a page’s variants', () => {
  it('takes them from the host listing, read once; a whole listing that lacks one means never analysed', async () => {
    const { history, calls } = service([row(V2, '2025-11-20T09:00:00Z')], null);
    await expect(history.lastRuns(PAGE, [V1, V2], {})).resolves.toEqual([null, '2025-11-20T09:00:00Z']);
    await history.lastRuns(`https://a.example/other`, [`https://a.example/other?pagegate=1`], {});
    expect(calls).toEqual(['list a.example']);
  });

  it("keeps a URL's newest row when a service lists every report", async () => {
    const { history } = service([row(V1, '2025-11-20T09:00:00Z'), row(V1, '2025-11-19T09:00:00Z')], null);
    await expect(history.lastRuns(PAGE, [V1], {})).resolves.toEqual(['2025-11-20T09:00:00Z']);
  });

  it('looks up a variant the listing did not hold when the service refused to list', async () => {
    const refused = new ServiceError('GET /reports: 403', { status: 403, code: 'forbidden', endpoint: 'GET /reports' });
    const { history, calls } = service([], refused, { [V2]: '2025-11-20T08:00:00Z' });
    await expect(history.lastRuns(PAGE, [V1, V2], {})).resolves.toEqual([null, '2025-11-20T08:00:00Z']);
    expect(calls).toEqual(['list a.example', `lookup ${V1}`, `lookup ${V2}`]);
  });

  it('looks up a variant beyond the 500 newest rows the listing is read to', async () => {
    const others = Array.from({ length: 500 }, (_, i) => row(`https://a.example/p${i}`, '2025-11-20T09:00:00Z'));
    const { history, calls } = service([...others, row(V1, '2025-11-01T09:00:00Z')], null);
    await expect(history.lastRuns(PAGE, [V1], {})).resolves.toEqual([null]);
    expect(calls).toEqual(['list a.example', `lookup ${V1}`]);
  });
});
