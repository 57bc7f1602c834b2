/**
 * The contract documents in docs/ are what the zod schemas generate (`npm run contract` writes
 * them), the reference service serves its OpenAPI document without a key, and the check the e2e
 * suite runs on every answer (test/e2e/contract-check.ts) rejects an answer the document forbids.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../src/service/index.js';
import { contractFiles } from '../../scripts/contract.mjs';
import { contractCheck } from '../e2e/contract-check.js';

const docs = new URL('../../docs/', import.meta.url);

describe('docs/ holds what the schemas generate (npm run contract regenerates)', () => {
  it.each(Object.entries(contractFiles()))('%s', async (name, generated) => {
    expect(await readFile(new URL(name, docs), 'utf8')).toBe(generated);
  });
});

describe('GET /api/v1/openapi.json', () => {
  let service: RunningService;
  beforeAll(async () => (service = await startService({ port: 0, workers: 1, chromium: false })));
  afterAll(async () => service?.close());

  it('answers docs/openapi.json with no key', async () => {
    const response = await fetch(`${service.url}/openapi.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(JSON.parse(await readFile(new URL('openapi.json', docs), 'utf8')));
  });
});

describe('the e2e contract check', () => {
  const ack = { status: 'queued', key: 'k', url: 'https://example.com/', poll: 'http://s/api/v1/reports/k' };

  it.each([
    ['a queued acknowledgement', 'POST', '/api/v1/reports', 202, ack, []],
    [
      'an ack without poll',
      'POST',
      '/api/v1/reports',
      202,
      { ...ack, poll: undefined },
      [/must have required property 'poll'/],
    ],
    ['an undocumented status that is no error body', 'GET', '/api/v1/reports', 202, {}, [/anyOf/]],
    [
      'an error in the documented shape',
      'GET',
      '/api/v1/nothing',
      404,
      { error: { code: 'not_found', message: 'x' } },
      [],
    ],
    [
      'a score that is not a whole number',
      'GET',
      '/api/v1/reports/lookup',
      200,
      {
        report: { key: 'k', url: 'u', score: 1.5, grade: 'A', last_run_at: 't' },
      },
      [/must be integer/],
    ],
  ])('%s', (_, method, path, status, body, expected) => {
    const check = contractCheck();
    check.onReply({ method, path, reply: { status, body } });
    expect(check.violations).toHaveLength(expected.length);
    expected.forEach((pattern, i) => expect(check.violations[i]).toMatch(pattern));
  });
});
