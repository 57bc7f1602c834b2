/**
 * A finding's identity is linear in its evidence's length: no pattern on its path can backtrack
 * polynomially (recheck, a ReDoS checker, proves each one), and the scanner that replaced the one
 * that did reads exactly as that pattern did. Evidence is a page's, or a results file's: one
 * `<img src="?a?a…">` of 1 MB took 831 s through the old pattern.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { checkSync } from 'recheck';
import { describe, expect, it } from 'vitest';
import { maskAssetHashes } from '../../src/text/asset-hash.js';

/** Every file whose patterns identity (and the diff that pairs by it) runs over evidence. */
const IDENTITY_PATH = [
  'src/model/finding-identity.ts',
  'src/model/evidence-markup.ts',
  'src/text/asset-hash.ts',
  'src/text/plain.ts',
  'src/text/cut.ts',
  'src/model/waiver.ts',
  'src/gate/pairing.ts',
  'src/gate/compare.ts',
];

// A regular expression literal: after an operator, a bracket or `return`, up to the unescaped `/`
// outside a character class, then its flags. The files above hold no division that looks like one.
const LITERAL =
  /(?<=(?:^|[(,=:[!&|?{};]|\breturn)\s*)\/(?![/*])((?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+)\/([dgimsuvy]*)/gm;

function literalsOf(file: string): { source: string; flags: string }[] {
  const text = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
  return [...text.matchAll(LITERAL)].map((match) => ({ source: match[1] ?? '', flags: match[2] ?? '' }));
}

describe('finding identity: linear in the evidence', () => {
  it.each(IDENTITY_PATH)('%s: no pattern backtracks polynomially', (file) => {
    const vulnerable = literalsOf(file)
      .map((literal) => ({ ...literal, result: checkSync(literal.source, literal.flags, { timeout: 20_000 }) }))
      .filter(({ result }) => result.status !== 'safe')
      .map(({ source, flags, result }) => `/${source}/${flags}: ${result.status}`);
    expect(vulnerable).toEqual([]);
  });

  it('finds the patterns it checks (an extractor that finds none would prove nothing)', () => {
    expect(literalsOf('src/text/asset-hash.ts').map(({ source }) => source)).toContain('[A-Za-z0-9]{6,}');
    expect(literalsOf('src/model/evidence-markup.ts').length).toBeGreaterThanOrEqual(4);
  });

  it('the cache-buster scanner reads as the pattern it replaced', () => {
    const replaced = /([?&])([^=&#\s]+)=([^&#\s,]*)/g;
    const busters = new Set(['v', 'ver', 'version', 'hash', 'rev', 'build', 'cb', 'ts', '_']);
    const oracle = (text: string): string =>
      text.replace(replaced, (whole, lead: string, name: string) =>
        busters.has(name.toLowerCase()) ? `${lead}${name}=#` : whole,
      );
    // No 6 letters or digits in a row: those are hashes, masked before the scanner runs.
    const piece = fc.constantFrom('?', '&', '=', '#', ' ', ',', '\n', 'v', 'V', 'ts', 'cb', '_', 'a', '.', '/', '1');
    const text = fc
      .array(piece, { maxLength: 40 })
      .map((pieces) => pieces.join(''))
      .filter((joined) => !/[A-Za-z0-9]{6}/.test(joined));
    fc.assert(
      fc.property(text, (evidence) => {
        expect(maskAssetHashes(evidence)).toBe(oracle(evidence));
      }),
      { numRuns: 2000 },
    );
  });
});
