/**
 * Untrusted text made safe to show anywhere, markdown or not: characters that hide or reorder
 * what a reader sees are removed, whitespace (newlines included) collapses to one space, URLs are
 * redacted, and long values are cut on a code point with `…`.
 */
import { cut } from './cut.js';
import { redactUrlsIn } from './redact.js';

/**
 * C0 and C1 controls (an ESC would drive a terminal; tab, CR and LF become spaces below), and every
 * Default_Ignorable_Code_Point: characters a renderer shows as nothing yet that hide, reorder or
 * smuggle text. Among them the bidi controls of Trojan Source (CVE-2021-42574), zero-width spaces
 * and joiners, the soft hyphen, variation selectors, Hangul fillers and the tag characters. The
 * Unicode property keeps the list whole where a hand list missed U+00AD, U+034F, U+180E, U+3164,
 * U+FFA0 and the selectors. The escaper adds its own U+200D after cleaning, so those survive.
 */
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Default_Ignorable_Code_Point}]/gu;
const WHITESPACE_RUN = /\s+/g;
/** Printable ASCII with single inner spaces needs no cleaning: most values, checked in one pass. */
const ALREADY_CLEAN = /^(?:[\x21-\x7E]+(?: [\x21-\x7E]+)*)?$/;

/** Removes hidden and bidi characters and collapses whitespace to single spaces. */
export function clean(text: string): string {
  if (ALREADY_CLEAN.test(text)) return text;
  return withoutHidden(text).replace(WHITESPACE_RUN, ' ').trim();
}

/** Removes hidden and bidi characters, keeping whitespace as it is: for data that keeps its lines. */
export function withoutHidden(text: string): string {
  return ALREADY_CLEAN.test(text) ? text : text.replace(HIDDEN, '');
}

/** One line of plain text for logs and annotations: cleaned, redacted, cut. */
export function plainText(text: string, max: number): string {
  return cut(redactUrlsIn(clean(text)), max);
}
