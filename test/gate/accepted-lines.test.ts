import { mkdtemp, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_WHOLE_MAX_BYTES, readAcceptedState } from '../../src/gate/accepted-lines.js';
import { RESULTS_FILE_LIMITS } from '../../src/gate/baseline-file.js';
import { acceptedFileStore } from '../../src/files.js';

const snapshot = (key: string, findings: unknown[] = []) => ({
  key,
  score: 90,
  grade: 'A',
  issues: null,
  findings,
});
const head = '{"version":1,"pages":{';
const tail = '},"tag":"t","commit":null,"savedAt":"2026-11-20T10:00:00.000Z"}';

/** Lines as a store writes them; `read` counts how many the reader took. */
function source(lines: string[], whole = '') {
  const seen = { read: 0, whole: 0 };
  return {
    seen,
    source: {
      lines: (async function* () {
        for (const line of lines) {
          seen.read++;
          yield line;
        }
      })(),
      whole: async () => {
        seen.whole++;
        return whole;
      },
    },
  };
}

const pageLine = (n: number, last = false) =>
  `${JSON.stringify(`https://a.example/${n}`)}:${JSON.stringify(snapshot(`k${n}`))}${last ? '' : ','}`;

describe('readAcceptedState', () => {
  it('reads a state a page per line', async () => {
    const { source: lines, seen } = source([head, pageLine(1), pageLine(2, true), tail]);
    const read = await readAcceptedState(lines);
    expect(read).toEqual({
      state: {
        version: 1,
        tag: 't',
        commit: null,
        savedAt: '2026-11-20T10:00:00.000Z',
        pages: { 'https://a.example/1': snapshot('k1'), 'https://a.example/2': snapshot('k2') },
      },
    });
    expect(seen.whole).toBe(0);
  });

  it('stops at the page cap without reading the rest (a 600,000-page state)', async () => {
    function* many() {
      yield head;
      for (let n = 0; n < 600_000; n++) yield pageLine(n);
    }
    let read = 0;
    const lines = (async function* () {
      for (const line of many()) {
        read++;
        yield line;
      }
    })();
    await expect(readAcceptedState({ lines, whole: async () => '' })).resolves.toEqual({
      problem: `holds more than ${RESULTS_FILE_LIMITS.pages} pages, the most a state may hold`,
    });
    expect(read).toBe(RESULTS_FILE_LIMITS.pages + 2);
  });

  it('refuses a page of more findings than a page may hold', async () => {
    const findings = Array.from({ length: RESULTS_FILE_LIMITS.findingsPerPage + 1 }, () => ({}));
    const line = `"https://a.example/":${JSON.stringify(snapshot('k', findings))}`;
    await expect(readAcceptedState(source([head, line, tail]).source)).resolves.toEqual({
      problem: `page 1 holds ${findings.length} findings, more than the ${RESULTS_FILE_LIMITS.findingsPerPage} a page may hold`,
    });
  });

  it('reads an older state written whole, within the same caps', async () => {
    const state = { version: 1, tag: 't', commit: 'c', savedAt: 's', pages: { 'https://a.example/': snapshot('k') } };
    const { source: whole, seen } = source([JSON.stringify(state)], JSON.stringify(state));
    await expect(readAcceptedState(whole)).resolves.toEqual({ state });
    expect(seen.whole).toBe(1);
    const pages = Object.fromEntries(
      Array.from({ length: RESULTS_FILE_LIMITS.pages + 1 }, (_, n) => [`https://a.example/${n}`, snapshot('k')]),
    );
    const big = JSON.stringify({ ...state, pages });
    await expect(readAcceptedState(source([big], big).source)).resolves.toEqual({
      problem: `holds more than ${RESULTS_FILE_LIMITS.pages} pages, the most a state may hold`,
    });
  });

  it('keeps a page named __proto__ a page', async () => {
    const line = `"__proto__":${JSON.stringify(snapshot('k'))}`;
    const read = await readAcceptedState(source([head, line, tail]).source);
    expect('state' in read && Object.keys(read.state.pages)).toEqual(['__proto__']);
  });
});

describe('acceptedFileStore: the caps name the file', () => {
  it('says which accepted-file is over the page cap', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pagegate-accepted-lines-'));
    const path = join(dir, 'state.json');
    const lines = [
      head,
      ...Array.from({ length: RESULTS_FILE_LIMITS.pages + 5 }, (_, n) => pageLine(n)),
      pageLine(-1, true),
      tail,
    ];
    await writeFile(path, `${lines.join('\n')}\n`);
    await expect(acceptedFileStore(path).load()).resolves.toEqual({
      kind: 'missing',
      why: 'unreadable',
      detail: `accepted-file ${path}: holds more than ${RESULTS_FILE_LIMITS.pages} pages, the most a state may hold`,
    });
  });

  it('refuses a state written whole over the whole-read limit before reading it (one long line)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pagegate-accepted-lines-'));
    const path = join(dir, 'whole.json');
    await writeFile(path, '{"version":1,"tag":"t","pages":{"https://a.example/":');
    await truncate(path, ACCEPTED_WHOLE_MAX_BYTES + 1);
    await expect(acceptedFileStore(path).load()).resolves.toEqual({
      kind: 'missing',
      why: 'unreadable',
      detail: `accepted-file ${path}: larger than ${ACCEPTED_WHOLE_MAX_BYTES / 1024 / 1024} MiB and not laid out a page per line`,
    });
  });
});
