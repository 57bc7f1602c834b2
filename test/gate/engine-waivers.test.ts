/** Waivers and warn levels through the engine, in a report job: no service, shard files in, a decision out. */
import { textFiles } from '../io/text-files.js';
import { describe, expect, it } from 'vitest';
import { engineConfig } from './configs.js';
import { runEngine, type EngineIO } from '../../src/gate/engine.js';
import type { AcceptedState, AcceptedStore } from '../../src/model/accepted.js';
import type { PageResult, Results } from '../../src/model/results.js';
import { finding, page, regression } from '../report/fixtures.js';
import { yamlFile } from '../config/yaml-file.js';

const hero = finding({ check: 'images.alt', severity: 'critical', evidence: '<img src="/hero.png">' });
const desc = finding();

/** A shard whose analyze job decided /pricing without waivers: a new critical finding failed it. */
const shardPage: PageResult = page({
  url: 'https://a.example/pricing',
  verdict: 'fail',
  reasons: ['new critical finding images.alt'],
  score: 84,
  issues: { critical: 1, recommended: 1, optional: 0, passed: 20 },
  findings: [desc, hero],
  baseline: {
    key: 'k-before',
    score: 90,
    grade: 'A',
    issues: { critical: 0, recommended: 1, optional: 0, passed: 20 },
    findings: [desc],
  },
  baselineFrom: { kind: 'accepted' },
  regressions: [regression({ evidence: hero.evidence })],
});

function reportJob(config: string, now: string) {
  const shard: Results = {
    version: 1,
    passed: false,
    startedAt: '2027-01-01T00:00:00Z',
    finishedAt: '2027-01-01T00:01:00Z',
    decided: false,
    pages: [shardPage],
  };
  const saved: AcceptedState[] = [];
  const store: AcceptedStore = {
    load: async () => ({ kind: 'missing', why: 'not-found', detail: 'none' }),
    draft: () => {
      const pages: AcceptedState['pages'] = {};
      return {
        add: async (url, snapshot) => void (pages[url] = snapshot),
        save: async (meta) => (saved.push({ version: 1, ...meta, pages }), { saved: true, where: 'memory' }),
        discard: async () => undefined,
      };
    },
  };
  const lines: string[] = [];
  const { readBytes, readLines } = textFiles({ 'shard.json': JSON.stringify(shard) });
  const io: EngineIO = {
    readBytes,
    readLines,
    record: async () => undefined,
    glob: async () => ['shard.json'],
    info: (line) => lines.push(line),
    warn: (line) => lines.push(`warning: ${line}`),
    pageDone: () => undefined,
    now: () => new Date(now),
    accepted: store,
  };
  const gateConfig = engineConfig({
    inputs: { mode: 'report', 'results-files': '*.json', 'comment-tag': 'deploy/gate', 'warn-min-score': '85' },
    configFile: yamlFile(config),
    startedAt: new Date(now),
  });
  return { run: () => runEngine(gateConfig, io), saved };
}

const WAIVERS = [
  'waivers:',
  '  - { check: images.alt, pattern: /pricing, evidence: hero.png, reason: redesign in PAGE-412, expires: 2027-01-31 }',
  '  - { check: links.*, reason: nothing to waive, expires: 2027-03-01 }',
  '',
].join('\n');

describe('a report job applies the waivers of its own config', () => {
  it(
    'the shard failed the page; the report job waives the ' + 'finding, passes, and keeps it out of the accepted state',
    async () => {
      const job = reportJob(WAIVERS, '2027-01-31T23:00:00Z');
      const outcome = await job.run();
      const [pricing] = outcome.results.pages;
      expect(pricing).toMatchObject({
        verdict: 'pass',
        reasons: [],
        regressions: [],
        waived: [{ ...hero, waiver: 0 }],
        warnings: ['score 84 < warn-min-score 85'],
      });
      expect(outcome).toMatchObject({ failedCount: 0, regressionCount: 0, warningCount: 1 });
      expect(outcome.results.waivers?.map(({ check, daysLeft, matched }) => [check, daysLeft, matched])).toEqual([
        ['images.alt', 0, 1],
        ['links.*', 29, 0],
      ]);
      expect(job.saved[0]?.pages['https://a.example/pricing']?.findings).toEqual([desc]);
      expect(outcome.results.thresholds?.map((t) => [t.name, t.past])).toEqual([
        ['warn-min-score', 1],
        ['fail-on-regression', 0],
      ]);
    },
  );

  it('the day after the waiver expires, the same config fails the page on the finding', async () => {
    const outcome = await reportJob(WAIVERS, '2027-02-01T00:00:00Z').run();
    const [pricing] = outcome.results.pages;
    expect(pricing).toMatchObject({ verdict: 'fail', reasons: ['new critical finding images.alt'] });
    expect(pricing?.waived).toBeUndefined();
    expect(outcome.results.waivers?.[0]).toMatchObject({ daysLeft: -1, matched: 0 });
  });
});
