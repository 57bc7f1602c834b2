/**
 * Whether a conditional at-rule holds in the browser the page is judged in: `@media` for a screen
 * of the render's viewport (puppeteer's default, 800 × 600 CSS px at 1 dppx, light, a fine pointer
 * that hovers), `@supports` by what css-tree's grammar of CSS knows. Each answer is true, false or
 * undefined (not known here); the callers choose what an unknown answer means.
 */
import { compile } from 'css-select';
import * as csstree from 'css-tree';
import { selectAdapter, type SelectNode } from './select-adapter.js';
import type { Element } from './dom.js';

export const VIEWPORT = { width: 800, height: 600 } as const;

type Answer = boolean | undefined;

const not = (answer: Answer): Answer => (answer === undefined ? undefined : !answer);

/**
 * A condition written as `[not] term ((and|or) term)*`, css-tree's Condition node. Three-valued
 * (Kleene) logic: `false and unknown` is false, `true or unknown` is true.
 */
function evaluateCondition(node: csstree.Condition, term: (node: csstree.CssNode) => Answer): Answer {
  const children = node.children.toArray();
  let negate = false;
  let join: 'and' | 'or' | undefined;
  let result: Answer | null = null;
  for (const child of children) {
    if (child.type === 'Identifier') {
      const word = child.name.toLowerCase();
      if (word === 'not') negate = true;
      else if (word === 'and' || word === 'or') join = word;
      else return undefined;
      continue;
    }
    const value = child.type === 'Condition' ? evaluateCondition(child, term) : term(child);
    if (result === null) result = value;
    else if (join === 'and') result = result === false || value === false ? false : result && value;
    else if (join === 'or')
      result = result === true || value === true ? true : result === undefined ? undefined : value;
    else return undefined;
  }
  if (result === null) return undefined;
  return negate ? not(result) : result;
}

/** A length in CSS px; em and rem are the initial 16 px, as media queries read them. */
function pixels(node: csstree.CssNode | null | undefined): number | undefined {
  if (node?.type === 'Number' && Number(node.value) === 0) return 0;
  if (node?.type !== 'Dimension') return undefined;
  const value = Number(node.value);
  const unit = node.unit.toLowerCase();
  if (unit === 'px') return value;
  if (unit === 'em' || unit === 'rem') return value * 16;
  return undefined;
}

const DISCRETE: Readonly<Record<string, readonly string[]>> = {
  orientation: ['landscape'],
  'prefers-color-scheme': ['light'],
  'prefers-reduced-motion': ['no-preference'],
  'prefers-contrast': ['no-preference'],
  'forced-colors': ['none'],
  hover: ['hover'],
  'any-hover': ['hover'],
  pointer: ['fine'],
  'any-pointer': ['fine'],
  scripting: ['enabled'],
  'display-mode': ['browser'],
  update: ['fast'],
};

const SIZES: Readonly<Record<string, number>> = { width: VIEWPORT.width, height: VIEWPORT.height };

function compare(actual: number, operator: string, limit: number): Answer {
  if (operator === '<') return actual < limit;
  if (operator === '<=') return actual <= limit;
  if (operator === '>') return actual > limit;
  if (operator === '>=') return actual >= limit;
  if (operator === '=') return actual === limit;
  return undefined;
}

function mediaFeature(node: csstree.CssNode): Answer {
  if (node.type === 'FeatureRange') {
    if (node.left.type !== 'Identifier' || node.right !== null) return undefined;
    const actual = SIZES[node.left.name.toLowerCase()];
    const limit = pixels(node.middle);
    return actual === undefined || limit === undefined ? undefined : compare(actual, node.leftComparison, limit);
  }
  if (node.type !== 'Feature') return undefined;
  const name = node.name.toLowerCase();
  const range = /^(min-|max-)?(width|height)$/.exec(name);
  if (range?.[2] !== undefined) {
    const actual = SIZES[range[2]] ?? 0;
    const limit = pixels(node.value);
    if (limit === undefined) return node.value === null ? actual > 0 : undefined;
    return compare(actual, range[1] === 'min-' ? '>=' : range[1] === 'max-' ? '<=' : '=', limit);
  }
  const values = DISCRETE[name];
  if (values === undefined) return undefined;
  if (node.value === null) return !['none', 'no-preference'].includes(values[0] ?? '');
  return node.value.type === 'Identifier' ? values.includes(node.value.name.toLowerCase()) : undefined;
}

const SCREEN_TYPES = new Set(['screen', 'all']);
const OTHER_TYPES = new Set(['print', 'speech', 'tty', 'tv', 'projection', 'handheld', 'braille', 'embossed', 'aural']);

function mediaQuery(query: csstree.MediaQuery): Answer {
  const type = query.mediaType?.toLowerCase();
  let answer: Answer;
  if (type === undefined || SCREEN_TYPES.has(type)) answer = true;
  // An unknown media type is a valid one that matches nothing.
  else answer = OTHER_TYPES.has(type) || /^[a-z-]+$/.test(type) ? false : undefined;
  if (query.condition !== null && answer !== false) {
    const condition = evaluateCondition(query.condition, mediaFeature);
    answer = answer === true ? condition : condition === false ? false : undefined;
  }
  return query.modifier?.toLowerCase() === 'not' ? not(answer) : answer;
}

/** Whether a media query list (`@media`'s prelude, a `media` attribute) matches the render's screen. */
export function mediaMatches(prelude: csstree.CssNode | null | undefined): Answer {
  if (prelude === null || prelude === undefined) return true;
  const list = prelude.type === 'AtrulePrelude' ? prelude.children.first : prelude;
  if (list?.type !== 'MediaQueryList') return undefined;
  let answer: Answer = false;
  for (const query of list.children) {
    if (query.type !== 'MediaQuery') return undefined;
    const one = mediaQuery(query);
    if (one === true) return true;
    if (one === undefined) answer = undefined;
  }
  return answer;
}

/** A `media` attribute's value as css-tree's media query list; an empty one matches all. */
export function parseMediaList(media: string): csstree.CssNode | undefined {
  try {
    return csstree.parse(media, { context: 'mediaQueryList', onParseError: () => undefined });
  } catch {
    return undefined;
  }
}

function supportsTerm(node: csstree.CssNode): Answer {
  if (node.type === 'SupportsDeclaration') {
    const declaration = node.declaration;
    if (declaration.property.startsWith('--')) return true;
    const value = csstree.generate(declaration.value);
    // A value with var() is accepted at parse time whatever it holds.
    if (/var\(/i.test(value)) return true;
    const match = csstree.lexer.matchProperty(declaration.property, value);
    if (match.error === null) return true;
    // A property css-tree does not know may be one the browser knows (a vendor's): not known here.
    return csstree.lexer.getProperty(declaration.property) === null ? undefined : false;
  }
  if (node.type === 'FeatureFunction' && node.feature.toLowerCase() === 'selector') {
    try {
      compile<SelectNode, Element>(csstree.generate(node.value), { adapter: selectAdapter });
      return true;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Whether an `@supports` condition holds in the browser. */
export function supportsMatches(prelude: csstree.CssNode | null | undefined): Answer {
  const condition = prelude?.type === 'AtrulePrelude' ? prelude.children.first : undefined;
  if (condition?.type !== 'Condition') return undefined;
  return evaluateCondition(condition, supportsTerm);
}
