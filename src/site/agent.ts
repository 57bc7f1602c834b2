/** What every request to the user's own site shares: one bounded undici Agent per task, no credentials. */
import type { Agent } from 'undici';
import { agentWith, DEFAULT_TIMEOUTS } from '../http/agent.js';

export const MAX_REDIRECTS = 5;
export const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export function siteAgent(): Agent {
  return agentWith(DEFAULT_TIMEOUTS);
}

export function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
