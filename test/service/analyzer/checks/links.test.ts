import { describe, expect, it } from 'vitest';
import { evidenceOf, fixturePage } from '../evidence.js';

describe('links.text', () => {
  it.each([
    ['descriptive', '<a href="/pricing">Pricing plans</a>', []],
    ['click here', '<a href="/p">Click here</a>', ['<a href="/p">Click here</a>']],
    ['read more with punctuation', '<a href="/p">Read more »</a>', ['<a href="/p">Read more »</a>']],
    [
      'text in child elements',
      '<a href="/p"><span>learn</span> <b>more</b></a>',
      ['<a href="/p"><span>learn</span> <b>more</b></a>'],
    ],
    ['an aria-label names it', '<a href="/p" aria-label="Pricing plans">here</a>', []],
    ['no href is no link', '<a>click here</a>', []],
    ['each one', '<a href="/a">here</a><a href="/b">here</a>', ['<a href="/a">here</a>', '<a href="/b">here</a>']],
    ['this', '<a href="/p">This</a>', ['<a href="/p">This</a>']],
    ['only the whole text', '<a href="/p">more plans</a><a href="/q">click here to read more</a>', []],
    ['a word that often titles a section', '<a href="/p">Details</a><a href="/q">link</a>', []],
    ['a code-like token in angle brackets', '<a href="/t" class="type">&lt;this&gt;</a>', []],
    ['a code-like token in backticks', '<a href="/t">`this`</a>', []],
    ['code inside the link', '<a href="/t"><code>this</code></a>', []],
    ['the link inside code', '<code><a href="/t">this</a></code>', []],
    ['the title of the section it opens', '<a href="#more">More</a><h2 id="more">More</h2>', []],
    ['the title around its anchor', '<a href="#m">More</a><h2><a name="m"></a>More ¶</h2>', []],
    [
      'the heading of the section it opens',
      '<a href="#m">More</a><section id="m"><h3>More</h3><p>text</p></section>',
      [],
    ],
    ['a percent-encoded fragment', '<a href="#caf%C3%A9">More</a><h2 id="café">More</h2>', []],
    ['a section with another title', '<a href="#m">More</a><h2 id="m">Pricing</h2>', ['<a href="#m">More</a>']],
    ['a section of another page', '<a href="/other#m">More</a><h2 id="m">More</h2>', ['<a href="/other#m">More</a>']],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('links.text', html)).toEqual(expected);
  });

  it('flags only the generic phrases of a documentation page (type-links.html)', () => {
    expect(
      evidenceOf('links.text', fixturePage('type-links.html'), { url: 'https://nodejs.org/api/events.html' }),
    ).toEqual([
      '<a href="https://example.com/legacy">here</a>',
      '<a href="https://example.com/guide">Read more&nbsp;»</a>',
      '<a href="#details">this</a>',
    ]);
  });
});

describe('links.empty', () => {
  it.each([
    ['text', '<a href="/">Home</a>', []],
    ['an aria-label', '<a href="/" aria-label="Home"><svg></svg></a>', []],
    ['aria-labelledby', '<span id="l">Home</span><a href="/" aria-labelledby="l"></a>', []],
    [
      'aria-labelledby naming nothing',
      '<a href="/" aria-labelledby="l"></a>',
      ['<a href="/" aria-labelledby="l"></a>'],
    ],
    ['an SVG image with aria-label', '<a href="/"><svg role="img" aria-label="Home"></svg></a>', []],
    ['an icon with aria-label', '<a href="/"><i aria-label="Search"></i></a>', []],
    [
      'aria-hidden text',
      '<a href="/"><span aria-hidden="true">★</span></a>',
      ['<a href="/"><span aria-hidden="true">★</span></a>'],
    ],
    ['an image with alt', '<a href="/"><img src="logo.png" alt="Home"></a>', []],
    ['a title', '<a href="/" title="Home"></a>', []],
    // Issue 49's probes, named so by Chromium: the Rust book's image links, pandoc's footnotes.
    ["an image's title", '<a href=/x><img src=x.png title="Does not compile"></a>', []],
    ["an empty span's title", '<a href=/x><span title=Home></span></a>', []],
    ['a DPUB noteref', '<a href="#fn1" role="doc-noteref"><sup>1</sup></a>', []],
    ['a DPUB backlink', '<a href="#fnref1" role="doc-backlink">↩︎</a>', []],
    ['a DPUB biblioref', '<a href="#b1" role="doc-biblioref">[1]</a>', []],
    ['a DPUB glossref', '<a href="#g1" role="doc-glossref">term</a>', []],
    ['nothing', '<a href="/x"></a>', ['<a href="/x"></a>']],
    ['only whitespace', '<a href="/x">  \n </a>', ['<a href="/x">  \n </a>']],
    [
      'an image with empty alt',
      '<a href="/x"><img src="i.png" alt=""></a>',
      ['<a href="/x"><img src="i.png" alt=""></a>'],
    ],
    ['an icon only', '<a href="/x"><i class="icon"></i></a>', ['<a href="/x"><i class="icon"></i></a>']],
    // pandoc's code-line anchors: no one meets them, as axe's link-name skips them.
    ['a link hidden with aria-hidden', '<a href="#cb1-1" aria-hidden="true" tabindex="-1"></a>', []],
    ['inside an aria-hidden element', '<div aria-hidden="true"><a href="/x"></a></div>', []],
    // A focusable element keeps its role (ARIA's presentational role conflict resolution).
    ['a link with role="presentation" keeps its text', '<a href="/x" role="presentation">Docs</a>', []],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('links.empty', html)).toEqual(expected);
  });
});
