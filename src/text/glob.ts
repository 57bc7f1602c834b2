/**
 * Globs over URLs, paths and check names, matched in time linear in the subject: the pattern
 * becomes a small automaton (Thompson's construction) whose set of live states moves one character
 * at a time, so no input backtracks. A regular expression engine that backtracks (JavaScript's,
 * and picomatch's translation to it) took 52 s on ten `*a` and a `c` against forty `a`.
 *
 * The syntax: `*` any run without `/`, `?` one character but `/`, `**` any run at all (as a whole
 * segment it also matches none: `/blog/**` matches `/blog`, `**\/x` matches `x`), `[a-z]` and
 * `[!a-z]` (or `[^a-z]`) one character of a class, `{a,b}` either, `\` the next character as it is.
 */

/**
 * Longer patterns are refused: a state per character, each tested against every character of the
 * subject. The configuration refuses them first, naming the input (config/user-glob.ts).
 */
export const MAX_GLOB_LENGTH = 1000;

/** One step from a state: a character test and the state it leads to. */
interface Edge {
  test: (char: string) => boolean;
  to: number;
}

interface Automaton {
  edges: Edge[][];
  /** Moves that take no character. */
  free: number[][];
  start: number;
  end: number;
}

export interface CompiledGlob {
  /** States of the automaton: a bound on the work per character of a subject. */
  states: number;
  /**
   * Whether the subject matches, and how many state moves it took: at most 3 × states per character,
   * plus that once.
   */
  run(subject: string): { matched: boolean; steps: number };
}

export function compileGlob(pattern: string, options: { nocase?: boolean } = {}): CompiledGlob {
  if (pattern.length > MAX_GLOB_LENGTH)
    throw new RangeError(`a glob of ${pattern.length} characters, over ${MAX_GLOB_LENGTH}`);
  const nocase = options.nocase ?? false;
  const automaton = new Builder(nocase ? pattern.toLowerCase() : pattern).build();
  return {
    states: automaton.edges.length,
    run: (subject) => simulate(automaton, nocase ? subject.toLowerCase() : subject),
  };
}

/** A matcher for one pattern, compiled once. */
export function globMatcher(pattern: string, options: { nocase?: boolean } = {}): (subject: string) => boolean {
  const glob = compileGlob(pattern, options);
  return (subject) => glob.run(subject).matched;
}

function simulate(automaton: Automaton, subject: string): { matched: boolean; steps: number } {
  let steps = 0;
  const closure = (states: Iterable<number>): Set<number> => {
    const seen = new Set<number>();
    const stack = [...states];
    while (stack.length > 0) {
      const state = stack.pop() as number;
      if (seen.has(state)) continue;
      seen.add(state);
      steps += 1;
      stack.push(...(automaton.free[state] ?? []));
    }
    return seen;
  };
  let live = closure([automaton.start]);
  for (const char of subject) {
    const next: number[] = [];
    for (const state of live)
      for (const edge of automaton.edges[state] ?? []) {
        steps += 1;
        if (edge.test(char)) next.push(edge.to);
      }
    live = closure(next);
    if (live.size === 0) break;
  }
  return { matched: live.has(automaton.end), steps };
}

const ANY = (): boolean => true;
const NOT_SLASH = (char: string): boolean => char !== '/';

/** A piece of the automaton: where it is entered and where it leaves. */
interface Piece {
  start: number;
  end: number;
}

/** A recursive-descent reader of the pattern that adds states as it goes. */
class Builder {
  private readonly edges: Edge[][] = [];
  private readonly free: number[][] = [];
  private at = 0;

  constructor(private readonly pattern: string) {}

  build(): Automaton {
    const whole = this.sequence(false);
    return { edges: this.edges, free: this.free, start: whole.start, end: whole.end };
  }

  private state(): number {
    this.edges.push([]);
    this.free.push([]);
    return this.edges.length - 1;
  }

  private edge(from: number, test: Edge['test'], to: number): void {
    this.edges[from]?.push({ test, to });
  }

  private link(from: number, to: number): void {
    this.free[from]?.push(to);
  }

  /** Pieces up to the end, or (inside braces) up to the `,` or `}` that ends an alternative. */
  private sequence(inBraces: boolean): Piece {
    const start = this.state();
    let end = start;
    while (this.at < this.pattern.length) {
      const char = this.pattern[this.at] as string;
      if (inBraces && (char === ',' || char === '}')) break;
      const piece = this.piece(inBraces);
      this.link(end, piece.start);
      end = piece.end;
    }
    return { start, end };
  }

  private piece(inBraces: boolean): Piece {
    const { pattern } = this;
    const char = pattern[this.at] as string;
    if (char === '/' && pattern.startsWith('**', this.at + 1) && this.segmentEnds(this.at + 3, inBraces)) {
      this.at += 3;
      return this.optional('/', ANY);
    }
    if (char === '*') return this.star(inBraces);
    if (char === '?') {
      this.at += 1;
      return this.one(NOT_SLASH);
    }
    if (char === '[') {
      const test = this.characterClass();
      if (test) return this.one(test);
    }
    if (char === '{' && this.closingBrace() !== -1) return this.alternatives();
    if (char === '\\' && this.at + 1 < pattern.length) this.at += 1;
    const literal = pattern[this.at] as string;
    this.at += 1;
    return this.one((c) => c === literal);
  }

  /** `*`, `**`, or `**\/` opening a segment (which may match no segment at all). */
  private star(inBraces: boolean): Piece {
    const { pattern } = this;
    const opensSegment = this.at === 0 || '/{,'.includes(pattern[this.at - 1] as string);
    let stars = 0;
    while (pattern[this.at] === '*') {
      stars += 1;
      this.at += 1;
    }
    if (stars < 2) {
      // A `*` that is a whole segment matches a non-empty one, as in Bash: `/blog/*` is not `/blog/`.
      if (!opensSegment || !(this.segmentEnds(this.at, inBraces) || pattern[this.at] === '/'))
        return this.loop(NOT_SLASH);
      const first = this.one(NOT_SLASH);
      const rest = this.loop(NOT_SLASH);
      this.link(first.end, rest.start);
      return { start: first.start, end: rest.end };
    }
    if (opensSegment && pattern[this.at] === '/') {
      this.at += 1;
      // Nothing, or any run ending in `/`.
      const start = this.state();
      const end = this.state();
      const run = this.state();
      this.link(start, end);
      this.link(start, run);
      this.edge(run, ANY, run);
      this.edge(run, (c) => c === '/', end);
      return { start, end };
    }
    // `**` inside a segment (`a**b`) is a `*`, as in Bash and picomatch.
    return this.loop(opensSegment && this.segmentEnds(this.at, inBraces) ? ANY : NOT_SLASH);
  }

  /** Whether a segment ends at `index`: the end of the pattern, or of an alternative inside braces. */
  private segmentEnds(index: number, inBraces: boolean): boolean {
    return index >= this.pattern.length || (inBraces && ',}'.includes(this.pattern[index] as string));
  }

  /** Nothing, or `first` then any run of characters passing `test`. */
  private optional(first: string, test: Edge['test']): Piece {
    const start = this.state();
    const end = this.state();
    const run = this.state();
    this.link(start, end);
    this.edge(start, (c) => c === first, run);
    this.edge(run, test, run);
    this.link(run, end);
    return { start, end };
  }

  private loop(test: Edge['test']): Piece {
    const state = this.state();
    this.edge(state, test, state);
    return { start: state, end: state };
  }

  private one(test: Edge['test']): Piece {
    const start = this.state();
    const end = this.state();
    this.edge(start, test, end);
    return { start, end };
  }

  /** `{a,b,...}`: one alternative or another, each a sequence (braces nest). */
  private alternatives(): Piece {
    const start = this.state();
    const end = this.state();
    this.at += 1;
    for (;;) {
      const alternative = this.sequence(true);
      this.link(start, alternative.start);
      this.link(alternative.end, end);
      const char = this.pattern[this.at];
      this.at += 1;
      if (char !== ',') return { start, end };
    }
  }

  /** Where the `{` at the cursor closes, or -1 when it never does (then it is a literal `{`). */
  private closingBrace(): number {
    let depth = 0;
    for (let index = this.at; index < this.pattern.length; index++) {
      const char = this.pattern[index];
      if (char === '\\') index += 1;
      else if (char === '{') depth += 1;
      else if (char === '}' && --depth === 0) return index;
    }
    return -1;
  }

  /** `[...]` at the cursor as a test, moving past it; null (cursor unmoved) when it never closes. */
  private characterClass(): Edge['test'] | null {
    const { pattern } = this;
    let index = this.at + 1;
    const negated = pattern[index] === '!' || pattern[index] === '^';
    if (negated) index += 1;
    const ranges: [string, string][] = [];
    for (let first = true; index < pattern.length; first = false) {
      let char = pattern[index] as string;
      if (char === ']' && !first) {
        this.at = index + 1;
        const inClass = (c: string) => ranges.some(([low, high]) => c >= low && c <= high);
        return negated ? (c) => c !== '/' && !inClass(c) : inClass;
      }
      if (char === '\\' && index + 1 < pattern.length) char = pattern[++index] as string;
      let high = char;
      if (pattern[index + 1] === '-' && index + 2 < pattern.length && pattern[index + 2] !== ']') {
        high = pattern[index + 2] === '\\' ? (pattern[index + 3] ?? '') : (pattern[index + 2] as string);
        index += pattern[index + 2] === '\\' ? 3 : 2;
      }
      ranges.push([char, high]);
      index += 1;
    }
    return null;
  }
}
