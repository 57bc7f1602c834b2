import { describe, expect, it } from 'vitest';
import { summaryAdds, summaryNote } from '../../src/demo/summary-adds.js';

describe('summaryAdds', () => {
  it.each([
    [
      'nothing when the summary is the comment without its marker',
      'head\n\n| row |\nrun',
      '<!-- m -->\nhead\n\n| row |\nrun',
      [],
    ],
    [
      'the lines only the summary has',
      'head\n| a |\n| b |\n| c |\nrun',
      '<!-- m -->\nhead\n| a |\nLeft out: 2 rows\nrun',
      ['| b |', '| c |'],
    ],
    ['a repeated line as often as the comment lacks it', '- x\n- x\n- x', '- x', ['- x', '- x']],
  ])('%s', (_, summary, comment, added) => {
    expect(summaryAdds(summary, comment)).toEqual(added);
  });

  it('says in one line when the summary adds nothing, and lists what it adds otherwise', () => {
    expect(summaryNote('a', '<!-- m -->\na')).toBe(
      'The job summary holds the same report, without the hidden marker: the comment fits its limit whole.',
    );
    expect(summaryNote('a\nb', 'a')).toBe(
      'The job summary holds the same report, without the hidden marker, and adds:\n\nb',
    );
  });
});
