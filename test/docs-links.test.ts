/**
 * The README, CONTRIBUTING and the pages of docs/ link each other: every relative link must reach
 * a file that exists and, with a `#fragment`, a heading of that page (GitHub's anchor for it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const files = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(new URL('docs/', root))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const markdown = new MarkdownIt({ html: true });
const tokensOf = (file: string) => markdown.parse(readFileSync(new URL(file, root), 'utf8'), {});

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes, repeats numbered. */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const tokens = tokensOf(file);
  return new Set(
    tokens.flatMap((token, index) => {
      if (token.type !== 'heading_open') return [];
      const text = (tokens[index + 1]?.children ?? []).map((child) => child.content).join('');
      const slug = text
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
        .replaceAll(' ', '-');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      return [count === 0 ? slug : `${slug}-${count}`];
    }),
  );
}

/** The relative links of `file`: where each points, resolved from the file's own folder. */
function links(file: string): { href: string; target: string; fragment: string }[] {
  const hrefs = tokensOf(file)
    .flatMap((token) => token.children ?? [])
    .filter((token) => token.type === 'link_open' || token.type === 'image')
    .map((token) => String(token.attrGet(token.type === 'image' ? 'src' : 'href') ?? ''))
    .filter((href) => !/^[a-z]+:/i.test(href));
  return hrefs.map((href) => {
    const [path = '', fragment = ''] = href.split('#');
    const target = path === '' ? file : new URL(path, new URL(file, root)).pathname.slice(root.pathname.length);
    return { href, target, fragment };
  });
}

describe.each(files)('%s', (file) => {
  it('has relative links, each to a file that exists and a heading it has', () => {
    const found = links(file);
    for (const { href, target, fragment } of found) {
      expect(existsSync(new URL(target, root)), `${href}: no file ${target}`).toBe(true);
      if (fragment !== '')
        expect([...anchors(target)], `${href}: no heading #${fragment} in ${target}`).toContain(fragment);
    }
  });
});

it('reads the anchors GitHub makes', () => {
  expect(anchors('README.md')).toContain('fork-safe-pair-pull_request-records-workflow_run-gates');
  expect(anchors('docs/development.md')).toContain('running-the-action-locally-with-githubs-local-action');
});

it('finds the links between the pages', () => {
  expect(links('README.md').map((link) => link.target)).toContain('docs/workflows.md');
  expect(links('docs/baselines.md').map((link) => `${link.target}#${link.fragment}`)).toContain(
    'README.md#what-the-gate-compares-against',
  );
});
