/**
 * Untrusted text made safe to show anywhere, markdown or not: characters that hide or reorder
 * what a reader sees are removed, whitespace (newlines included) collapses to one space, URLs are
 * redacted, and long values are cut on a code point with `…`.
 */
import { cut } from './cut.js';
import { redactUrlsIn } from './redact.js';

/**
 * C0 and C1 controls (an ESC would drive a terminal; tab, CR and LF become spaces below), the
 * bidi controls of Trojan Source (CVE-2021-42574): U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069,
 * and characters that show nothing yet hide or smuggle text: zero-width space and joiners
 * U+200B–U+200D, word joiner and invisible operators U+2060–U+2064, U+FEFF, and the tag
 * characters U+E0000–U+E007F. The escaper adds its own U+200D after cleaning, so those survive.
 */
const HIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u{E0000}-\u{E007F}]/gu;
const WHITESPACE_RUN = /\s+/g;
/** Printable ASCII with single inner spaces needs no cleaning: most values, checked in one pass. */
const ALREADY_CLEAN = /^(?:[\x21-\x7E]+(?: [\x21-\x7E]+)*)?$/;

/** Removes hidden and bidi characters and collapses whitespace to single spaces. */
export function clean(text: string): string {
  if (ALREADY_CLEAN.test(text)) return text;
  return text.replace(HIDDEN, '').replace(WHITESPACE_RUN, ' ').trim();
}

/** One line of plain text for logs and annotations: cleaned, redacted, cut. */
export function plainText(text: string, max: number): string {
  return cut(redactUrlsIn(clean(text)), max);
}
