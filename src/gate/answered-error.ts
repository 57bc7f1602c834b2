import type { PageError } from '../model/results.js';

/**
 * A page the service fetched with an HTTP error status is not a page to judge by its findings: a
 * 404 page scores well on an empty body. List mode and crawl mode both make it the page's error.
 */
export function answeredError(status: number | null | undefined): PageError | null {
  return typeof status === 'number' && status >= 400
    ? { code: 'http_status', message: `answered HTTP ${status}`, origin: 'page' }
    : null;
}
