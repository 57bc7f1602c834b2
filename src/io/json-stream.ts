/**
 * A JSON document of one list read as it streams: `{ ...fields, "<list>": [items] }` (or
 * `{ "<url>": item }` for an object list). Every limit holds while reading, so a file over one
 * costs no more than the bytes read up to it: nesting, the size of each item and of each other
 * field, the number of items, fields and of the values of any array inside an item. Nothing but
 * one item (or one field) is in memory at a time, parsed by JSON.parse once its bytes are known;
 * the structure around them is checked here. A key given twice in the document or in an item is
 * an error (JSON.parse would keep the last, a scan the first: readers would disagree).
 */
import { PagegateError } from '../errors.js';

interface JsonStreamLimits {
  /** Containers open at once, the document's own included. */
  depth: number;
  /** Bytes of one item of the list. */
  itemBytes: number;
  /** Bytes of one field other than the list. */
  fieldBytes: number;
  items: number;
  /** Fields of the document, and of one item. */
  fields: number;
  /** Values of one array inside an item (findings) or inside a field's value. */
  arrayValues: number;
  /** Bytes of one key as written between its quotes (escapes as written): an accepted state's page URL. */
  keyBytes: number;
}

export interface JsonStreamList {
  name: string;
  kind: 'array' | 'object';
  /** Skip parsing the items: only `peek` (an item's fields read without it) is wanted. */
  skipItems?: boolean;
  /** Fields of each item (an object) read on their own, e.g. `url`; absent ones are left out. */
  peek?: readonly string[];
}

export type JsonStreamPart =
  | { kind: 'field'; key: string; value: unknown }
  | { kind: 'item'; index: number; key: string | null; value: unknown; peeked: Record<string, unknown> };

/** A document that breaks JSON or a limit; the message is the reason alone (callers name the file). */
export class JsonStreamError extends PagegateError {
  override name = 'JsonStreamError';
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

/** Where the scan is: what the next byte that is not white space may be. */
const enum State {
  Value,
  ValueOrClose,
  Key,
  KeyOrClose,
  Colon,
  AfterValue,
  String,
  Scalar,
  End,
}

interface Container {
  array: boolean;
  /** Values so far (arrays) or keys so far (objects). */
  count: number;
  /** The current key (objects), for paths in messages; null when not kept (deep or long). */
  member: string | null;
  /** Keys seen, in the objects where a twice-given key is refused (the document, the list, an item). */
  keys: Set<string> | null;
}

/** Bytes of one value being kept, gathered across chunks. */
class Capture {
  private readonly pieces: Buffer[] = [];
  private bytes = 0;
  start: number;

  constructor(
    start: number,
    readonly depth: number,
    private readonly limit: number,
    private readonly what: () => string,
  ) {
    this.start = start;
  }

  keep(chunk: Buffer, end: number): void {
    this.bytes += end - this.start;
    if (this.bytes > this.limit) throw new JsonStreamError(`${this.what()} holds more than ${this.limit} bytes`);
    this.pieces.push(chunk.subarray(this.start, end));
    this.start = 0;
  }

  text(chunk: Buffer, end: number): string {
    this.keep(chunk, end);
    return Buffer.concat(this.pieces).toString('utf8');
  }
}

/** Keys are kept as deep as a message names them (`pages[3].baseline.findings`). */
const KEPT_KEY_DEPTH = 4;
/** A path in a message stops here: one 2,000 levels deep would be longer than the line it is in. */
const SHOWN_PATH_STEPS = 6;

/** Reads the document; parts come in the file's order, each item as soon as its last byte is read. */
export async function* readJsonDocument(
  chunks: AsyncIterable<Buffer>,
  list: JsonStreamList,
  limits: JsonStreamLimits,
): AsyncGenerator<JsonStreamPart> {
  const scan = new Scanner(list, limits);
  for await (const chunk of chunks) {
    scan.chunk(chunk);
    yield* scan.take();
  }
  scan.end();
}

class Scanner {
  private state = State.Value;
  private readonly stack: Container[] = [];
  private escaped = false;
  private nextQuote = -1;
  private nextBackslash = -1;
  private stringIsKey = false;
  private key: Capture | null = null;
  private outer: Capture | null = null;
  private inner: Capture | null = null;
  private peeked: Record<string, unknown> = {};
  private listSeen = false;
  /** Bytes of the chunks before this one, and the index in this one of the byte being read: for messages. */
  private offset = 0;
  private at = 0;
  private ready: JsonStreamPart[] = [];

  constructor(
    private readonly list: JsonStreamList,
    private readonly limits: JsonStreamLimits,
  ) {}

  take(): JsonStreamPart[] {
    const parts = this.ready;
    this.ready = [];
    return parts;
  }

  end(): void {
    if (this.state !== State.End) throw this.broken('it ends before the document is closed');
    if (!this.listSeen) throw new JsonStreamError(`it has no "${this.list.name}"`);
  }

  chunk(chunk: Buffer): void {
    this.nextQuote = -1;
    this.nextBackslash = -1;
    const length = chunk.length;
    for (let i = 0; i < length; i++) {
      if (this.state === State.String) {
        i = this.inString(chunk, i);
        continue;
      }
      const c = chunk[i] ?? 0;
      if (this.state === State.Scalar) {
        if (isScalarByte(c)) continue;
        this.valueEnded(chunk, i);
      }
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) continue;
      this.at = i;
      this.structural(chunk, i, c);
    }
    for (const capture of [this.key, this.inner, this.outer]) capture?.keep(chunk, length);
    this.offset += length;
    this.at = 0;
  }

  /** The index of the last byte of the string consumed in this chunk. */
  private inString(chunk: Buffer, i: number): number {
    if (this.escaped) {
      this.escaped = false;
      return i;
    }
    if (this.nextQuote < i) this.nextQuote = indexIn(chunk, QUOTE, i);
    if (this.nextBackslash < i) this.nextBackslash = indexIn(chunk, BACKSLASH, i);
    const stop = Math.min(this.nextQuote, this.nextBackslash);
    if (stop === chunk.length) return stop;
    if (stop === this.nextBackslash) {
      this.escaped = true;
      return stop;
    }
    if (this.stringIsKey) {
      if (this.key) this.keyEnded(this.key.text(chunk, stop));
      this.key = null;
      this.state = State.Colon;
    } else this.valueEnded(chunk, stop + 1);
    return stop;
  }

  private structural(chunk: Buffer, i: number, c: number): void {
    switch (this.state) {
      case State.Value:
      case State.ValueOrClose:
        if (c === CLOSE_ARRAY && this.state === State.ValueOrClose) return this.close(chunk, i, true);
        return this.valueStarts(chunk, i, c);
      case State.Key:
      case State.KeyOrClose:
        if (c === CLOSE_OBJECT && this.state === State.KeyOrClose) return this.close(chunk, i, false);
        if (c !== QUOTE) throw this.broken('a key is not a string');
        return this.keyStarts(i);
      case State.Colon:
        if (c !== COLON) throw this.broken('a key is not followed by a colon');
        this.state = State.Value;
        return;
      case State.AfterValue:
        return this.afterValue(chunk, i, c);
      default:
        throw this.broken('something follows the document');
    }
  }

  private afterValue(chunk: Buffer, i: number, c: number): void {
    const top = this.top();
    if (c === COMMA) this.state = top.array ? State.Value : State.Key;
    else if (c === (top.array ? CLOSE_ARRAY : CLOSE_OBJECT)) this.close(chunk, i, top.array);
    else throw this.broken('values are not separated by commas');
  }

  private keyStarts(i: number): void {
    this.state = State.String;
    this.stringIsKey = true;
    this.escaped = false;
    const depth = this.stack.length;
    const top = this.top();
    top.count++;
    if (this.isList(depth - 1)) {
      if (top.count > this.limits.items) throw this.tooManyEntries();
    } else if (top.keys && top.count > this.limits.fields)
      throw new JsonStreamError(`${this.pathOf(depth - 1)} has more than ${this.limits.fields} fields`);
    // Keys deeper than a message names are only skipped: an item is parsed whole anyway.
    this.key =
      depth <= KEPT_KEY_DEPTH
        ? new Capture(i + 1, depth, this.limits.keyBytes, () => `a key in ${this.pathOf(depth)}`)
        : null;
  }

  private keyEnded(raw: string): void {
    const top = this.top();
    let key: string;
    try {
      key = JSON.parse(`"${raw}"`) as string;
    } catch {
      throw this.broken('a key is not a JSON string');
    }
    if (top.keys?.has(key))
      throw new JsonStreamError(`${this.pathOf(this.stack.length - 1)} gives the key ${JSON.stringify(key)} twice`);
    top.keys?.add(key);
    top.member = key;
  }

  private valueStarts(chunk: Buffer, i: number, c: number): void {
    const depth = this.stack.length;
    const parent = this.stack[depth - 1];
    if (parent?.array) {
      parent.count++;
      if (this.isList(depth - 1) && parent.count > this.limits.items) throw this.tooManyEntries();
      if (depth > 2 && parent.count > this.limits.arrayValues)
        throw new JsonStreamError(`${this.pathOf(depth - 1)} holds more than ${this.limits.arrayValues} values`);
    }
    if (depth === 0 && c !== OPEN_OBJECT) throw new JsonStreamError('the document is not a JSON object');
    if (this.isList(depth)) this.listStarts(c);
    else this.capture(i, depth);
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) return this.open(c === OPEN_ARRAY, depth);
    this.escaped = false;
    this.stringIsKey = false;
    this.state = c === QUOTE ? State.String : State.Scalar;
    if (c !== QUOTE && !isScalarByte(c)) throw this.broken('a value starts with an unexpected character');
  }

  private listStarts(c: number): void {
    if (c !== (this.list.kind === 'array' ? OPEN_ARRAY : OPEN_OBJECT))
      throw new JsonStreamError(`"${this.list.name}" is not ${this.list.kind === 'array' ? 'an array' : 'an object'}`);
    this.listSeen = true;
  }

  /** Starts keeping the value at byte i when it is an item, a field or a peeked field of an item. */
  private capture(i: number, depth: number): void {
    if (depth === 1) {
      const name = this.top().member ?? '';
      this.outer = new Capture(i, depth, this.limits.fieldBytes, () => `the field ${JSON.stringify(name)}`);
    } else if (this.isList(depth - 1)) {
      this.peeked = {};
      const where = this.pathOf(depth);
      if (!this.list.skipItems) this.outer = new Capture(i, depth, this.limits.itemBytes, () => where);
    } else if (this.isList(depth - 2) && !this.top().array && this.list.peek?.includes(this.top().member ?? '')) {
      const where = this.pathOf(depth);
      this.inner = new Capture(i, depth, this.limits.itemBytes, () => where);
    }
  }

  private open(array: boolean, depth: number): void {
    if (depth + 1 > this.limits.depth)
      throw new JsonStreamError(`${this.pathOf(depth)} is nested deeper than ${this.limits.depth} levels`);
    const checkKeys = !array && (depth === 0 || this.isList(depth) || this.isList(depth - 1));
    this.stack.push({ array, count: 0, member: null, keys: checkKeys ? new Set() : null });
    this.state = array ? State.ValueOrClose : State.KeyOrClose;
  }

  private close(chunk: Buffer, i: number, array: boolean): void {
    if (this.top().array !== array) throw this.broken('brackets do not match');
    this.stack.pop();
    this.valueEnded(chunk, i + 1);
  }

  /** The value that ends before byte `end` is complete: hand it on if it was kept. */
  private valueEnded(chunk: Buffer, end: number): void {
    const depth = this.stack.length;
    this.state = depth === 0 ? State.End : State.AfterValue;
    if (this.inner?.depth === depth) {
      this.peeked[this.top().member ?? ''] = this.parse(this.inner.text(chunk, end));
      this.inner = null;
    }
    if (this.isList(depth - 1)) this.itemEnded(chunk, end);
    else if (this.outer?.depth === depth) {
      const key = this.top().member ?? '';
      this.ready.push({ kind: 'field', key, value: this.parse(this.outer.text(chunk, end)) });
      this.outer = null;
    }
  }

  private itemEnded(chunk: Buffer, end: number): void {
    const list = this.top();
    const value = this.outer ? this.parse(this.outer.text(chunk, end)) : undefined;
    this.outer = null;
    const key = list.array ? null : list.member;
    this.ready.push({ kind: 'item', index: list.count - 1, key, value, peeked: this.peeked });
  }

  private parse(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      throw this.broken('a value is not well-formed');
    }
  }

  private top(): Container {
    const top = this.stack[this.stack.length - 1];
    if (!top) throw this.broken('a value follows the document');
    return top;
  }

  /** True when the value at `depth` (the stack's length when it starts) is the list itself. */
  private isList(depth: number): boolean {
    return depth === 1 && this.stack[0]?.member === this.list.name;
  }

  /** Where the value at `depth` is, as `pages[3].findings`, for messages. */
  private pathOf(depth: number): string {
    const steps = this.stack
      .slice(0, Math.min(depth, SHOWN_PATH_STEPS))
      .map((container) => (container.array ? `[${Math.max(container.count - 1, 0)}]` : `.${container.member ?? '?'}`));
    const shown = steps.join('').replace(/^\./, '') || 'the document';
    return depth > SHOWN_PATH_STEPS ? `${shown}…` : shown;
  }

  private tooManyEntries(): JsonStreamError {
    return new JsonStreamError(`"${this.list.name}" holds more than ${this.limits.items} entries`);
  }

  private broken(why: string): JsonStreamError {
    return new JsonStreamError(`not JSON: ${why} (near byte ${this.offset + this.at})`);
  }
}

function indexIn(chunk: Buffer, byte: number, from: number): number {
  const at = chunk.indexOf(byte, from);
  return at === -1 ? chunk.length : at;
}

/** Bytes of numbers, true, false and null; JSON.parse of the kept value checks the spelling. */
function isScalarByte(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || c === 0x2d || c === 0x2b || c === 0x2e || c === 0x45;
}
