/**
 * Evidence that is markup, read as markup: what a finding's identity keeps of it is which element
 * it is, not how this build happens to spell it. parse5's tokenizer (the HTML standard's, as a
 * browser reads a page) reads the excerpt, so tag and attribute names come case-folded,
 * attribute values with their character references decoded, and quotes, whitespace inside tags,
 * `=""` on a boolean attribute and the `/` of `<img/>` are gone. The tokenizer, not the fragment
 * parser: a fragment parser drops `<head>`, `<body>` and `<html>` start tags, and those are the
 * evidence of a missing title or viewport.
 */
import { Tokenizer, TokenizerMode, type TokenHandler, type Token } from 'parse5';
import { assetStem, maskAssetHashes } from '../text/asset-hash.js';

/** Markup evidence as read: its canonical form, and the element it starts with, to pair by when that differs. */
interface MarkupReading {
  /** Every token: names folded, attributes sorted, URL-valued ones with hashes masked, text collapsed. */
  canonical: string;
  /** The first element's tag and attributes (a start tag cut short: its tag alone); null when there is none. */
  first: FirstElement | null;
  /** The excerpt's text content, collapsed ('' for a start tag alone). */
  text: string;
}

interface FirstElement {
  tag: string;
  /** As in the canonical form: sorted by name, values collapsed, URL-valued ones masked. */
  attrs: readonly { name: string; value: string }[];
}

/** Attributes whose values are URLs (or hold them: srcset, a meta's content), where builds put hashes. */
const URL_VALUED = new Set([
  'src',
  'href',
  'srcset',
  'imagesrcset',
  'poster',
  'data',
  'action',
  'formaction',
  'content',
  'background',
  'cite',
  'longdesc',
  'manifest',
  'ping',
  'xlink:href',
  'data-src',
  'data-srcset',
]);

type TextMode = (typeof TokenizerMode)[keyof typeof TokenizerMode];

/** Elements whose content the tokenizer reads as text, as the tree builder would switch it. */
const TEXT_MODES = new Map<string, TextMode>([
  ['title', TokenizerMode.RCDATA],
  ['textarea', TokenizerMode.RCDATA],
  ['style', TokenizerMode.RAWTEXT],
  ['xmp', TokenizerMode.RAWTEXT],
  ['iframe', TokenizerMode.RAWTEXT],
  ['noembed', TokenizerMode.RAWTEXT],
  ['noframes', TokenizerMode.RAWTEXT],
  ['script', TokenizerMode.SCRIPT_DATA],
  ['plaintext', TokenizerMode.PLAINTEXT],
]);

/** Evidence that starts with a tag, a comment or a doctype; anything else is text (a header, a URL, a message). */
export function isMarkup(evidence: string): boolean {
  return /^\s*<[A-Za-z!/?]/.test(evidence);
}

const collapse = (text: string): string => (/\s/.test(text) ? text.replace(/\s+/g, ' ').trim() : text);

const byName = (a: { name: string }, b: { name: string }): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

type Part = [kind: string, ...values: string[]];

/** The tokens of one excerpt as they identify it; a handler of parse5's tokenizer. */
class CanonicalTokens implements TokenHandler {
  readonly parts: Part[] = [];
  first: FirstElement | null = null;
  /** How far the tokens emitted reach into the excerpt. */
  read = 0;
  #text = '';

  constructor(readonly switchMode: (mode: TextMode) => void) {}

  onStartTag(token: Token.TagToken): void {
    this.#flushText(token);
    const attrs = token.attrs
      .map(({ name, value }) => ({
        name,
        value: URL_VALUED.has(name) ? maskAssetHashes(collapse(value)) : collapse(value),
      }))
      .sort(byName);
    this.parts.push(['<', token.tagName, ...attrs.flatMap(({ name, value }) => [name, value])]);
    this.first ??= { tag: token.tagName, attrs };
    const mode = TEXT_MODES.get(token.tagName);
    if (mode !== undefined) this.switchMode(mode);
  }

  onEndTag(token: Token.TagToken): void {
    this.#flushText(token);
    this.parts.push(['/', token.tagName]);
  }

  onComment(token: Token.CommentToken): void {
    this.#flushText(token);
    this.parts.push(['!', collapse(token.data)]);
  }

  onDoctype(token: Token.DoctypeToken): void {
    this.#flushText(token);
    this.parts.push(['!doctype', token.name ?? '']);
  }

  onCharacter(token: Token.CharacterToken): void {
    this.#text += token.chars;
    this.#reached(token);
  }

  onNullCharacter(token: Token.CharacterToken): void {
    this.onCharacter(token);
  }

  onWhitespaceCharacter(token: Token.CharacterToken): void {
    this.onCharacter(token);
  }

  onEof(): void {
    this.#flushText(null);
  }

  #flushText(next: { location: Token.Location | null } | null): void {
    const text = collapse(this.#text);
    if (text !== '') this.parts.push(['text', text]);
    this.#text = '';
    if (next) this.#reached(next);
  }

  #reached(token: { location: Token.Location | null }): void {
    this.read = Math.max(this.read, token.location?.endOffset ?? this.read);
  }
}

export function readMarkup(evidence: string): MarkupReading {
  // The handler switches the tokenizer it is fed by (after a <title>, as the tree builder would).
  const tokens = new CanonicalTokens((mode) => (tokenizer.state = mode));
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, tokens);
  tokenizer.write(evidence, true);
  // An excerpt cut short inside a tag (evidence has a length limit) ends in a token the tokenizer
  // drops at EOF: kept as text, so two cut tags stay apart.
  const rest = collapse(evidence.slice(tokens.read));
  if (rest !== '') tokens.parts.push(['cut', maskAssetHashes(rest.toLowerCase())]);
  const cutTag = tokens.first === null ? tagOf(rest) : '';
  return {
    canonical: JSON.stringify(tokens.parts),
    first: tokens.first ?? (cutTag === '' ? null : { tag: cutTag, attrs: [] }),
    text: tokens.parts.flatMap(([kind, value]) => (kind === 'text' && value !== undefined ? [value] : [])).join(' '),
  };
}

/** Attributes that name an element apart from its URLs; their values stay as written, hashes masked. */
const NAMING = new Set(['id', 'name', 'for']);

/** What a `<meta>` declares itself to be; its `content` is what a deploy rewrites (a reworded description). */
const META_NAMING = new Set(['name', 'property', 'http-equiv', 'charset', 'itemprop']);

/**
 * Which element the evidence is, as far as a benign deploy keeps it: the tag, the stems of the
 * assets it points at (`asset-hash.ts`) and its id, name and for; an element with none of these
 * is told by its text (a heading's words). A `<meta>` is what it names (`name`, `property`,
 * `http-equiv`...), never its content. Attribute order, hashes, classes, added or dropped
 * attributes such as `loading` leave it unchanged; another image, link, field or heading changes
 * it, so a fix of one element never pairs with a regression of another.
 */
export function elementKey(first: FirstElement, text: string): string {
  if (first.tag === 'meta') {
    // Names are ASCII-case-insensitive (`Description`); a charset meta is one whatever it declares.
    const named = first.attrs.flatMap(({ name, value }) =>
      META_NAMING.has(name) ? [`${name}=${name === 'charset' ? '' : value.trim().toLowerCase()}`] : [],
    );
    if (named.length > 0) return JSON.stringify(['meta', ...named.sort()]);
  }
  const anchors = first.attrs.flatMap(({ name, value }) => {
    if (URL_VALUED.has(name))
      return value.split(',').map((candidate) => `${name}=${assetStem(candidate.trim().split(/\s/)[0] ?? '')}`);
    return NAMING.has(name) ? [`${name}=${maskAssetHashes(value)}`] : [];
  });
  return JSON.stringify([first.tag, ...(anchors.length > 0 ? anchors.sort() : [maskAssetHashes(text)])]);
}

/** The tag name of a start tag cut short, or '' when the rest is not one. */
function tagOf(rest: string): string {
  return /^<([a-z][^\s/>]*)/i.exec(rest)?.[1]?.toLowerCase() ?? '';
}
