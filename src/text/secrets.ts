/**
 * One object that knows the run's secrets (the API key, the GitHub token, the credentials of
 * api-url) and masks them in every spelling that text from a service or a page may carry them
 * in: as is, JSON-escaped (`\/`, `\u0041`, as PHP's json_encode writes), percent-encoded, as an
 * HTML character reference (named or numeric, with or without `;`, as browsers decode them),
 * backslash-escaped by markdown, or broken by the escaper's own joiner, in any mix. The edge
 * builds it once and passes every sink's text or data through it: the runner masks its own log,
 * but nothing masks a PR comment, a job summary or an artifact.
 *
 * The text is decoded once, each decoded character remembering the span of the text it came
 * from, and every secret is searched in the decoded text and in the text as given. That is
 * linear in the text and in the secrets: a regular expression of the spellings (one group per
 * character) is rejected by V8 for a key of a few thousand characters, with the key in its message.
 */
import { mapStrings } from './map-strings.js';
import { decodedSpellings } from './spellings.js';

export interface SecretScrubber {
  /** The text with every spelling of every secret replaced by `[redacted]`. */
  text(text: string): string;
  /**
   * A copy of decoded JSON-like data with every string (and key) scrubbed; data holding no secret is returned as it is.
   */
  value<T>(value: T): T;
}

export const REDACTED = '[redacted]';

/**
 * A shorter value is not masked: a one-letter user name in api-url would blank that letter
 * everywhere, and three characters are no secret a masking could keep.
 */
const SECRET_MIN_LENGTH = 4;

export function secretScrubber(secrets: Iterable<string | null | undefined>): SecretScrubber {
  const kept = [
    ...new Set(
      [...secrets].filter(
        (secret): secret is string => typeof secret === 'string' && secret.length >= SECRET_MIN_LENGTH,
      ),
    ),
  ];
  if (kept.length === 0) return { text: (text) => text, value: (value) => value };
  const text = (input: string): string => masked(input, kept);
  return { text, value: (value) => mapStrings(value, text) };
}

/**
 * The user name and password of a URL, decoded as the parser decodes them and as written; works on a URL that does not
 * parse.
 */
export function urlCredentials(url: string | null | undefined): string[] {
  if (!url) return [];
  const found: string[] = [];
  try {
    const parsed = new URL(url);
    found.push(parsed.username, parsed.password, safeDecode(parsed.username), safeDecode(parsed.password));
  } catch {
    // A URL that does not parse: everything between the scheme and the last `@`, and its parts.
    const userInfo = /^\s*[a-z][a-z0-9+.-]*:[/\\]*(.*)@/is.exec(url)?.[1];
    if (userInfo) found.push(userInfo, ...userInfo.split(':'));
  }
  return [...new Set(found.filter(Boolean))];
}

type Span = [start: number, end: number];

function masked(input: string, secrets: readonly string[]): string {
  const spans: Span[] = [];
  for (const secret of secrets) for (const at of occurrences(input, secret)) spans.push([at, at + secret.length]);
  const decoded = decodedSpellings(input);
  if (decoded.text !== input) {
    for (const secret of secrets)
      for (const at of occurrences(decoded.text, secret))
        spans.push([decoded.start(at), decoded.end(at + secret.length - 1)]);
  }
  return spans.length === 0 ? input : replaced(input, merged(spans));
}

function occurrences(text: string, secret: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(secret); at !== -1; at = text.indexOf(secret, at + secret.length)) found.push(at);
  return found;
}

/** Overlapping and touching spans as one, in order: a secret that contains another is masked whole. */
function merged(spans: Span[]): Span[] {
  const sorted = spans.sort((a, b) => a[0] - b[0]);
  const out: Span[] = [];
  for (const span of sorted) {
    const last = out.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else out.push([span[0], span[1]]);
  }
  return out;
}

function replaced(input: string, spans: readonly Span[]): string {
  let out = '';
  let from = 0;
  for (const [start, end] of spans) {
    out += input.slice(from, start) + REDACTED;
    from = end;
  }
  return out + input.slice(from);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
