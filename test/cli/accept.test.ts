/** `pagegate accept`: a run's pages taken as accepted by hand, with their score history, as a passing gate does. */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accept } from '../../src/cli/accepted.js';
import { AcceptedState } from '../../src/model/accepted.js';
import { failingPage, page, results } from '../report/fixtures.js';

const HOME = 'https://preview.example.com/';
const PRICING = 'https://preview.example.com/pricing';

async function files() {
  const dir = await mkdtemp(join(tmpdir(), 'pagegate-accept-'));
  const snapshot = (score: number) => ({
    key: `k-${score}`,
    score,
    grade: 'A',
    issues: null,
    findings: [],
    render: false,
    history: [{ at: '2026-11-01T00:00:00.000Z', score }],
  });
  const state = {
    version: 1,
    tag: 'deploy/gate',
    commit: null,
    savedAt: '2026-11-01T00:00:00.000Z',
    pages: { [HOME]: snapshot(95), [PRICING]: snapshot(90) },
  };
  const stateFile = join(dir, 'accepted.json');
  await writeFile(stateFile, JSON.stringify(state));
  const resultsFile = join(dir, 'results.json');
  const run = results([
    page({ url: HOME, score: 93, render: false }),
    failingPage(PRICING, 1, { score: 61, render: false }),
  ]);
  await writeFile(resultsFile, JSON.stringify(run));
  return { stateFile, resultsFile };
}

async function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await accept(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

async function stateOf(path: string) {
  return AcceptedState.parse(JSON.parse(await readFile(path, 'utf8')));
}

describe('pagegate accept', () => {
  it("adds each accepted page's score to its history, as a gated run does", async () => {
    const { stateFile, resultsFile } = await files();
    const done = await run(['--results-file', resultsFile, '--accepted-file', stateFile]);
    expect(done.code, done.stderr).toBe(0);
    const { pages } = await stateOf(stateFile);
    expect(pages[PRICING]?.history?.map((point) => point.score)).toEqual([90, 61]);
    expect(pages[HOME]?.history?.map((point) => point.score)).toEqual([95, 93]);
  });
});

describe('pagegate accept --url', () => {
  it('accepts only the named page of the run; the other pages keep their state', async () => {
    const { stateFile, resultsFile } = await files();
    const done = await run(['--url', PRICING, '--results-file', resultsFile, '--accepted-file', stateFile]);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toBe(`accepted state saved: accepted-file ${stateFile} (1 page of this run, 1 kept)\n`);
    const { pages } = await stateOf(stateFile);
    expect(pages[PRICING]).toMatchObject({ score: 61, history: [{ score: 90 }, { score: 61 }] });
    expect(pages[HOME]).toMatchObject({ key: 'k-95', score: 95, history: [{ score: 95 }] });
  });

  it.each([
    ['a path glob', ['/pricing']],
    ['a URL spelled otherwise', ['https://PREVIEW.example.com/pricing#plans']],
    ['several, one of which names it', ['/pricing', PRICING]],
  ])('names the page by %s', async (_, urls) => {
    const { stateFile, resultsFile } = await files();
    const flags = urls.flatMap((url) => ['--url', url]);
    expect((await run([...flags, '--results-file', resultsFile, '--accepted-file', stateFile])).code).toBe(0);
    const { pages } = await stateOf(stateFile);
    expect([pages[PRICING]?.score, pages[HOME]?.score]).toEqual([61, 95]);
  });

  it('refuses a --url that names no page of the run, and writes nothing', async () => {
    const { stateFile, resultsFile } = await files();
    const before = await readFile(stateFile, 'utf8');
    await expect(
      run(['--url', PRICING, '--url', '/nope', '--results-file', resultsFile, '--accepted-file', stateFile]),
    ).rejects.toThrow(/no page of .* matches "\/nope"; nothing was written/);
    expect(await readFile(stateFile, 'utf8')).toBe(before);
  });
});
