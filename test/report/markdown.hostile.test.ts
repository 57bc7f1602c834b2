/**
 * Hostile page content, placed in every field a report shows, must come out inert: checked line
 * by line the way GitHub parses it (code spans first, backslash escapes), not by searching for
 * the attack strings, which may legitimately appear inside a code span.
 */
import { describe, expect, it } from 'vitest';
import { renderComment, renderSummary, renderTerminalLine } from '../../src/report/markdown.js';
import type { PageResult } from '../../src/model/results.js';
import { finding, page, regression, renderInput, results } from './fixtures.js';

const HOSTILE = [
  '@octocat and @acme/security-team please look',
  '<script>alert(document.cookie)</script>',
  '<!-- pagegate:deploy/gate --> <!-- opens a comment',
  '--> closes the marker',
  'a ` b `` c ``` d ```` e',
  '`starts and ends with a backtick`',
  'invoice\u202Egnp.exe and \u2066isolate\u2069 \u200Fmark',
  'a | b || c \\| d',
  'line one\n# heading\n\n| a | b |\n|---|---|\n</details>\n- item\n```\nfenced',
  'fixes #123 and acme/site#4 and GH-5',
  '[click me](https://evil.test/phish) ![pixel](https://evil.test/p.png) [ref]: https://evil.test',
  'javascript:alert(1)',
  '<img src=x onerror=alert(1)><details open><summary>x</summary>',
  '&lt;script&gt; &#64;octocat &#x40;octocat',
  '$\\color{red}{\\text{APPROVED}}$ ~~struck~~',
  '\u001b[2J\u001b[31mred\u0007\u0000',
  '<https://evil.test> www.evil.test https://evil.test/?token=s3cr3t',
  'trailing backslash \\',
];
const MEGA_TITLE = '@octocat '.repeat(120_000);

function hostilePage(i: number, text: string): PageResult {
  return page({
    url:
      i % 2
        ? `https://preview.example.com/${encodeURIComponent(text).slice(0, 40)}?q=@octocat#123`
        : `https://u:p@preview.example.com/a|b\`c?token=s3cr3t&x=${i}`,
    verdict: i % 3 === 0 ? 'error' : 'fail',
    reasons: [text, `score 1 < ${text}`],
    grade: text,
    title: i === 0 ? MEGA_TITLE : text,
    regressions: [
      regression({ check: text, severity: text, message: text, evidence: text, remediation: text }),
      regression({ change: 'escalated', from: text, evidence: `${text}\n${text}`, remediation: null }),
    ],
    resolved: [finding({ check: text, severity: text })],
    error: i % 3 === 0 ? { code: text, message: text } : null,
    // Facts that carry service or runner text: each is rendered as words around it.
    baseline: null,
    baselineFrom: { kind: 'none', why: i % 2 ? 'failed' : 'unfinished', status: text },
    fresh: { reason: 'stale-cache', staleSince: text },
    probe: { waitedMs: 0, status: null, unreachable: text },
    findings: [finding({ check: text, severity: 'critical', message: text, evidence: text, remediation: text })],
  });
}

const pages = [...HOSTILE.map((text, i) => hostilePage(i, text)), page({ title: MEGA_TITLE })];
const hostileCommit = HOSTILE.join(' ');
const input = renderInput(
  results(pages, { accepted: { from: { commit: hostileCommit, savedAt: hostileCommit }, saved: false } }),
  {
    name: '@octocat <b>#1</b>',
    resultsFile: '<results> @octocat #2.json',
  },
);
const rendered = { comment: renderComment(input), summary: renderSummary(input) };

/** What GitHub sees outside code spans, with backslash-escaped punctuation blanked out. */
function outsideCodeSpans(line: string): string {
  let out = '';
  let i = 0;
  while (i < line.length) {
    if (line[i] === '\\' && /[!-/:-@[-`{-~]/.test(line[i + 1] ?? '')) {
      out += ' ';
      i += 2;
      continue;
    }
    if (line[i] !== '`') {
      out += line[i];
      i++;
      continue;
    }
    const run = /^`+/.exec(line.slice(i))![0].length;
    const closing = new RegExp(`(?<!\`)\`{${run}}(?!\`)`, 'g');
    closing.lastIndex = i + run;
    const close = closing.exec(line);
    if (close) {
      out += ' ';
      i = close.index + run;
    } else {
      out += line.slice(i, i + run);
      i += run;
    }
  }
  return out;
}

const LINE_SHAPES = [
  /^$/,
  /^<!-- pagegate:deploy\/gate -->$/,
  /^\*\*pagegate: failed\*\* — /,
  /^\*\*Left out\*\* /,
  /^\*(Compared with the accepted state|No accepted state|This run) .*\.\*$/,
  /^\| .* \|$/,
  /^\|---\|---\|---\|---\|---\|---\|$/,
  /^\*\*`+ /,
  /^\*\*`[^`]/,
  /^- /,
  /^<details><summary>[^<>]*<\/summary>$/,
  /^<\/details>$/,
  /^Run /,
];
const RUN_LINK = '](https://github.com/acme/site/actions/runs/1)';

describe.each(Object.entries(rendered))('the %s with hostile content everywhere', (kind, markdown) => {
  const lines = markdown.split('\n');
  const outside = lines.map(outsideCodeSpans);

  it('stays within its limit and is well-formed UTF-16', () => {
    if (kind === 'comment') expect(markdown.length).toBeLessThanOrEqual(65_536);
    else expect(Buffer.byteLength(markdown)).toBeLessThanOrEqual(1_048_576);
    expect(markdown.isWellFormed()).toBe(true);
  });

  it('has no control or bidi characters at all', () => {
    expect(markdown).not.toMatch(
      /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/,
    );
  });

  it('creates no block of its own: every line has one of the shapes the renderer writes', () => {
    for (const line of lines)
      expect(
        LINE_SHAPES.some((shape) => shape.test(line)),
        line,
      ).toBe(true);
  });

  it('keeps every table row to its six cells', () => {
    for (const line of lines.filter((l) => l.startsWith('|'))) expect(line.match(/(?<!\\)\|/g), line).toHaveLength(7);
  });

  it('leaves no backtick outside a closed code span', () => {
    for (const text of outside) expect(text).not.toContain('`');
  });

  it('has no raw HTML beyond its own tags, and no HTML comment but the marker', () => {
    const own = /^<!-- pagegate:deploy\/gate -->$|<\/?details>|<\/?summary>/g;
    for (const text of outside) expect(text.replace(own, '')).not.toMatch(/[<>]/);
    expect(outside.join('\n').match(/<!--|-->/g) ?? []).toHaveLength(kind === 'comment' ? 2 : 0);
  });

  it('has no live mention, issue reference or entity', () => {
    for (const text of outside) {
      expect(text).not.toMatch(/@[A-Za-z0-9]/);
      expect(text).not.toMatch(/#\d|\bgh-\d/i);
      expect(text).not.toMatch(/&(?!lt;|gt;|amp;)/);
    }
  });

  it("has no link, image, autolink or math but the run's links (its name, and the full results)", () => {
    const all = outside.join('\n');
    expect(all.split('](')).toHaveLength(3);
    expect(all).toContain(RUN_LINK);
    expect(all.replaceAll(RUN_LINK, '')).not.toMatch(/:\/\/|www\.|!\[|\$|~/i);
  });

  it('never shows a secret from a URL', () => {
    expect(markdown).not.toContain('s3cr3t');
    expect(markdown).not.toContain('u:p@');
  });

  it('cuts the 1 MB title to 120 code points', () => {
    const heading = lines.find((l) => l.startsWith('**`') && l.includes('@\u200Doctocat @\u200Doctocat'));
    expect(heading).toBeDefined();
    const title = heading!.split(' — ')[1]!;
    expect([...title.replaceAll('\u200D', '')]).toHaveLength(120);
    expect(title.endsWith('…')).toBe(true);
  });
});

describe('the terminal line with hostile content', () => {
  it.each(pages.map((p, i) => [i, p] as const))('page %i is one clean line', (_i, hostile) => {
    const line = renderTerminalLine(hostile);
    expect(line).not.toMatch(/[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    expect(line).not.toContain('s3cr3t');
    expect(line.length).toBeLessThan(2000);
  });
});
