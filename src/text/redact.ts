/**
 * URLs end up in logs, annotations and PR comments, so credentials in them are masked before
 * they are shown: user info, and query or fragment values whose names look secret (`#` too,
 * because OAuth's implicit flow puts `access_token` there).
 */

/** Names that are a secret as a whole word (`api_key`, `x-amz-signature`, `code`). */
const SECRET_WORDS = new Set([
  'token',
  'key',
  'apikey',
  'secret',
  'password',
  'passwd',
  'pwd',
  'pass',
  'sig',
  'signature',
  'auth',
  'authorization',
  'credential',
  'credentials',
  'code',
  'session',
  'sessionid',
  'sid',
  'jwt',
  'otp',
]);
/** Parts that make any name secret, however it is cased or joined (`accessToken`, `AWSAccessKeyId`). */
const SECRET_PART = /token|secret|passw|signature|apikey|accesskey|credential|private/i;
const MASK = '***';
/** Every secret name contains one of these; a query without any is left alone unparsed. */
const SECRET_HINT = /token|key|secret|pass|pwd|sig|auth|credential|code|session|sid|jwt|otp|private/i;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>`]+/gi;
/**
 * A scheme, then everything up to the last `@`: user info of a URL that does not parse
 * (`http://u:PW@[::1`, `http://u:pa/ss@h:99999`). The parser cannot say where it ends, so all
 * of it goes, even past a `/`.
 */
const UNPARSED_USER_INFO = /^(\s*[a-z][a-z0-9+.-]*:[/\\]*).*@/is;

/** Masks credentials in a URL; anything that is not a URL is returned unchanged. */
export function redactUrl(url: string): string {
  if (!maySecret(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url.replace(UNPARSED_USER_INFO, `$1${MASK}@`);
  }
  let text = url;
  if (parsed.username || parsed.password) {
    // Re-serialised only in this case: the parser knows where user info ends in every spelling
    // (`https:\\u:p@h`, `https:u:p@h`), a pattern would not.
    parsed.username = MASK;
    parsed.password = '';
    text = parsed.href;
  }
  return redactParameters(text);
}

/** Masks every http(s) URL inside free text (a message or evidence may quote one). */
export function redactUrlsIn(text: string): string {
  if (!text.includes('://')) return text;
  let shown = '';
  let copied = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const redacted = redactUrl(match[0]);
    if (redacted === match[0]) continue;
    shown += text.slice(copied, match.index) + redacted;
    copied = match.index + match[0].length;
  }
  return copied === 0 ? text : shown + text.slice(copied);
}

/**
 * User info needs an `@`, an encoded name a `%`, and a secret name sits after `?` or `#` and
 * contains a hint: most URLs have none of these and are returned without parsing.
 */
function maySecret(url: string): boolean {
  if (url.includes('@') || url.includes('%')) return true;
  const parameters = url.search(/[?#]/);
  return parameters >= 0 && SECRET_HINT.test(url.slice(parameters));
}

function redactParameters(text: string): string {
  const hash = text.indexOf('#');
  const beforeHash = hash < 0 ? text : text.slice(0, hash);
  const question = beforeHash.indexOf('?');
  if (question < 0 && hash < 0) return text;
  const base = question < 0 ? beforeHash : beforeHash.slice(0, question);
  const query = question < 0 ? '' : beforeHash.slice(question);
  return base + redactPairs(query) + redactPairs(hash < 0 ? '' : text.slice(hash));
}

/** `part` is '', or a query or fragment with its leading `?` or `#`. */
function redactPairs(part: string): string {
  if (part.length < 2) return part;
  return part[0] + part.slice(1).split('&').map(redactPair).join('&');
}

function redactPair(pair: string): string {
  const equals = pair.indexOf('=');
  if (equals <= 0 || equals === pair.length - 1) return pair;
  const name = pair.slice(0, equals);
  return isSecretName(name) ? `${name}=${MASK}` : pair;
}

function isSecretName(raw: string): boolean {
  let name: string;
  try {
    name = decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    name = raw;
  }
  name = name.toLowerCase();
  return SECRET_PART.test(name) || name.split(/[^a-z0-9]+/).some((word) => SECRET_WORDS.has(word));
}
