/**
 * Text decoded the ways a service or a page may have spelled it, one level deep: JSON `\uXXXX`
 * escapes (surrogate pairs included), a backslash before ASCII punctuation (JSON's `\/`,
 * markdown's `\_`), percent-encoded UTF-8, HTML character references as browsers decode them
 * (the `entities` package: named or numeric, with or without `;`), and the escaper's U+200D
 * joiners dropped. Each decoded UTF-16 unit keeps where its spelling starts in the text.
 */
import { DecodingMode, HtmlEntityDecoder } from 'entities/decode';

interface DecodedText {
  text: string;
  /** Where the spelling of the decoded unit at `index` starts in the text. */
  start(index: number): number;
  /** Where the spelling of the decoded unit at `index` (and any joiner after it) ends in the text. */
  end(index: number): number;
}

const JOINER = '\u200D';
const MAY_BE_SPELLED = /[\\%&\u200D]/;
const ASCII_PUNCTUATION = /^[!-/:-@[-`{-~]$/;

export function decodedSpellings(input: string): DecodedText {
  if (!MAY_BE_SPELLED.test(input)) return { text: input, start: (index) => index, end: (index) => index + 1 };
  const starts = new Int32Array(input.length);
  const units: string[] = [];
  let at = 0;
  while (at < input.length) {
    if (input[at] === JOINER) {
      at++;
      continue;
    }
    const spelled = spellingAt(input, at) ?? { units: input.charAt(at), length: 1 };
    for (let unit = 0; unit < spelled.units.length; unit++) {
      starts[units.length] = at;
      units.push(spelled.units.charAt(unit));
    }
    at += spelled.length;
  }
  const count = units.length;
  const start = (index: number): number => (index < count ? (starts[index] ?? input.length) : input.length);
  const end = (index: number): number => {
    for (let next = index + 1; next < count; next++) if (start(next) > start(index)) return start(next);
    return input.length;
  };
  return { text: units.join(''), start, end };
}

interface Spelled {
  units: string;
  length: number;
}

function spellingAt(input: string, at: number): Spelled | null {
  switch (input[at]) {
    case '\\':
      return backslashAt(input, at);
    case '%':
      return percentAt(input, at);
    case '&':
      return referenceAt(input, at);
    default:
      return null;
  }
}

function backslashAt(input: string, at: number): Spelled | null {
  const next = input[at + 1] ?? '';
  if (next === 'u') {
    const digits = input.slice(at + 2, at + 6);
    return /^[0-9a-fA-F]{4}$/.test(digits) ? { units: String.fromCharCode(parseInt(digits, 16)), length: 6 } : null;
  }
  return ASCII_PUNCTUATION.test(next) ? { units: next, length: 2 } : null;
}

/** One UTF-8 encoded code point, `%E2%82%AC`; a byte that starts or continues no valid sequence is text. */
function percentAt(input: string, at: number): Spelled | null {
  const lead = byteAt(input, at);
  if (lead === null) return null;
  const length = lead < 0x80 ? 1 : lead >> 5 === 0b110 ? 2 : lead >> 4 === 0b1110 ? 3 : lead >> 3 === 0b11110 ? 4 : 0;
  if (length === 0) return null;
  let codePoint = length === 1 ? lead : lead & (0xff >> (length + 1));
  for (let i = 1; i < length; i++) {
    const byte = byteAt(input, at + 3 * i);
    if (byte === null || byte >> 6 !== 0b10) return null;
    codePoint = (codePoint << 6) | (byte & 0x3f);
  }
  if (codePoint > 0x10ffff) return null;
  return { units: String.fromCodePoint(codePoint), length: 3 * length };
}

function byteAt(input: string, at: number): number | null {
  if (input[at] !== '%') return null;
  const digits = input.slice(at + 1, at + 3);
  return /^[0-9a-fA-F]{2}$/.test(digits) ? parseInt(digits, 16) : null;
}

function referenceAt(input: string, at: number): Spelled | null {
  let units = '';
  const decoder = new HtmlEntityDecoder((codePoint) => {
    units += String.fromCodePoint(codePoint);
  });
  decoder.startEntity(DecodingMode.Legacy);
  let length = decoder.write(input, at + 1);
  if (length === -1) length = decoder.end();
  return length > 0 ? { units, length } : null;
}
