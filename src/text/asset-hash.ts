/**
 * Content hashes in URLs: what a bundler changes on every build (`logo.1a2b3c4d.png`,
 * `chunk-KXJQ7ZPW.js`, `app.css?v=3f1c2ab`) though the asset is the same one. A finding's identity
 * masks them, so a deploy that only rebuilt its assets changes no identity.
 */

/** What a masked hash reads as. */
const HASH_MASK = '#';

// Query parameters whose whole value is a cache-buster, however it is spelt.
const CACHE_BUSTERS = new Set(['v', 'ver', 'version', 'hash', 'rev', 'build', 'cb', 'ts', '_']);

/**
 * Hex, base32 or base64 as bundlers write hashes: 6 or more letters and digits that mix them (not a
 * numbered name), 8 or more hex digits, or 8 or more upper-case base32 characters (esbuild's
 * `KXJQZPWM`, which often has no digit). Words ("getting", "started", "README") are none of these.
 */
function looksLikeHash(run: string): boolean {
  if (run.length >= 8 && (/^[\da-f]+$/i.test(run) || /^[A-Z2-7]+$/.test(run))) return true;
  if (!/\d/.test(run) || !/[a-z]/i.test(run)) return false;
  return /^[\da-f]+$/i.test(run) || !isNumberedName(run);
}

/**
 * A word and its number (`figure1`, `section12`, `Chapter3`, `v2`): a name an author gave, which a
 * hash's mix of letters and digits never spells (`1a2b3c`, `B7x9Qz1K`).
 */
function isNumberedName(token: string): boolean {
  return /^[A-Za-z][a-z]*\d+$/.test(token);
}

/** The URL (or a srcset, or a meta's content) with every content hash and cache-buster value masked. */
export function maskAssetHashes(value: string): string {
  // A run of letters and digits is bounded by the separators around it: `.`, `-`, `_`, `/`, `?`, `=`...
  return maskCacheBusters(value.replace(/[A-Za-z0-9]{6,}/g, (run) => (looksLikeHash(run) ? HASH_MASK : run)));
}

// One character class each, matched from a given position (sticky): neither can backtrack into another.
const PARAM_NAME = /[^=&#\s]*/y;
const PARAM_VALUE = /[^&#\s,]*/y;
const PARAM_LEAD = /[?&]/g;

/**
 * Every `?name=value` or `&name=value` whose name is a cache-buster, its value masked. A scanner,
 * not one pattern: `/([?&])([^=&#\s]+)=([^&#\s,]*)/g` (which this reads exactly as) tried every
 * `?` of `?a?a?a…` against the whole rest of the text, quadratic in the evidence's length (831 s
 * for one 1 MB finding). A name that runs into no `=` is skipped whole: every `?` inside it would
 * run into the same end. So each character is read at most twice.
 */
function maskCacheBusters(text: string): string {
  let out = '';
  let copied = 0;
  PARAM_LEAD.lastIndex = 0;
  for (let lead = PARAM_LEAD.exec(text); lead !== null; lead = PARAM_LEAD.exec(text)) {
    const nameStart = lead.index + 1;
    const nameEnd = endOf(PARAM_NAME, text, nameStart);
    if (nameEnd === nameStart || text[nameEnd] !== '=') {
      PARAM_LEAD.lastIndex = Math.max(nameEnd, nameStart);
      continue;
    }
    const valueEnd = endOf(PARAM_VALUE, text, nameEnd + 1);
    if (CACHE_BUSTERS.has(text.slice(nameStart, nameEnd).toLowerCase())) {
      out += `${text.slice(copied, nameEnd + 1)}${HASH_MASK}`;
      copied = valueEnd;
    }
    PARAM_LEAD.lastIndex = valueEnd;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** Where `pattern` (sticky, one character class) stops matching from `start`. */
function endOf(pattern: RegExp, text: string, start: number): number {
  pattern.lastIndex = start;
  pattern.exec(text);
  return pattern.lastIndex;
}

/**
 * What is left of an asset's URL (hashes already masked) once its build-specific part is gone: the
 * path without query and fragment, its file name without its extension and without the segments
 * (between `.`, `-`, `_`) that look like a hash: a masked one, letters mixed with digits (`C3V`,
 * `2x`), mixed case past the first letter (`OSiY`), or a trailing 8-character base64url run with
 * an upper-case letter or a digit (Vite's, which may hold `-` and `_`: `logo-Bv_Jm-1C`). Words,
 * numbered names (`figure1`) and numbers stay, so `/assets/logo-C3V-OSiY.png` and `/assets/logo.#.png` are both
 * `/assets/logo`, but `tar-old.png` and `tar-new.png` differ.
 * Coarser than the mask; it tells which of several changed elements is which, never whether two
 * are the same.
 */
export function assetStem(maskedUrl: string): string {
  // A same-page link's fragment is all it points at: `#section-1` and `#section-2` are two targets.
  if (maskedUrl.startsWith('#')) return maskedUrl;
  const path = maskedUrl.replace(/[?#].*$/s, '');
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  const named = dot > 0 ? name.slice(0, dot) : name;
  const base = named.replace(BASE64_TAIL, (tail) => (/[A-Z\d]/.test(tail) ? '' : tail));
  const words = base.split(/[.\-_]/).filter((segment) => segment !== '' && !stemHash(segment));
  return path.slice(0, slash + 1) + words.join('-');
}

/** Vite's 8-character base64url hash, which may itself hold `-` and `_` (`logo-Bv_Jm-1C`). */
const BASE64_TAIL = /(?<=.)[.\-_][\w-]{8}$/;

function stemHash(segment: string): boolean {
  if (segment === HASH_MASK) return true;
  if (/\d/.test(segment) && /[a-z]/i.test(segment)) return !isNumberedName(segment);
  return /[a-z]/.test(segment) && /[A-Z]/.test(segment.slice(1));
}
