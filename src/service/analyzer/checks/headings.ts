import type { Element } from '../dom.js';
import { outerHtml } from '../excerpt.js';
import { landmark } from '../page.js';
import type { Check, Problem } from './problem.js';

const HEADING = /^h([1-6])$/;

export const h1: Check = (page) => {
  const headings = page.byTag('h1');
  if (headings.length === 0) return [{ message: 'The page has no <h1>', evidence: landmark(page, 'body', 'html') }];
  // The first <h1> is the page's; each further one is a finding of its own.
  return headings.slice(1).map((heading) => ({
    message: `The page has ${headings.length} <h1> elements; keep one`,
    evidence: outerHtml(page.parsed, heading),
  }));
};

export const order: Check = (page) => {
  const problems: Problem[] = [];
  let previous: number | undefined;
  for (const element of page.elements) {
    const level = headingLevel(element);
    if (level === undefined) continue;
    if (previous !== undefined && level > previous + 1) {
      problems.push({
        message: `<h${level}> follows <h${previous}>, skipping a level`,
        evidence: outerHtml(page.parsed, element),
      });
    }
    previous = level;
  }
  return problems;
};

function headingLevel(element: Element): number | undefined {
  const match = HEADING.exec(element.name);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
