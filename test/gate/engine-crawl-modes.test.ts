/**
 * A crawl's pages keep their mode in the accepted state, as listed pages do: a rendered crawl is
 * never compared with a fetched crawl's snapshot of the same page, nor a fetched one with a
 * rendered one. The reference service runs on loopback with a stub analyzer standing in for both
 * the fetch and the browser.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { runEngine } from '../../src/gate/engine.js';
import { acceptedFileStore } from '../../src/io/files.js';
import type { RunningService } from '../../src/service/index.js';
import { textFiles } from '../io/text-files.js';
import { KEY, startStubService, StubAnalyzer } from '../service/service-fixture.js';
import { liveConfig } from './configs.js';

const SITE = 'https://site.example';
let service: RunningService;
let stub: StubAnalyzer;
let dir: string;
let accepted: string;

beforeEach(async () => {
  stub = new StubAnalyzer();
  stub.pages.set(`${SITE}/`, { links: [`${SITE}/a`] });
  // Named only so that render is offered; the stub analyses in its place.
  service = await startStubService(stub, { chromium: process.execPath });
  dir = await mkdtemp(join(tmpdir(), 'pagegate-crawl-modes-'));
  accepted = join(dir, 'accepted.json');
});
afterEach(async () => {
  await service.close();
  await rm(dir, { recursive: true, force: true });
});

/** `crawl: site` on the stub service, with the accepted state in a file; the pages' results. */
async function crawlRun(inputs: Record<string, string>) {
  const config = liveConfig({
    inputs: {
      'api-url': service.url,
      'api-key': KEY,
      'site-url': SITE,
      crawl: 'site',
      urls: '',
      'wait-for': '0',
      'poll-interval': '0.05',
      'accepted-file': accepted,
      ...inputs,
    },
  });
  const outcome = await runEngine(config, {
    ...textFiles({}),
    record: async () => undefined,
    glob: async () => [],
    info: () => undefined,
    warn: () => undefined,
    pageDone: () => undefined,
    now: () => new Date(),
    accepted: acceptedFileStore(accepted),
  });
  return outcome.results;
}

it('compares a rendered crawl with no fetched snapshot of its pages, then with its own', async () => {
  const fetched = await crawlRun({});
  expect(fetched.pages.map((p) => [p.url, p.render])).toEqual([
    [`${SITE}/`, false],
    [`${SITE}/a`, false],
  ]);
  expect(fetched.accepted).toMatchObject({ saved: true });

  const rendered = await crawlRun({ render: 'true' });
  expect(stub.rendered).toEqual([`${SITE}/`, `${SITE}/a`]);
  for (const page of rendered.pages)
    expect(page, page.url).toMatchObject({
      render: true,
      baseline: { render: false, score: null },
      baselineFrom: { kind: 'none', why: 'mode-changed' },
    });

  // Each mode compares with its own snapshot again: the rendered one sits beside the fetched one.
  for (const render of ['false', 'true']) {
    const again = await crawlRun({ render });
    expect(again.pages.map((p) => p.baselineFrom)).toEqual([{ kind: 'accepted' }, { kind: 'accepted' }]);
    expect(again.pages.map((p) => p.baseline?.render)).toEqual([render === 'true', render === 'true']);
  }
});
