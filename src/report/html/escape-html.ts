/** Every text the HTML report writes goes through this one escape. */
import { escapeUTF8 } from 'entities';
import { withoutHidden } from '../../text/plain.js';

/** Escaped for text and attribute values alike, with hidden and bidi characters removed first. */
export function html(text: string | number | null | undefined): string {
  return escapeUTF8(withoutHidden(String(text ?? '')));
}
