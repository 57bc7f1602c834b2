/**
 * A NUL character in a path parameter, a query parameter or a body member is the client's mistake,
 * answered 400 `invalid_parameter` by every store: PostgreSQL's text refuses it (it answered 500),
 * SQLite would store it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/index.js';
import { postgresSuite } from './postgres-suite.js';
import { call, startStubService, StubAnalyzer } from './service-fixture.js';

const postgres = postgresSuite();
let service: RunningService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

const engines: [string, boolean, () => Promise<string | undefined>][] = [
  ['SQLite', false, () => Promise.resolve(undefined)],
  ['PostgreSQL', postgres.missing !== null, () => postgres.createDatabase()],
];

describe.each(engines)('a NUL character on %s', (_, skip, database) => {
  it.skipIf(skip)(
    'is refused as invalid_parameter wherever it comes',
    async () => {
      service = await startStubService(new StubAnalyzer(), { db: await database() });
      const origin = new URL(service.url).origin;
      const answers = [
        await call(service.url, '/reports?host=%00'),
        await call(service.url, '/reports/%00'),
        await call(service.url, '/reports', { body: { url: 'https://example.com/\u0000' } }),
        await call(origin, '/reference/site-crawls', { body: { url: 'https://example.com/', label: 'a\u0000b' } }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        expect(answer.body.error.code).toBe('invalid_parameter');
      }
    },
    60_000,
  );
});
