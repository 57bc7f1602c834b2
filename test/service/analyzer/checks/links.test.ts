import { describe, expect, it } from 'vitest';
import { evidenceOf } from '../evidence.js';

describe('links.text', () => {
  it.each([
    ['descriptive', '<a href="/pricing">Pricing plans</a>', []],
    ['click here', '<a href="/p">Click here</a>', ['<a href="/p">Click here</a>']],
    ['read more with punctuation', '<a href="/p">Read more »</a>', ['<a href="/p">Read more »</a>']],
    ['text in child elements', '<a href="/p"><span>learn</span> <b>more</b></a>', ['<a href="/p"><span>learn</span> <b>more</b></a>']],
    ['an aria-label names it', '<a href="/p" aria-label="Pricing plans">here</a>', []],
    ['no href is no link', '<a>click here</a>', []],
    ['each one', '<a href="/a">here</a><a href="/b">here</a>', ['<a href="/a">here</a>', '<a href="/b">here</a>']],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('links.text', html)).toEqual(expected);
  });
});

describe('links.empty', () => {
  it.each([
    ['text', '<a href="/">Home</a>', []],
    ['an aria-label', '<a href="/" aria-label="Home"><svg></svg></a>', []],
    ['aria-labelledby', '<a href="/" aria-labelledby="l"></a>', []],
    ['an image with alt', '<a href="/"><img src="logo.png" alt="Home"></a>', []],
    ['a title', '<a href="/" title="Home"></a>', []],
    ['nothing', '<a href="/x"></a>', ['<a href="/x"></a>']],
    ['only whitespace', '<a href="/x">  \n </a>', ['<a href="/x">  \n </a>']],
    ['an image with empty alt', '<a href="/x"><img src="i.png" alt=""></a>', ['<a href="/x"><img src="i.png" alt=""></a>']],
    ['an icon only', '<a href="/x"><i class="icon"></i></a>', ['<a href="/x"><i class="icon"></i></a>']],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('links.empty', html)).toEqual(expected);
  });
});
