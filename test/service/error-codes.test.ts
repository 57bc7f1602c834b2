/**
 * Every error code the service can send is in docs/openapi.json (under its status, for the
 * operations that may send it) and in docs/service-errors.md, and the errors a running service
 * answers match what the document declares for that operation and status.
 */
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { API_ERRORS, type ApiErrorCode } from '../../src/service/api-error.js';
import type { RunningService } from '../../src/service/index.js';
import { contractCheck } from '../e2e/contract-check.js';
import { call, KEY, startStubService, StubAnalyzer } from './service-fixture.js';

const docs = new URL('../../docs/', import.meta.url);
const CODES = Object.keys(API_ERRORS) as ApiErrorCode[];

interface Operation {
  responses: Record<string, { content?: { 'application/json'?: { schema?: unknown } } }>;
}

/** status -> the codes the document allows at that status, over every operation. */
async function documentedCodes(): Promise<Map<string, Set<string>>> {
  const document = JSON.parse(await readFile(new URL('openapi.json', docs), 'utf8')) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const found = new Map<string, Set<string>>();
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema as
          { properties?: { error?: { properties?: { code?: { enum?: string[] } } } } } | undefined;
        for (const code of schema?.properties?.error?.properties?.code?.enum ?? [])
          found.set(status, new Set([...(found.get(status) ?? []), code]));
      }
    }
  return found;
}

describe('every error code is documented', () => {
  it.each(CODES)('%s is in docs/openapi.json under its status', async (code) => {
    const codes = await documentedCodes();
    expect([...(codes.get(String(API_ERRORS[code].status)) ?? [])]).toContain(code);
  });

  it.each(CODES)('%s is in docs/service-errors.md', async (code) => {
    const table = await readFile(new URL('service-errors.md', docs), 'utf8');
    expect(table).toContain(`| ${API_ERRORS[code].status} | \`${code}\` |`);
  });

  it('documents the codes sent before any route: two Authorization headers and oversized headers', async () => {
    const codes = await documentedCodes();
    expect(codes.get('400')).toContain('ambiguous_credentials');
    expect(codes.get('431')).toContain('headers_too_large');
  });

  it('documents the reference-only crawl start', async () => {
    const document = JSON.parse(await readFile(new URL('openapi.json', docs), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    expect(document.paths['/reference/site-crawls']?.post?.operationId).toBe('startSiteCrawl');
  });
});

describe('errors a running service answers are the ones its document declares', () => {
  let service: RunningService | undefined;
  afterEach(async () => {
    await service?.close();
    service = undefined;
  });

  it('holds for every refusal a request can provoke', async () => {
    const check = contractCheck();
    service = await startStubService(new StubAnalyzer(), {
      keys: { [KEY]: 'pro', 'free-key': 'free' },
      onReply: check.onReply,
    });
    const { url } = service;
    const seen: Array<[number, string]> = [];
    const refused = async (path: string, init: Parameters<typeof call>[2] = {}) => {
      const answer = await call(url, path, init);
      seen.push([answer.status, (answer.body as { error: { code: string } }).error.code]);
    };
    await refused('/reports', { key: null });
    await refused('/reports', { key: 'unknown' });
    await refused('/reports?limit=0');
    await refused('/reports', { body: '{"url":' });
    await refused('/reports', { body: { url: 'ftp://example.com/' } });
    await refused('/reports', { body: { url: `https://example.com/${'a'.repeat(70_000)}` } });
    await refused('/reports', { body: { url: 'https://example.com/', render: true } });
    await refused('/reports/lookup?url=https://example.com/never');
    await refused('/reports/nope');
    await refused('/reports', { method: 'DELETE' });
    await refused('/site-crawls', { key: 'free-key' });
    await refused('/site-crawls/0');
    await refused('/site-crawls/999');
    await refused('/site-crawls/1/pages/1');
    expect(seen).toEqual([
      [401, 'unauthorized'],
      [401, 'unauthorized'],
      [400, 'invalid_parameter'],
      [400, 'invalid_json'],
      [400, 'invalid_parameter'],
      [413, 'payload_too_large'],
      [422, 'render_unavailable'],
      [404, 'not_found'],
      [404, 'not_found'],
      [405, 'method_not_allowed'],
      [403, 'plan_excluded'],
      [400, 'invalid_parameter'],
      [404, 'not_found'],
      [404, 'not_found'],
    ]);
    expect(check.violations).toEqual([]);
  });

  it('answers two Authorization headers with the documented 400 ambiguous_credentials', async () => {
    const check = contractCheck();
    service = await startStubService(new StubAnalyzer(), { onReply: check.onReply });
    const { port } = new URL(service.url);
    const text = await new Promise<string>((resolve, reject) => {
      let answer = '';
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write(
          `GET /api/v1/reports HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${KEY}\r\n` +
            'Authorization: Bearer other\r\nConnection: close\r\n\r\n',
        ),
      );
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain('"code":"ambiguous_credentials"');
    expect(check.violations).toEqual([]);
  });
});
