/**
 * One page, one URL: the form under which the service stores, looks up and crawls a page. The
 * fragment never reaches the server, and a percent-encoded unreserved character (RFC 3986 §2.3:
 * letters, digits, `-._~`) means the character itself (§6.2.2.2), so `/page#a` and `/%70age` are
 * both `/page`; other escapes get upper-case hex digits (§6.2.2.1). WHATWG URL has already
 * lower-cased scheme and host, dropped a default port and resolved dot segments.
 */
const PERCENT_ESCAPE = /%[0-9a-f]{2}/gi;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

export function normalizePageUrl(url: URL): URL {
  const normal = new URL(url.href.replace(PERCENT_ESCAPE, normalizeEscape));
  normal.hash = '';
  return normal;
}

function normalizeEscape(escape: string): string {
  const character = String.fromCharCode(Number.parseInt(escape.slice(1), 16));
  return UNRESERVED.test(character) ? character : escape.toUpperCase();
}
