/**
 * One set of limits for the accepted state: what its writer (a run's store, `pagegate accept`)
 * writes, its reader reads. A state the writer let past a limit was found unreadable by the next
 * run, which then saved over it.
 */
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accept } from '../../src/cli/accepted.js';
import { UsageError } from '../../src/cli/usage.js';
import { ACCEPTED_STATE_LIMITS, acceptedStateMeter, readAcceptedState } from '../../src/io/accepted-state.js';
import { acceptedFileStore } from '../../src/io/files.js';
import type { BaselineSnapshot } from '../../src/model/results.js';
import { page, results } from '../report/fixtures.js';
import { chunks } from './text-files.js';

const snapshot: BaselineSnapshot = { key: 'k', score: 90, grade: 'A', issues: null, findings: [] };
const meta = { tag: 't', commit: null, savedAt: '2026-11-27T00:00:00.000Z' };
const directory = () => mkdtemp(join(tmpdir(), 'pagegate-accepted-limits-'));
/** A URL whose key, as JSON between its quotes, is `bytes` long. */
const urlOf = (bytes: number) => `https://x.test/${'a'.repeat(bytes - 'https://x.test/'.length)}`;

describe('the accepted state: its writer refuses what its reader refuses', () => {
  it.each([
    ['at the limit', ACCEPTED_STATE_LIMITS.keyBytes, true],
    ['one byte past it', ACCEPTED_STATE_LIMITS.keyBytes + 1, false],
  ])('a page URL %s', async (_, bytes, fits) => {
    const path = join(await directory(), 'accepted.json');
    const draft = acceptedFileStore(path).draft();
    await draft.add(urlOf(bytes), snapshot);
    const saved = await draft.save(meta);
    expect(saved.saved).toBe(fits);
    if (!fits) {
      expect(saved).toMatchObject({ detail: expect.stringContaining(`a page URL of ${bytes} bytes`) });
      await expect(stat(path)).rejects.toMatchObject({ code: 'ENOENT' });
      // The reader refuses the same state, written by hand.
      const state = { version: 1, ...meta, pages: { [urlOf(bytes)]: snapshot } };
      expect(await readAcceptedState(chunks(JSON.stringify(state), 64 * 1024))).toMatchObject({
        problem: expect.stringContaining(`more than ${ACCEPTED_STATE_LIMITS.keyBytes} bytes`),
      });
    } else await expect(acceptedFileStore(path).load()).resolves.toMatchObject({ kind: 'found' });
  });

  it('pages: the writer stops where the reader does', async () => {
    const measured = acceptedStateMeter();
    const url = (n: number) => `https://x.test/${n}`;
    for (let n = 1; n <= ACCEPTED_STATE_LIMITS.items; n++) measured(url(n), snapshot);
    expect(() => measured(url(0), snapshot)).toThrow('the state would hold more than 100000 pages');
    const pages = Object.fromEntries(
      Array.from({ length: ACCEPTED_STATE_LIMITS.items + 1 }, (_, n) => [url(n), snapshot]),
    );
    const read = await readAcceptedState(chunks(JSON.stringify({ version: 1, ...meta, pages }), 1024 ** 2));
    expect(read).toEqual({ problem: '"pages" holds more than 100000 entries' });
  });

  it('pagegate accept refuses a state its reader would refuse: a usage error, the state as it was', async () => {
    const dir = await directory();
    const state = join(dir, 'accepted.json');
    const before = JSON.stringify({ version: 1, ...meta, pages: { 'https://x.test/': snapshot } });
    await writeFile(state, before);
    const run = join(dir, 'results.json');
    const long = urlOf(ACCEPTED_STATE_LIMITS.keyBytes + 10);
    await writeFile(run, JSON.stringify(results([page({ url: 'https://x.test/ok' }), page({ url: long })])));
    const io = { stdout: () => undefined, stderr: () => undefined };
    const refused = accept(['--results-file', run, '--accepted-file', state], io);
    await expect(refused).rejects.toBeInstanceOf(UsageError);
    await expect(refused).rejects.toThrow(/a page URL of 65546 bytes.*; nothing was written$/);
    expect(await readFile(state, 'utf8')).toBe(before);
  });
});
