/**
 * A results page whose `url` is no URL (`__proto__`, `not a url`) is refused where the file is
 * read, naming the file and the page, in every command that reads one: merge, report mode
 * (results-files), baseline-file and accept. It was "pagegate: Invalid URL", naming nothing.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accept } from '../../src/cli/accepted.js';
import { merge } from '../../src/cli/merge.js';
import { ConfigError } from '../../src/errors.js';
import { readResults, resultsPages, resultsUrls } from '../../src/gate/results-file.js';
import { page, results } from '../report/fixtures.js';
import { chunks } from '../io/text-files.js';

async function drain(items: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of items);
}

describe.each(['__proto__', 'not a url', ''])('a results page whose url is %j', (url) => {
  const valid = results([page({ url: 'https://x.test/' }), page({ url: 'https://x.test/2' })]);
  const text = JSON.stringify({ ...valid, pages: [valid.pages[0], { ...valid.pages[1], url }] });
  const said = 'shard.json: not a pagegate results file v1 (pages[1].url: expected an absolute URL)';

  it('is refused by every reader of results files, naming the file and the page', async () => {
    await expect(readResults(chunks(text), 'shard.json')).rejects.toThrow(said);
    await expect(drain(resultsPages(chunks(text), 'shard.json'))).rejects.toThrow(said);
    await expect(drain(resultsUrls(chunks(text), 'shard.json'))).rejects.toThrow(said);
  });

  it('merge and accept name the file and the page', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pagegate-page-url-'));
    const file = join(dir, 'shard.json');
    await writeFile(file, text);
    const quiet = { stdout: () => undefined, stderr: () => undefined };
    const inFile = `${file}: not a pagegate results file v1 (pages[1].url: expected an absolute URL)`;
    await expect(merge([file], () => undefined)).rejects.toThrow(new ConfigError(inFile));
    const accepting = accept(['--results-file', file, '--accepted-file', join(dir, 'state.json')], quiet);
    await expect(accepting).rejects.toThrow(`--results-file ${inFile}`);
  });
});
