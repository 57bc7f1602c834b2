import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../../src/demo/site.js';
import { ConfigError } from '../../src/errors.js';
import { readLines } from '../../src/io/streamed-files.js';
import { textFiles } from '../io/text-files.js';
import { collectUrls, type UrlSourceIO } from '../../src/gate/collect-urls.js';
import { shardUrls } from '../../src/gate/shard.js';
import { analysisConfig } from './configs.js';
import { yamlFile } from '../config/yaml-file.js';

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite();
});
afterAll(() => site.close());

/** An io whose files are `files` and whose log lines are kept. */
function recordingIO(files: Record<string, string> = {}) {
  const lines: string[] = [];
  const io: UrlSourceIO = {
    readLines: textFiles(files).readLines,
    warn: (line) => lines.push(`warning: ${line}`),
    info: (line) => lines.push(line),
  };
  return { io, lines };
}

function config(inputs: Record<string, string>, configFile: string | null = null) {
  return analysisConfig({
    inputs: { 'api-url': 'http://127.0.0.1:1/api/v1', 'api-key': 'k', 'site-url': site.origin, ...inputs },
    configFile: configFile === null ? null : yamlFile(configFile),
  });
}

const signal = () => AbortSignal.timeout(10_000);

describe('collectUrls with allowed-sites', () => {
  it('refuses a urls-file line outside allowed-sites, naming it', async () => {
    const { io } = recordingIO({ 'pages.txt': '/\nhttps://evil.example/x\n' });
    await expect(
      collectUrls(config({ 'urls-file': 'pages.txt', 'allowed-sites': 'http://127.0.0.1:*' }), io, signal()),
    ).rejects.toThrow(
      new ConfigError('page "https://evil.example/x" matches none of allowed-sites (http://127.0.0.1:*)'),
    );
  });

  it('keeps the pages it allows', async () => {
    const { io } = recordingIO({ 'pages.txt': '/\n/pricing\n' });
    await expect(
      collectUrls(config({ 'urls-file': 'pages.txt', 'allowed-sites': 'http://127.0.0.1:*' }), io, signal()),
    ).resolves.toMatchObject({ urls: [`${site.origin}/`, `${site.origin}/pricing`], truncated: null });
  });
});

describe('collectUrls', () => {
  it('joins urls, urls-file and the sitemap in that order, resolved and de-duplicated', async () => {
    const { io, lines } = recordingIO({
      'pages.txt': '# deployed pages\n/pricing\nhttps://other.example/x # external\n',
    });
    const { urls } = await collectUrls(
      config({ urls: '/contact, /pricing', 'urls-file': 'pages.txt', sitemap: '/sitemap.xml' }),
      io,
      signal(),
    );
    expect(urls).toEqual([
      `${site.origin}/contact`,
      `${site.origin}/pricing`,
      'https://other.example/x',
      `${site.origin}/`,
      `${site.origin}/blog/hello`,
    ]);
    expect(lines).toEqual([`sitemap ${site.origin}/sitemap.xml: 3 URLs`]);
  });

  it('caps the list at max-urls and warns how many were dropped', async () => {
    const { io, lines } = recordingIO();
    const { urls } = await collectUrls(config({ urls: '/a\n/b\n/c\n/d\n/e', 'max-urls': '2' }), io, signal());
    expect(urls).toEqual([`${site.origin}/a`, `${site.origin}/b`]);
    expect(lines).toEqual(['warning: max-urls 2: 3 of 5 pages were dropped']);
  });

  it('says what max-urls dropped as a fact the report carries: how many were given, which were dropped', async () => {
    const { io } = recordingIO();
    const { truncated } = await collectUrls(config({ urls: '/a\n/b\n/c\n/d\n/e', 'max-urls': '2' }), io, signal());
    expect(truncated).toEqual({
      maxUrls: 2,
      given: 5,
      dropped: [`${site.origin}/c`, `${site.origin}/d`, `${site.origin}/e`],
    });
  });

  it('a source read no further than the cap gives no total', async () => {
    const { io } = recordingIO({ 'pages.txt': '/a\n/b\n/c\n/d\n' });
    const { truncated } = await collectUrls(config({ 'urls-file': 'pages.txt', 'max-urls': '2' }), io, signal());
    expect(truncated).toEqual({ maxUrls: 2, given: null, dropped: [`${site.origin}/c`], unread: 'urls-file' });
  });

  it('reads a real urls-file and names it when it cannot', async () => {
    const missing = config({ 'urls-file': '/nonexistent/pagegate/pages.txt' });
    await expect(collectUrls(missing, { ...recordingIO().io, readLines }, signal())).rejects.toThrow(
      new ConfigError('urls-file: cannot read "/nonexistent/pagegate/pages.txt" (ENOENT)'),
    );
  });

  it('reads a urls-file of 130,000 lines no further than max-urls, and says the rest was dropped', async () => {
    let read = 0;
    const io: UrlSourceIO = {
      ...recordingIO().io,
      readLines: async function* () {
        for (let i = 0; i < 130_000; i++) {
          read++;
          yield `/page-${i}`;
        }
      },
    };
    const lines: string[] = [];
    io.warn = (line) => lines.push(line);
    const { urls } = await collectUrls(config({ 'urls-file': 'pages.txt', 'max-urls': '3' }), io, signal());
    expect(urls).toEqual([1, 2, 3].map((i) => `${site.origin}/page-${i - 1}`));
    expect(read).toBe(4);
    expect(lines).toEqual(['max-urls 3: pages past the first 3 were dropped (urls-file was read no further)']);
  });

  it('reads a real urls-file of 130,000 lines (its list once overflowed the stack when spread)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pagegate-urls-'));
    const path = join(dir, 'pages.txt');
    await writeFile(path, Array.from({ length: 130_000 }, (_, i) => `/p${i}`).join('\n'));
    const { io, lines } = recordingIO();
    const { urls } = await collectUrls(
      config({ 'urls-file': path, 'max-urls': '10000' }),
      { ...io, readLines },
      signal(),
    );
    expect(urls).toHaveLength(10_000);
    expect(lines).toEqual([
      'warning: max-urls 10000: pages past the first 10000 were dropped (urls-file was read no further)',
    ]);
  });

  it('fails when every source is empty', async () => {
    const { io } = recordingIO({ 'pages.txt': '# nothing deployed yet\n' });
    await expect(collectUrls(config({ 'urls-file': 'pages.txt' }), io, signal())).rejects.toThrow(
      new ConfigError('no pages to analyse: urls, urls-file and sitemap gave no URL'),
    );
  });

  it('fails on a config-file pattern that matches none of the kept pages', async () => {
    const file = 'pages:\n  - pattern: /blog/**\n    min-score: 50\n  - pattern: /docs/**\n    min-score: 60\n';
    const { io } = recordingIO();
    await expect(collectUrls(config({ urls: '/blog/hello\n/pricing' }, file), io, signal())).rejects.toThrow(
      new ConfigError('config-file pagegate.yml: pattern "/docs/**" matches no page (of 2 pages in the run)'),
    );
  });

  it('checks patterns against the whole list, then keeps only this shard and says so', async () => {
    const all = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `https://shop.example/${name}`);
    const mine = shardUrls(all, { index: 1, count: 2 });
    const elsewhere = all.filter((url) => !mine.includes(url));
    expect(mine.length * elsewhere.length).toBeGreaterThan(0);
    const onlyElsewhere = `pages:\n  - pattern: ${new URL(elsewhere[0] ?? '').pathname}\n    min-score: 50\n`;
    const { io, lines } = recordingIO();
    await expect(
      collectUrls(config({ urls: all.join('\n'), shard: '1/2' }, onlyElsewhere), io, signal()),
    ).resolves.toMatchObject({ urls: mine });
    expect(lines).toEqual([`shard 1/2: ${mine.length} of 6 pages`]);
  });
});
