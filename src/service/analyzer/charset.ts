/**
 * Decodes a page body as a browser does, by the HTML spec's encoding sniffing algorithm: a byte
 * order mark first, then the charset of Content-Type, then the prescan of the first 1024 bytes
 * (comments skipped; only a meta's `charset` attribute and an http-equiv's `content` count; a
 * UTF-16 label there means UTF-8). html-encoding-sniffer and @exodus/bytes implement it for jsdom.
 * An encoding none of these declared is tentative: a `<meta>` the parser meets later changes it
 * and the page is read again (the spec's "change the encoding"), as Chromium does.
 */
import { labelToName } from '@exodus/bytes/encoding-lite.js';
import { legacyHookDecode } from '@exodus/bytes/encoding.js';
import sniffHTMLEncoding from 'html-encoding-sniffer';

/** What the body's encoding is when nothing declares one. */
// The spec leaves it to the locale (windows-1252 in most); Chromium's detector finds UTF-8 in
// undeclared UTF-8 pages, the most common undeclared pages.
const DEFAULT_ENCODING = 'UTF-8';

/** Returned by the sniffer when nothing declared an encoding (it returns the default as given). */
const TENTATIVE = 'tentative';

export function decodeHtml(body: Uint8Array, contentType: string | undefined): string {
  const transportLayerEncodingLabel = headerCharset(contentType);
  const encoding = sniffHTMLEncoding(body, {
    defaultEncoding: TENTATIVE,
    ...(transportLayerEncodingLabel === undefined ? {} : { transportLayerEncodingLabel }),
  });
  // The decode hook looks for the byte order mark again and drops it, as a browser does.
  if (encoding !== TENTATIVE) return legacyHookDecode(body, encoding);
  const text = legacyHookDecode(body, DEFAULT_ENCODING);
  const declared = lateMetaEncoding(text);
  return declared === undefined || declared === DEFAULT_ENCODING ? text : legacyHookDecode(body, declared);
}

function headerCharset(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
}

const META_OR_COMMENT = /<!--[\s\S]*?(?:-->|$)|<meta\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** A start tag's attributes by lower-cased name, the first of each name winning, as the tokenizer keeps them. */
function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, ...values] of text.matchAll(ATTRIBUTE)) {
    const key = name?.toLowerCase();
    if (key !== undefined && !attributes.has(key))
      attributes.set(key, values.find((value) => value !== undefined) ?? '');
  }
  return attributes;
}

/**
 * The encoding the first `<meta>` past the prescan declares (the tree builder's "in head" rules
 * for a meta, on a tentative encoding): its `charset`, else an http-equiv Content-Type's charset;
 * a UTF-16 label means UTF-8 and x-user-defined windows-1252. Read from the page as decoded by
 * default, which keeps every ASCII byte of the markup.
 */
function lateMetaEncoding(text: string): string | undefined {
  for (const match of text.matchAll(META_OR_COMMENT)) {
    if (match[1] === undefined) continue;
    const attributes = attributesOf(match[1]);
    let label = attributes.get('charset');
    if (label === undefined && attributes.get('http-equiv')?.trim().toLowerCase() === 'content-type') {
      label = /charset\s*=\s*["']?([^\s"';]+)/i.exec(attributes.get('content') ?? '')?.[1];
    }
    const name = label === undefined ? null : labelToName(label.trim());
    if (name === null) continue;
    if (name === 'UTF-16LE' || name === 'UTF-16BE') return 'UTF-8';
    return name === 'x-user-defined' ? 'windows-1252' : name;
  }
  return undefined;
}
