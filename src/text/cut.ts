const ELLIPSIS = '…';

/**
 * At most `max` code points; a longer text keeps `max - 1` of them and ends with `…`, never splitting a surrogate pair.
 */
export function cut(text: string, max: number): string {
  // UTF-16 length bounds the code point count, so most values return here without a scan.
  if (text.length <= max) return text;
  let points = 0;
  let keep = 0;
  let index = 0;
  for (const char of text) {
    if (points === max - 1) keep = index;
    if (points === max) return text.slice(0, keep) + ELLIPSIS;
    index += char.length;
    points++;
  }
  return text;
}
