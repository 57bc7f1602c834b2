import { describe, expect, it } from 'vitest';
import { codeSpan, inline, urlSpan } from '../../src/report/escape.js';

const ZWJ = '\u200D';

describe('inline', () => {
  it.each([
    ['plain text unchanged', 'Image has no alt text', 'Image has no alt text'],
    ['mention broken', 'ping @octocat', `ping @${ZWJ}octocat`],
    ['team mention broken', '@acme/team', `@${ZWJ}acme/team`],
    ['an @ not before a name kept', 'a @ b', 'a @ b'],
    ['email autolink broken on both sides of the @', 'mail user@example.com', `mail user${ZWJ}@${ZWJ}example.com`],
    ['issue reference broken', 'fixes #123', `fixes #${ZWJ}123`],
    ['cross-repo reference broken', 'acme/site#1', `acme/site#${ZWJ}1`],
    ['GH- reference broken', 'see GH-42 and gh-7', `see GH-${ZWJ}42 and gh-${ZWJ}7`],
    ['a # not before a number kept', 'C# and #fff', 'C# and #fff'],
    ['HTML escaped', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['HTML comment cannot open or close', '<!-- x -->', '&lt;!-- x --&gt;'],
    ['entities cannot be smuggled', '&lt;b&gt; &#64;user', `&amp;lt;b&amp;gt; &amp;#${ZWJ}64;user`],
    ['link syntax neutralised', '[click](https://evil.test)', `\\[click\\](https${':'}${ZWJ}//evil.test)`],
    ['image syntax neutralised', '![x](y.png)', '!\\[x\\](y.png)'],
    ['autolink scheme broken', 'go to http://evil.test', `go to http:${ZWJ}//evil.test`],
    ['www autolink broken', 'www.evil.test', `www${ZWJ}.evil.test`],
    [
      'mailto and xmpp autolinks broken',
      'mailto:a@b.c xmpp:x@y.z',
      `mailto${ZWJ}:a${ZWJ}@${ZWJ}b.c xmpp${ZWJ}:x${ZWJ}@${ZWJ}y.z`,
    ],
    ['an @ after a word before any character breaks an email', 'a@é.test', `a${ZWJ}@${ZWJ}é.test`],
    [
      'emphasis, code, strike, math, pipes escaped',
      '*a* _b_ `c` ~d~ $e$ f|g',
      '\\*a\\* \\_b\\_ \\`c\\` \\~d\\~ \\$e\\$ f\\|g',
    ],
    ['a backslash cannot undo an escape', '\\*', '\\\\\\*'],
    ['newlines collapsed', 'line one\n# heading\n</details>', 'line one # heading &lt;/details&gt;'],
    ['bidi removed', 'abc\u202Eevil', 'abcevil'],
    [
      'invisible characters of the page removed, our joiners kept',
      '\uFEFF@\u200Boctocat\u2060 #\u200D1\u{E0041}',
      `@${ZWJ}octocat #${ZWJ}1`,
    ],
    ['URL redacted', 'see https://x.test/?token=abc', `see https:${ZWJ}//x.test/?token=\\*\\*\\*`],
  ])('%s', (_name, text, expected) => {
    expect(inline(text, 500)).toBe(expected);
  });

  it('cuts to max code points before escaping, so escapes are never cut in half', () => {
    expect(inline('a<b>cdef', 4)).toBe('a&lt;b…');
  });
});

describe('codeSpan', () => {
  it.each([
    ['plain', 'images.alt', '`images.alt`'],
    ['HTML is literal inside', '<img src="x">', '`<img src="x">`'],
    ['fence longer than any backtick run', 'a ``` b', '````a ``` b````'],
    ['single backtick inside', 'a`b', '``a`b``'],
    ['padded when starting with a backtick', '`a', '`` `a ``'],
    ['padded when ending with a backtick', 'a``', '``` a`` ```'],
    ['newlines collapsed (a new line could start a block)', '<p>\n# not a heading\n</p>', '`<p> # not a heading </p>`'],
    ['controls removed', 'a\u0000b\u202Ec', '`abc`'],
    ['empty gives nothing', '  \n ', ''],
  ])('%s', (_name, text, expected) => {
    expect(codeSpan(text, 200)).toBe(expected);
  });

  it('cuts long content with …', () => {
    expect(codeSpan('x'.repeat(300), 200)).toBe(`\`${'x'.repeat(199)}…\``);
  });
});

describe('urlSpan', () => {
  it.each([
    ['plain URL', 'https://preview.example.com/pricing', '`https://preview.example.com/pricing`'],
    ['redacted', 'https://u:p@x.test/?token=abc', '`https://***@x.test/?token=***`'],
    ['pipes and backslashes encoded for table cells', 'https://x.test/a|b?c=\\', '`https://x.test/a%7Cb?c=%5C`'],
    ['backticks fenced', 'https://x.test/?q=`a`', '`` https://x.test/?q=`a` ``'],
  ])('%s', (_name, url, expected) => {
    expect(urlSpan(url)).toBe(expected);
  });
});
