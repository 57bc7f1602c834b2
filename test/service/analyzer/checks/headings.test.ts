import { describe, expect, it } from 'vitest';
import { evidenceOf } from '../evidence.js';

describe('headings.h1', () => {
  it.each([
    ['one', '<body><h1>Pricing</h1></body>', []],
    ['none: the body tag', '<html><body class="home"><h2>x</h2></body></html>', ['<body class="home">']],
    ['none and no body: the html tag', '<html lang="en"><p>x</p></html>', ['<html lang="en">']],
    ['three: the second and third', '<h1>A</h1><h1 id="b">B</h1><h1>C</h1>', ['<h1 id="b">B</h1>', '<h1>C</h1>']],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('headings.h1', html)).toEqual(expected);
  });
});

describe('headings.order', () => {
  it.each([
    ['one level at a time', '<h1>a</h1><h2>b</h2><h3>c</h3><h2>d</h2>', []],
    ['back up any number of levels', '<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h2>e</h2>', []],
    ['the first heading may be any level', '<h3>a</h3><h4>b</h4>', []],
    ['h1 then h3', '<h1>a</h1><h3 class="s">b</h3>', ['<h3 class="s">b</h3>']],
    ['each skip', '<h1>a</h1><h3>b</h3><h2>c</h2><h5>d</h5>', ['<h3>b</h3>', '<h5>d</h5>']],
    ['nested in other elements', '<h1>a</h1><section><div><h4>b</h4></div></section>', ['<h4>b</h4>']],
  ])('%s', (_, html, expected) => {
    expect(evidenceOf('headings.order', html)).toEqual(expected);
  });
});
