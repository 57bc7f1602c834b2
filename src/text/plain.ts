/**
 * Untrusted text made safe to show anywhere, markdown or not: characters that hide or reorder
 * what a reader sees are removed, whitespace (newlines included) collapses to one space, URLs are
 * redacted, and long values are cut on a code point with `…`.
 */
import { cut } from './cut.js';
import { redactUrlsIn } from './redact.js';

/**
 * C0 and C1 controls (an ESC would drive a terminal; tab, CR and LF become spaces below) and the
 * bidi controls of Trojan Source (CVE-2021-42574): U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069.
 */
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
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
