import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inline, urlSpan } from '../../src/report/escape.js';
import { REDACTED, secretScrubber, urlCredentials } from '../../src/text/secrets.js';

const KEY = 'pk_live/Zq7<S3cr3t>&K3y';
const scrub = secretScrubber([KEY, 'ghs_token1234', null, undefined, '']);
const ASTRAL = 'k\u{1F511}y-0001';
const unicodeUnits = (text: string) =>
  text
    .split('')
    .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .join('');
const unicode = (text: string, upper = false) =>
  [...text]
    .map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .join('')
    .replace(/[a-f]/g, (d) => (upper ? d.toUpperCase() : d));

describe('secretScrubber.text: every spelling of every secret', () => {
  it.each([
    ['as is', `a ${KEY} b`],
    ['JSON-escaped slash', `a ${KEY.replace('/', '\\/')} b`],
    ['JSON \\u escapes, lower case', `a ${unicode(KEY)} b`],
    ['JSON \\u escapes, upper case', `a ${unicode(KEY, true)} b`],
    ['percent-encoded', `a ${encodeURIComponent(KEY)} b`],
    [
      'percent-encoded every character, lower case',
      `a ${[...KEY].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')} b`,
    ],
    ['HTML references', `a ${KEY.replace('<', '&lt;').replace('>', '&#62;').replace('&K', '&#x26;K')} b`],
    ['mixed', `a ${unicode(KEY.slice(0, 3))}${encodeURIComponent(KEY.slice(3, 9))}${KEY.slice(9)} b`],
  ])('%s', (_name, text) => {
    expect(scrub.text(text)).toBe(`a ${REDACTED} b`);
  });

  it('the markdown escaper cannot hide a secret from the last scrub', () => {
    const spelled = secretScrubber(['ab_c*d@efgh|www.x']);
    expect(spelled.text(inline('x ab_c*d@efgh|www.x y', 200))).toBe(`x ${REDACTED} y`);
    expect(spelled.text(urlSpan('https://t.test/ab_c*d@efgh|www.x'))).toBe(`\`https://t.test/${REDACTED}\``);
  });

  it.each([
    ['numeric references without `;`', `a ${[...KEY].map((c) => `&#${c.charCodeAt(0)}`).join('')} b`],
    ['hexadecimal references without `;`', `a ${[...KEY].map((c) => `&#x${c.charCodeAt(0).toString(16)}`).join('')} b`],
    ['named references beyond the five XML ones', 'a ghs&lowbar;token1234 b'],
    ['a legacy named reference without `;`', 'a pk_live/Zq7&lt;S3cr3t&gt&ampK3y b'],
    ['JSON surrogate pairs', `a ${unicodeUnits(ASTRAL)} b`],
  ])('%s', (_name, text) => {
    const scrubber = secretScrubber([KEY, 'ghs_token1234', ASTRAL]);
    expect(scrubber.text(text)).toBe(`a ${REDACTED} b`);
  });

  it('masks a key of 64 KiB without failing, and says nothing of it when there is none', () => {
    const long = 'k'.repeat(65_536);
    const scrubber = secretScrubber([long]);
    expect(scrubber.text(`x ${long} y`)).toBe(`x ${REDACTED} y`);
    expect(scrubber.text(`x ${encodeURIComponent(long)} y`)).toBe(`x ${REDACTED} y`);
    expect(scrubber.text('nothing here')).toBe('nothing here');
  });

  it('masks a key of any length up to 64 KiB, as given and percent-encoded', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 4, max: 65_536 }), (unit, length) => {
        const key = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
        fc.pre(key.length >= 4);
        const scrubber = secretScrubber([key]);
        // Delimiters no key or its percent-encoding holds: with `(` a key `((((` is masked one place earlier.
        expect(scrubber.text(`\u0001${key}\u0001`)).toBe(`\u0001${REDACTED}\u0001`);
        expect(scrubber.text(`\u0001${encodeURIComponent(key)}\u0001`)).toBe(`\u0001${REDACTED}\u0001`);
      }),
      { numRuns: 40 },
    );
  });

  it('masks any key in any of its spellings, mixed character by character', () => {
    const spellers: ((char: string) => string)[] = [
      // A literal `&`, `%` or `\\` before spelled characters is a spelling of its own; the key as given is
      // tested above.
      (c) => (/[&%\\]/.test(c) ? encodeURIComponent(c) : c),
      (c) => [...new TextEncoder().encode(c)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''),
      (c) => `&#${c.codePointAt(0)};`,
      (c) => `&#X${c.codePointAt(0)!.toString(16).toUpperCase()};`,
      (c) => unicodeUnits(c),
      (c) => `${c}\u200D`,
    ];
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 4, maxLength: 64 }),
        fc.array(fc.nat(spellers.length - 1), { minLength: 64, maxLength: 64 }),
        (key, choices) => {
          const spelled = [...key].map((c, i) => spellers[choices[i % choices.length]!]!(c)).join('');
          expect(secretScrubber([key]).text(`<${spelled}>`)).toBe(`<${REDACTED}>`);
        },
      ),
    );
  });

  it('masks the longer of two secrets whole', () => {
    expect(secretScrubber(['abcd', 'abcdefgh']).text('abcdefgh abcd')).toBe(`${REDACTED} ${REDACTED}`);
  });

  it('leaves text without a secret as it is, and values shorter than 4 characters alone', () => {
    expect(secretScrubber(['u', 'pw']).text('user pw')).toBe('user pw');
    expect(scrub.text('pk_live/Zq7 is only a prefix')).toBe('pk_live/Zq7 is only a prefix');
  });
});

describe('secretScrubber.value: decoded data', () => {
  it('scrubs every string and key, deep, and returns untouched parts as they are', () => {
    const clean = { score: 1234, list: ['a'] };
    const data = { title: `t ${KEY}`, [KEY]: 1, nested: [{ evidence: `${KEY}` }], clean };
    const out = scrub.value(data);
    expect(out).toEqual({ title: `t ${REDACTED}`, [REDACTED]: 1, nested: [{ evidence: REDACTED }], clean });
    expect(out.clean).toBe(clean);
    expect(scrub.value(clean)).toBe(clean);
  });
});

describe('urlCredentials', () => {
  it.each([
    ['http://127.0.0.1:8787/api/v1', []],
    ['https://deploy:p%40ss%2Fword@api.test/api/v1', ['deploy', 'p%40ss%2Fword', 'p@ss/word']],
    ['http://u:PW@[::1', ['u:PW', 'u', 'PW']],
    ['', []],
  ])('%s', (url, expected) => {
    expect(urlCredentials(url)).toEqual(expected);
  });
});
