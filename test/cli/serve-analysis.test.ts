/**
 * `pagegate serve` from the bundle analyses pages in its analysis threads (their own bundle,
 * cli/analysis-worker/ in the bundle).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../../src/demo/site.js';
import { runCli } from './run-cli.js';

let site: FixtureSite;
beforeAll(async () => (site = await startFixtureSite()));
afterAll(async () => site?.close());

async function analysed(
  api: string,
  url: string,
): Promise<{ status: string; final_url: string; findings: { check: string }[] }> {
  const headers = { authorization: 'Bearer k1', 'content-type': 'application/json' };
  const submitted = await fetch(`${api}/reports`, { method: 'POST', headers, body: JSON.stringify({ url }) });
  const ack = (await submitted.json()) as { poll: string };
  for (;;) {
    // The service holds each read until the report completes (Prefer: wait), so no timer paces the reads.
    const read = await fetch(ack.poll, { headers: { ...headers, prefer: 'wait=30' } });
    const body = (await read.json()) as {
      report: { status: string; final_url: string; findings: { check: string }[] };
    };
    if (read.status === 200) return body.report;
  }
}

it('analyses a page in the bundled analysis thread', async () => {
  let report: ReturnType<typeof analysed> | undefined;
  const run = await runCli(['serve', '--port', '0', '--key', 'k1=pro', '--allow-private'], {
    onStdout: (text, stop) => {
      const listening = /^listening on (\S+)$/m.exec(text)?.[1];
      if (listening === undefined || report !== undefined) return;
      report = analysed(listening, `${site.origin}/pricing`).finally(stop);
    },
  });
  expect(run.code, run.stderr).toBe(0);
  const analysis = await report;
  expect(analysis).toMatchObject({ status: 'complete', final_url: `${site.origin}/pricing` });
  expect(analysis?.findings.length).toBeGreaterThan(0);
});
