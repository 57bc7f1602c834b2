/**
 * Decodes a page body as a browser does, by the HTML spec's encoding sniffing algorithm: a byte
 * order mark first, then the charset of Content-Type, then the prescan of the first 1024 bytes
 * (comments skipped; only a meta's `charset` attribute and an http-equiv's `content` count; a
 * UTF-16 label there means UTF-8). html-encoding-sniffer and @exodus/bytes implement it for jsdom.
 */
import { legacyHookDecode } from '@exodus/bytes/encoding.js';
import sniffHTMLEncoding from 'html-encoding-sniffer';

/** What the body's encoding is when nothing declares one. */
// The spec leaves it to the locale (windows-1252 in most); Chromium's detector finds UTF-8 in
// undeclared UTF-8 pages, which is what today's undeclared pages are.
const DEFAULT_ENCODING = 'UTF-8';

export function decodeHtml(body: Uint8Array, contentType: string | undefined): string {
  const transportLayerEncodingLabel = headerCharset(contentType);
  const encoding = sniffHTMLEncoding(body, {
    defaultEncoding: DEFAULT_ENCODING,
    ...(transportLayerEncodingLabel === undefined ? {} : { transportLayerEncodingLabel }),
  });
  // The decode hook looks for the byte order mark again and drops it, as a browser does.
  return legacyHookDecode(body, encoding);
}

function headerCharset(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
}
