/**
 * `Retry-After` (RFC 9110 §10.2.3) is either delay-seconds or an HTTP date. Anything else is
 * ignored, so the caller falls back to its own backoff rather than trusting a garbled header.
 */
export function parseRetryAfter(value: string | string[] | undefined, nowMs: number): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  // Date.parse also reads bare numbers ("1.5", "-3") as dates; an HTTP date always names a month.
  if (Number.isNaN(at) || !/[a-z]/i.test(text)) return undefined;
  return Math.max(0, at - nowMs);
}
