/**
 * Form controls as HTML defines them: the type an `<input>` has, and the elements a `<label>` can
 * name (the name computation and the aria-labelledby walk both read them).
 */
import type { Element } from './dom.js';

/** Input types a browser knows; any other value (`" hidden "`, `"submit "`) makes a text field. */
const INPUT_TYPES = new Set(
  (
    'hidden text search tel url email password date month week time datetime-local number range color ' +
    'checkbox radio file submit image reset button'
  ).split(' '),
);

/** The IDL `type` of an `<input>`: its attribute lower-cased when it names a type, else "text". */
export function inputType(element: Element): string {
  const type = element.attribs['type']?.toLowerCase();
  return type !== undefined && INPUT_TYPES.has(type) ? type : 'text';
}

export const LABELABLE = new Set(['button', 'input', 'meter', 'output', 'progress', 'select', 'textarea']);

export function isLabelable(element: Element): boolean {
  return (
    element.namespace === 'html' &&
    LABELABLE.has(element.name) &&
    !(element.name === 'input' && inputType(element) === 'hidden')
  );
}
