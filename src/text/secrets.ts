/**
 * One object that knows the run's secrets (the API key, the GitHub token, the credentials of
 * api-url) and masks them in every spelling that text from a service or a page may carry them
 * in: as is, JSON-escaped (`\/`, `\u0041`, as PHP's json_encode writes), percent-encoded, as an
 * HTML character reference, backslash-escaped by markdown, or broken by the escaper's own joiner,
 * in any mix. The edge builds it once and passes every sink's text or data through it: the runner
 * masks its own log, but nothing masks a PR comment, a job summary or an artifact.
 */
export interface SecretScrubber {
  /** The text with every spelling of every secret replaced by `[redacted]`. */
  text(text: string): string;
  /** A copy of decoded JSON-like data with every string (and key) scrubbed; data holding no secret is returned as it is. */
  value<T>(value: T): T;
}

export const REDACTED = '[redacted]';

/**
 * A shorter value is not masked: a one-letter user name in api-url would blank that letter
 * everywhere, and three characters are no secret a masking could keep.
 */
const SECRET_MIN_LENGTH = 4;
const ENTITY_NAMES: Readonly<Record<string, string>> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' };
const JOINER = '\\u200D?';

export function secretScrubber(secrets: Iterable<string | null | undefined>): SecretScrubber {
  const kept = [
    ...new Set(
      [...secrets].filter(
        (secret): secret is string => typeof secret === 'string' && secret.length >= SECRET_MIN_LENGTH,
      ),
    ),
  ];
  if (kept.length === 0) return { text: (text) => text, value: (value) => value };
  // Longest first: a secret that contains another is masked whole.
  const pattern = new RegExp(
    kept
      .sort((a, b) => b.length - a.length)
      .map(spellings)
      .join('|'),
    'g',
  );
  const text = (input: string): string => {
    pattern.lastIndex = 0;
    return pattern.test(input) ? input.replace(pattern, REDACTED) : input;
  };
  return { text, value: (value) => scrubValue(value, text) };
}

/** The user name and password of a URL, decoded as the parser decodes them and as written; works on a URL that does not parse. */
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

function spellings(secret: string): string {
  return [...secret].map((char) => `(?:${charSpellings(char).join('|')})${JOINER}`).join('');
}

function charSpellings(char: string): string[] {
  const code = char.codePointAt(0) ?? 0;
  const options = [escapeRegExp(char)];
  if (/[!-/:-@[-`{-~]/.test(char)) options.push(`\\\\${escapeRegExp(char)}`);
  if (code <= 0xffff) options.push(`\\\\u${hex(code, 4)}`);
  options.push(
    utf8Bytes(char)
      .map((byte) => `%${hex(byte, 2)}`)
      .join(''),
  );
  options.push(`&#0*${code};`, `&#[xX]0*${hex(code, 1)};`);
  const name = ENTITY_NAMES[char];
  if (name) options.push(`&${name};`);
  return options;
}

/** Hex digits matched in either case. */
function hex(value: number, width: number): string {
  return [...value.toString(16).padStart(width, '0')]
    .map((digit) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit))
    .join('');
}

function utf8Bytes(char: string): number[] {
  return [...new TextEncoder().encode(char)];
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function scrubValue<T>(value: T, text: (input: string) => string): T {
  if (typeof value === 'string') return text(value) as T;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => scrubValue(item, text));
    return (items.some((item, i) => item !== value[i]) ? items : value) as T;
  }
  if (typeof value !== 'object' || value === null) return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const scrubbed: [string, unknown] = [text(key), scrubValue(item, text)];
    changed ||= scrubbed[0] !== key || scrubbed[1] !== item;
    return scrubbed;
  });
  return (changed ? Object.fromEntries(entries) : value) as T;
}
