/**
 * Performance hints a fetched page shows in its markup, where no browser measured it: what blocks
 * the first render, images that shift the layout when they arrive, and a heavy document. A
 * rendered page with `performance: true` is measured instead (render/measure-page.ts), so these
 * hints stay silent when the page ran in a browser.
 */
import type { Element } from '../dom.js';
import { closest } from '../dom.js';
import { openTag } from '../excerpt.js';
import { attribute, hasToken, landmark } from '../page.js';
import type { Check } from './problem.js';

/** Script types a browser runs as classic scripts; anything else (JSON, templates) is not fetched to run. */
const CLASSIC_SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'text/ecmascript']);
/** Media queries that match a screen at load: other stylesheets (print) do not block it. */
const SCREEN_MEDIA = new Set(['', 'all', 'screen']);
/** The document alone, decoded: beyond this it is heavy before any subresource loads. */
const HTML_WEIGHT_BUDGET = 512 * 1024;

const inHead = (element: Element) => closest(element, (parent) => parent.name === 'head') !== undefined;

function blocksRender(element: Element): boolean {
  if (element.name === 'script') {
    const type = (attribute(element, 'type') ?? '').trim().toLowerCase();
    return (
      attribute(element, 'src') !== undefined &&
      CLASSIC_SCRIPT_TYPES.has(type) &&
      attribute(element, 'async') === undefined &&
      attribute(element, 'defer') === undefined
    );
  }
  return (
    hasToken(attribute(element, 'rel'), 'stylesheet') &&
    attribute(element, 'href') !== undefined &&
    SCREEN_MEDIA.has((attribute(element, 'media') ?? '').trim().toLowerCase())
  );
}

export const renderBlocking: Check = (page) => {
  if (page.browser) return [];
  const blocking = page.elements.filter(
    (element) => (element.name === 'script' || element.name === 'link') && inHead(element) && blocksRender(element),
  );
  // The first stylesheet is the page's own look: only the ones after it are worth a hint.
  const firstStylesheet = blocking.find((element) => element.name === 'link');
  return blocking
    .filter((element) => element !== firstStylesheet)
    .map((element) => ({
      message:
        element.name === 'script'
          ? 'A script in the head without async or defer blocks the first render'
          : 'A further stylesheet in the head blocks the first render',
      evidence: openTag(page.parsed, element),
    }));
};

/** width and height attributes, or an aspect ratio (or both sizes) in the inline style. */
function reservesSpace(image: Element): boolean {
  if (attribute(image, 'width') !== undefined && attribute(image, 'height') !== undefined) return true;
  const style = (attribute(image, 'style') ?? '').toLowerCase();
  return /aspect-ratio\s*:/.test(style) || (/(^|;)\s*width\s*:/.test(style) && /(^|;)\s*height\s*:/.test(style));
}

export const imageDimensions: Check = (page) =>
  page.browser
    ? []
    : page
        .byTag('img')
        .filter((image) => attribute(image, 'src') !== undefined && !reservesSpace(image))
        .map((image) => ({
          message: 'The image has no width and height: the layout shifts when it arrives',
          evidence: openTag(page.parsed, image),
        }));

export const htmlWeight: Check = (page) =>
  page.browser || page.parsed.source.length <= HTML_WEIGHT_BUDGET
    ? []
    : [
        {
          message:
            `The document is ${Math.round(page.parsed.source.length / 1024)} KB of HTML, ` +
            `over ${HTML_WEIGHT_BUDGET / 1024} KB`,
          evidence: landmark(page, 'html'),
        },
      ];
