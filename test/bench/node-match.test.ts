import { describe, expect, it } from 'vitest';
import { evidenceNamesSelector, matchNodes } from '../../bench/node-match.mjs';

describe('matchNodes', () => {
  it.each<[string, string[], string[], { both: number; oursOnly: number; theirsOnly: number }]>([
    ['the same nodes', ['a', 'b'], ['b', 'a'], { both: 2, oursOnly: 0, theirsOnly: 0 }],
    ['each side one of its own', ['a', 'b'], ['b', 'c'], { both: 1, oursOnly: 1, theirsOnly: 1 }],
    ['two identical nodes are two', ['a', 'a'], ['a'], { both: 1, oursOnly: 1, theirsOnly: 0 }],
    ['a node pairs once', ['a'], ['a', 'a'], { both: 1, oursOnly: 0, theirsOnly: 1 }],
    ['nothing named', [], [], { both: 0, oursOnly: 0, theirsOnly: 0 }],
  ])('%s', (_, ours, theirs, counts) => {
    expect(matchNodes(ours, theirs)).toEqual(counts);
  });

  it("pairs pagegate's evidence with axe's target selectors", () => {
    const evidence = ['<a href="/x"> [#nav > a]', '<a href="/x"> [#nav > a]', '<img src="i.png"> [img]'];
    expect(matchNodes(evidence, ['#nav > a', 'img', 'a'], evidenceNamesSelector)).toEqual({
      both: 2,
      oursOnly: 1,
      theirsOnly: 1,
    });
  });
});

describe('evidenceNamesSelector', () => {
  it.each([
    ['the selector in brackets at the end', '<p> [main > p]', 'main > p', true],
    ['a selector that only ends the same', '<p> [main > p]', 'p', false],
    ['brackets in the markup, not the selector', '<p title="[x]"> [p]', 'x', false],
  ])('%s', (_, evidence, selector, expected) => {
    expect(evidenceNamesSelector(evidence, selector)).toBe(expected);
  });
});
