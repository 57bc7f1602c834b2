/**
 * HTML parsing for the analyzer, with htmlparser2: a maintained, fast, forgiving streaming parser
 * made for real-world malformed HTML, with a DOM through domhandler (re-exported by htmlparser2).
 * parse5 is spec-exact but slower, and what the checks need is exact source excerpts as evidence,
 * which htmlparser2 gives through source indices, rather than a spec-exact tree.
 *
 * Depth cap: htmlparser2 keeps its open-element stack in an array that it unshifts and searches on
 * every tag, so a tag costs O(depth) and unbounded nesting makes a page quadratic (measured: 160,000
 * nested `<div>` take 2.5 s, 5 MB of them minutes). Like Blink, which stops nesting at 512 levels,
 * we bound it: past MAX_DEPTH open elements the parse stops, the analysis covers the page up to
 * there, and the `html.depth` check reports the element where it stopped. No sane page comes close.
 *
 * End tags with a space or line break before their `>` (`</h1\n>`, common in DocBook output):
 * htmlparser2 ends such a tag where its name ends and starts the next node one character after
 * that, so the element's excerpt lost its `>` and the next one began with it. Both indices are
 * moved to the `>` here, since evidence must be the element exactly as written.
 */
import { DomHandler, Parser, parseDocument } from 'htmlparser2';
import { walk, type Document, type Element, type ParserPosition } from './dom.js';

export const MAX_DEPTH = 256;

export interface ParsedHtml {
  source: string;
  document: Document;
  /** Index of the `>` ending each element's start tag. */
  openTagEnds: ReadonlyMap<Element, number>;
  /** The element past MAX_DEPTH where parsing stopped, or null when the whole page was parsed. */
  stoppedAt: Element | null;
}

/**
 * Where the end tag whose name ends at `nameEnd` ends: at its `>` (or the end of the source, as the tokenizer reads
 * it).
 */
function endTagEnd(source: string, nameEnd: number): number {
  if (source[nameEnd] === '>') return nameEnd;
  const end = source.indexOf('>', nameEnd);
  return end === -1 ? source.length - 1 : end;
}

/** A Parser whose next node starts after the `>` of an end tag, not inside it. */
class EndTagParser extends Parser {
  readonly #source: string;

  constructor(handler: DomHandler, source: string) {
    super(handler);
    this.#source = source;
  }

  override onclosetag(start: number, endIndex: number): void {
    super.onclosetag(start, endIndex);
    this.startIndex = endTagEnd(this.#source, endIndex) + 1;
  }
}

/** A DomHandler that remembers where each start tag ends and stops the parse when nesting runs away. */
class SourceMappedHandler extends DomHandler {
  readonly openTagEnds = new Map<Element, number>();
  stoppedAt: Element | null = null;
  #position: ParserPosition | null = null;
  readonly #source: string;
  readonly #stop: () => void;

  constructor(source: string, stop: () => void) {
    super(undefined, { withStartIndices: true, withEndIndices: true });
    this.#source = source;
    this.#stop = stop;
  }

  override onparserinit(parser: ParserPosition): void {
    super.onparserinit(parser);
    this.#position = parser;
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    super.onopentag(name, attribs);
    const element = this.tagStack[this.tagStack.length - 1];
    if (element === undefined || !('attribs' in element)) return;
    this.openTagEnds.set(element, this.#position?.endIndex ?? element.startIndex ?? 0);
    // tagStack holds the document too, so its length is the depth plus one.
    if (this.tagStack.length > MAX_DEPTH + 1 && this.stoppedAt === null) {
      this.stoppedAt = element;
      this.#stop();
    }
  }

  /**
   * An element closed by its own end tag ends at that tag's `>`; implied closes keep htmlparser2's
   * index. The Parser passes (name, isImplied), though domhandler declares no parameters.
   */
  override onclosetag(_name?: string, isImplied?: boolean): void {
    const element = this.tagStack[this.tagStack.length - 1];
    super.onclosetag();
    const nameEnd = this.#position?.endIndex;
    if (isImplied !== false || element === undefined || nameEnd == null) return;
    element.endIndex = endTagEnd(this.#source, nameEnd);
  }
}

export function parseHtml(source: string): ParsedHtml {
  // The handler pauses the parser it is fed by, so it reaches the parser through this closure.
  const handler = new SourceMappedHandler(source, () => parser.pause());
  const parser = new EndTagParser(handler, source);
  parser.end(source);
  return { source, document: handler.root, openTagEnds: handler.openTagEnds, stoppedAt: handler.stoppedAt };
}

/** Raw htmlparser2 speed for benchmarks: parse (no indices, no depth cap) and count the nodes. */
export function parseOnly(html: string): number {
  return countNodes(parseDocument(html));
}

function countNodes(document: Document): number {
  let count = 0;
  walk(document, () => {
    count += 1;
    return true;
  });
  return count;
}
