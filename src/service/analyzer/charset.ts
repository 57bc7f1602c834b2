/** Decodes a page body: the charset of Content-Type, else a `<meta charset>` near the top, else UTF-8. */

// The HTML spec's prescan looks at the first 1024 bytes for a declared encoding.
const PRESCAN_BYTES = 1024;
const META_CHARSET = /<meta[^>]*?charset\s*=\s*["']?\s*([\w.:+-]+)/i;

export function decodeHtml(body: Uint8Array, contentType: string | undefined): string {
  const label = headerCharset(contentType) ?? metaCharset(body) ?? 'utf-8';
  return decoderFor(label).decode(body);
}

function headerCharset(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([\w.:+-]+)/i.exec(contentType ?? '')?.[1];
}

function metaCharset(body: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(body.subarray(0, PRESCAN_BYTES));
  return META_CHARSET.exec(head)?.[1];
}

function decoderFor(label: string) {
  try {
    return new TextDecoder(label);
  } catch {
    // An unknown label is a page bug; browsers fall back too, and UTF-8 is the web's default.
    return new TextDecoder('utf-8');
  }
}
