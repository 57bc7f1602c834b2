/**
 * Render tests need a real Chromium. In CI (CI=true) a missing browser fails them (.ci/run
 * installs one); locally they are skipped with one line that says how to install one.
 */
import { describe } from 'vitest';
import { findBrowser, INSTALL_HINT } from '../../../src/service/render/find-browser.js';

export const browser = findBrowser(undefined, process.env);
const required = process.env.CI === 'true';

if (!browser && !required) console.log(`render tests skipped: no Chromium found; ${INSTALL_HINT}`);

export const describeRender = browser || required ? describe : describe.skip;

/** In CI without a browser: the first thing a render suite does fails with the hint. */
export function requireBrowser(): void {
  if (!browser) throw new Error(`CI=true and no Chromium found: ${INSTALL_HINT}`);
}
