/** Where the page list comes from besides `urls`: the site's sitemap (capped) and a urls-file with comments. */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandLines, readResults, run, tempDir, useWorld } from './world.js';

const world = useWorld();
const quiet = { urls: '', baseline: 'none', comment: 'never' };

describe('page sources', () => {
  it(
    'takes the sitemap under site-url, read no further than max-urls, ' + 'with one warning saying pages were dropped',
    async () => {
      world().site.deploy(1);
      const capped = await run(world(), { ...quiet, sitemap: '/sitemap.xml', 'max-urls': '2' });
      expect(capped.code, capped.log).toBe(0);
      expect(commandLines(capped.log, '::warning')).toEqual([
        '::warning::max-urls 2: pages past the first 2 were dropped (the sitemap was read no further)',
      ]);
      const results = await readResults(capped.outputs['results-file']);
      expect(results.pages.map((p) => new URL(p.url).pathname)).toEqual(['/', '/pricing']);
    },
  );

  it('reads urls-file lines, skipping # comments, paths resolved against site-url', async () => {
    const dir = await tempDir();
    const file = join(dir, 'urls.txt');
    await writeFile(
      file,
      [
        '# pages gated on every deploy',
        '/pricing',
        '',
        '  # the blog is checked nightly',
        `${world().site.origin}/blog/hello # the first post`,
        '/',
      ].join('\n'),
    );
    const listed = await run(world(), { ...quiet, 'urls-file': file });
    expect(listed.code, listed.log).toBe(0);
    const results = await readResults(listed.outputs['results-file']);
    expect(results.pages.map((p) => new URL(p.url).pathname)).toEqual(['/pricing', '/blog/hello', '/']);
  });
});
