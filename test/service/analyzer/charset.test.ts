import { describe, expect, it } from 'vitest';
import { decodeHtml } from '../../../src/service/analyzer/charset.js';

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const utf8 = (text: string) => Buffer.from(text, 'utf8');

describe('decodeHtml', () => {
  it.each<[string, Buffer, string | undefined, string]>([
    ['UTF-8 by default', utf8('<p>café</p>'), 'text/html', '<p>café</p>'],
    ['no Content-Type at all', utf8('<p>café</p>'), undefined, '<p>café</p>'],
    ['the header charset', latin1('<p>café</p>'), 'text/html; charset=ISO-8859-1', '<p>café</p>'],
    ['a quoted header charset', latin1('<p>café</p>'), 'text/html; charset="windows-1252"', '<p>café</p>'],
    [
      'the header over the meta',
      utf8('<meta charset="latin1"><p>café</p>'),
      'text/html; charset=utf-8',
      '<meta charset="latin1"><p>café</p>',
    ],
    [
      'a meta charset',
      latin1('<meta charset="iso-8859-1"><p>café</p>'),
      'text/html',
      '<meta charset="iso-8859-1"><p>café</p>',
    ],
    [
      'a meta http-equiv',
      latin1('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">é'),
      'text/html',
      '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">é',
    ],
    // Issue 49 item 9: the parser meets it on a tentative encoding and reads the page again.
    [
      'a meta past the first 1024 bytes changes the encoding',
      latin1(`${' '.repeat(1024)}<meta charset="latin1">Café`),
      'text/html',
      `${' '.repeat(1024)}<meta charset="latin1">Café`,
    ],
    [
      'a late http-equiv changes it too',
      latin1(`<!-- ${'x'.repeat(1100)} --><meta http-equiv="content-type" content="text/html; charset=windows-1252">é`),
      'text/html',
      `<!-- ${'x'.repeat(1100)} --><meta http-equiv="content-type" content="text/html; charset=windows-1252">é`,
    ],
    [
      'a late meta does not override the header',
      utf8(`${' '.repeat(1024)}<meta charset="latin1">Café`),
      'text/html; charset=utf-8',
      `${' '.repeat(1024)}<meta charset="latin1">Café`,
    ],
    [
      'a UTF-8 byte order mark over the header charset',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('<p>Café BOM</p>')]),
      'text/html; charset=iso-8859-1',
      '<p>Café BOM</p>',
    ],
    [
      'a UTF-16LE byte order mark without a header charset',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<img alt="é">', 'utf16le')]),
      'text/html',
      '<img alt="é">',
    ],
    [
      'a UTF-16 label in a meta means UTF-8',
      utf8('<meta charset="utf-16"><p>café</p>'),
      'text/html',
      '<meta charset="utf-16"><p>café</p>',
    ],
    [
      'a meta inside a comment is not read',
      utf8('<!-- <meta charset="iso-8859-1"> --><p>café</p>'),
      'text/html',
      '<!-- <meta charset="iso-8859-1"> --><p>café</p>',
    ],
    [
      'a charset= in a content without http-equiv is not read',
      utf8('<meta name="description" content="about charset=koi8-r"><p>café</p>'),
      'text/html',
      '<meta name="description" content="about charset=koi8-r"><p>café</p>',
    ],
    ['an unknown label falls back to UTF-8', utf8('<p>café</p>'), 'text/html; charset=no-such-charset', '<p>café</p>'],
    [
      'a UTF-8 byte order mark is dropped',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('<p>x</p>')]),
      'text/html',
      '<p>x</p>',
    ],
  ])('%s', (_, body, contentType, expected) => {
    expect(decodeHtml(body, contentType)).toBe(expected);
  });
});
