/** Checks of what the browser saw while the page loaded (render: true only; see BROWSER_CHECKS). */
import { cut } from '../excerpt.js';
import type { Check } from './problem.js';

/** One finding however many errors: the first is the one to fix first, the rest often follow from it. */
export const scriptErrors: Check = (page) => {
  const errors = page.browser?.scriptErrors ?? [];
  const [first] = errors;
  if (first === undefined) return [];
  const count = errors.length === 1 ? 'A script error' : `${errors.length} script errors`;
  return [{ message: `${count} while the page loaded; the first is the evidence`, evidence: cut(first) }];
};

/** One finding per request; the URL loses credentials, query and fragment, which may hold tokens. */
export const failedRequests: Check = (page) =>
  (page.browser?.failedRequests ?? []).map(({ url, reason }) => ({
    message: `A request of the page failed: ${cut(reason, 160)}`,
    evidence: cut(withoutSecrets(url)),
  }));

function withoutSecrets(raw: string): string {
  const url = URL.parse(raw);
  if (url === null) return raw.split(/[?#]/, 1)[0] ?? '';
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  return url.href;
}
