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

/** A DomHandler that remembers where each start tag ends and stops the parse when nesting runs away. */
class SourceMappedHandler extends DomHandler {
  readonly openTagEnds = new Map<Element, number>();
  stoppedAt: Element | null = null;
  #position: ParserPosition | null = null;
  readonly #stop: () => void;

  constructor(stop: () => void) {
    super(undefined, { withStartIndices: true, withEndIndices: true });
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
}

export function parseHtml(source: string): ParsedHtml {
  let parser: Parser | undefined;
  const handler = new SourceMappedHandler(() => parser?.pause());
  parser = new Parser(handler);
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
