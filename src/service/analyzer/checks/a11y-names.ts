/**
 * Accessibility checks of names (after axe-core's rules label, select-name, frame-title,
 * svg-img-alt and empty-heading): an element a screen reader announces with nothing to say.
 */
import type { Element } from '../dom.js';
import { accessibleName, inputType } from '../accessible-name.js';
import { openTag, outerHtml } from '../excerpt.js';
import { attribute, type Page } from '../page.js';
import { textOf } from '../text.js';
import { hasAriaName, hasContentName, isPresentational, rolesOf } from './a11y-support.js';
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
    isPresentational(field) ||
    accessibleName(page, field) !== '' ||
    (field.name !== 'select' && (attribute(field, 'placeholder') ?? '') !== '')
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

export const frameTitle: Check = (page) =>
  page.elements
    .filter((element) => isFrame(element) && !untabbable(element) && !isPresentational(element))
    .filter((frame) => !hasAriaName(page, frame) && !page.isHidden(frame))
    .map((frame) => ({ message: 'The frame has no title', evidence: openTag(page.parsed, frame) }));

// The roles svg-img-alt applies to, matched on the attribute as written, as axe's selector does.
const GRAPHIC_ROLES = new Set(['img', 'image', 'graphics-symbol']);

function isNamedGraphic(element: Element): boolean {
  const role = element.attribs['role'];
  if (role === undefined) return false;
  return GRAPHIC_ROLES.has(role) || (element.name === 'svg' && role === 'graphics-document');
}

/** An SVG's own `<title>` child (the first one, as browsers take it) names it. */
function svgTitle(svg: Element): string {
  const title = svg.children.find((child) => child.type === 'element' && child.name === 'title');
  return title?.type === 'element' ? textOf(title) : '';
}

export const svgName: Check = (page) =>
  page.elements
    .filter((element) => element.namespace === 'svg' && isNamedGraphic(element))
    .filter((svg) => svgTitle(svg) === '' && !hasAriaName(page, svg) && !page.isHidden(svg))
    .map((svg) => ({ message: 'The SVG image has no accessible name', evidence: openTag(page.parsed, svg) }));

const HEADING = /^h[1-6]$/;

/** Headings by tag (unless a role makes them something else) and by role="heading". */
function isHeading(element: Element): boolean {
  if (element.attribs['role'] === undefined) return element.namespace === 'html' && HEADING.test(element.name);
  const [role] = rolesOf(element);
  if (role === 'heading') return true;
  return element.namespace === 'html' && HEADING.test(element.name) && role === undefined;
}

export const emptyHeading: Check = (page) =>
  page.elements
    .filter(isHeading)
    .filter((heading) => !hasContentName(heading) && !hasAriaName(page, heading) && !page.isHidden(heading))
    .map((heading) => ({ message: 'The heading has no text', evidence: outerHtml(page.parsed, heading) }));
