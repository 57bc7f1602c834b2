/**
 * Accessibility checks of names (after axe-core's rules label, select-name, frame-title,
 * svg-img-alt and empty-heading): an element a screen reader announces with nothing to say.
 */
import type { Element } from '../dom.js';
import { accessibleName } from '../accessible-name.js';
import { inputType } from '../form-controls.js';
import { openTag, outerHtml } from '../excerpt.js';
import { attribute, type Page } from '../page.js';
import { isPresentational, rolesOf } from './a11y-support.js';
import { VALID_ROLES } from './aria-tables.js';
import type { Check } from './problem.js';

// Inputs a label does not name: buttons are named by their value, hidden inputs are never shown.
const UNLABELLED_INPUT_TYPES = new Set(['hidden', 'image', 'button', 'submit', 'reset']);

/** A field by its type as the browser reads it: `type=" hidden "` is a text field. */
function isFormField(element: Element): boolean {
  if (element.namespace !== 'html') return false;
  if (element.name === 'textarea' || element.name === 'select') return true;
  return element.name === 'input' && !UNLABELLED_INPUT_TYPES.has(inputType(element));
}

function fieldIsNamed(page: Page, field: Element): boolean {
  return (
    // role="presentation" does not exempt a field: it is focusable, so it keeps its role (as in axe).
    accessibleName(page, field) !== '' || (field.name !== 'select' && (attribute(field, 'placeholder') ?? '') !== '')
  );
}

export const label: Check = (page) =>
  page.elements
    .filter((element) => isFormField(element) && !fieldIsNamed(page, element) && !page.isHidden(element))
    .map((field) => ({
      message: 'The form field has no label or accessible name',
      evidence: openTag(page.parsed, field),
    }));

const isFrame = (element: Element) => element.namespace === 'html' && ['iframe', 'frame'].includes(element.name);

// A frame taken out of the tab order is not reached by keyboard, so axe does not ask for its title.
const untabbable = (frame: Element) => Number(attribute(frame, 'tabindex')) < 0;

/** Named as a browser names it (dom-accessibility-api: aria-labelledby, aria-label, an SVG's <title>, title...). */
const unnamed = (page: Page) => (element: Element) => accessibleName(page, element) === '' && !page.isHidden(element);

export const frameTitle: Check = (page) =>
  page.elements
    .filter((element) => isFrame(element) && !untabbable(element) && !isPresentational(element))
    .filter(unnamed(page))
    .map((frame) => ({ message: 'The frame has no title', evidence: openTag(page.parsed, frame) }));

// The roles svg-img-alt applies to, matched on the attribute as written, as axe's selector does.
const GRAPHIC_ROLES = new Set(['img', 'image', 'graphics-symbol']);

function isNamedGraphic(element: Element): boolean {
  const role = element.attribs['role'];
  if (role === undefined) return false;
  return GRAPHIC_ROLES.has(role) || (element.name === 'svg' && role === 'graphics-document');
}

export const svgName: Check = (page) =>
  page.elements
    .filter((element) => element.namespace === 'svg' && isNamedGraphic(element))
    .filter(unnamed(page))
    .map((svg) => ({ message: 'The SVG image has no accessible name', evidence: openTag(page.parsed, svg) }));

const HEADING = /^h[1-6]$/;

/**
 * A heading by its role, as axe's empty-heading finds one: among the valid roles written, heading
 * or not; with no valid role (`<h2 role="foo">`), by its tag.
 */
function isHeading(element: Element): boolean {
  const roles = rolesOf(element).filter((role) => VALID_ROLES.has(role));
  if (roles.length > 0) return roles.includes('heading');
  return element.namespace === 'html' && HEADING.test(element.name);
}

export const emptyHeading: Check = (page) =>
  page.elements
    .filter(isHeading)
    .filter(unnamed(page))
    .map((heading) => ({ message: 'The heading has no text', evidence: outerHtml(page.parsed, heading) }));
