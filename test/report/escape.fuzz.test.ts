/**
 * Property tests of the markdown escaper: whatever a page says, rendered by a CommonMark
 * renderer (markdown-it with raw HTML, GFM tables and autolinks on, as GitHub has them) it makes
 * no element, link, mention or reference. Page text is built from the pieces attacks are made of.
 */
import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { codeSpan, inline, urlSpan } from '../../src/report/escape.js';

type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];

const md = new MarkdownIt('default', { html: true, linkify: true });

const PIECES = [
  ...'@#[]()<>!*_`~|\\:/.-=+"\'&;$%{}^\n\t \r',
  '\u200D',
  '\u200B',
  '\u202E',
  '\uFEFF',
  '\u{E0040}',
  'www.',
  'http://',
  'https://',
  'mailto:',
  'javascript:',
  'gh-',
  'GH-',
  '@octocat',
  '@acme/team',
  '#12',
  'acme/site#3',
  '<a href="x">',
  '</details>',
  '<!--',
  '-->',
  '<img src=x onerror=alert(1)>',
  '&lt;',
  '&#64;',
  '&#x40;',
  '](',
  '![',
  '[x]: /y',
  '```',
  '~~~',
  '$$',
  '\\(',
  'a',
  'b',
  '1',
  'user@example.com',
  'example.com',
  '|---|',
  '    ',
  '> ',
  '# ',
  '- ',
  '1. ',
];
const pageText = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...PIECES) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }) },
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

/** GitHub links these in rendered text: mentions, issue references, autolinked addresses. */
const LIVE = [/@[A-Za-z0-9-]/, /#\d/, /\bgh-\d/i, /:\/\//, /\bwww\./i, /[\w.+-]+@[\w-]+\.[\w.-]+/];

function inlineTokens(source: string): { blocks: string[]; children: Token[] } {
  const tokens = md.parse(source, {});
  return { blocks: tokens.map((t) => t.type), children: tokens.flatMap((t) => t.children ?? []) };
}

function expectInert(children: Token[], allowed: string[]): void {
  for (const child of children) expect(allowed, `${child.type}: ${child.content}`).toContain(child.type);
  const text = children
    .filter((child) => child.type === 'text')
    .map((child) => child.content)
    .join('');
  for (const live of LIVE) expect(text).not.toMatch(live);
}

const RUNS = { numRuns: 400 };

describe('inline: no element, link, mention or reference from page text', () => {
  it('in a sentence', () => {
    fc.assert(
      fc.property(pageText, (text) => {
        const { blocks, children } = inlineTokens(`Title: ${inline(text, 200)} (cut)`);
        expect(blocks).toEqual(['paragraph_open', 'inline', 'paragraph_close']);
        expectInert(children, ['text']);
      }),
      RUNS,
    );
  });

  it('in a table cell, which it never splits', () => {
    fc.assert(
      fc.property(pageText, (text) => {
        const { blocks, children } = inlineTokens(`| page |\n|---|\n| ${inline(text, 200)} |`);
        expect(blocks.filter((type) => type === 'td_open')).toHaveLength(1);
        expectInert(children, ['text']);
      }),
      RUNS,
    );
  });
});

describe('codeSpan and urlSpan: one code span, nothing else', () => {
  it('codeSpan in a sentence shows the cleaned text literally', () => {
    fc.assert(
      fc.property(pageText, (text) => {
        const span = codeSpan(text, 200);
        const { blocks, children } = inlineTokens(`evidence: ${span} here`);
        expect(blocks).toEqual(['paragraph_open', 'inline', 'paragraph_close']);
        expect(children.filter((child) => child.type === 'code_inline')).toHaveLength(span ? 1 : 0);
        expectInert(
          children.filter((child) => child.type !== 'code_inline'),
          ['text'],
        );
      }),
      RUNS,
    );
  });

  it('urlSpan in a table cell stays one cell with one code span', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          pageText,
          fc.webUrl({ withFragments: true, withQueryParameters: true }),
          pageText.map((text) => `https://x.test/${text}`),
        ),
        (url) => {
          const span = urlSpan(url);
          const { blocks, children } = inlineTokens(`| url | verdict |\n|---|---|\n| ${span} | fail |`);
          expect(blocks.filter((type) => type === 'td_open')).toHaveLength(2);
          expect(children.filter((child) => child.type === 'code_inline')).toHaveLength(span ? 1 : 0);
          expectInert(
            children.filter((child) => child.type !== 'code_inline'),
            ['text'],
          );
        },
      ),
      RUNS,
    );
  });
});
