/**
 * What every request of ours shares, to the service and to the user's own site: the timeouts of
 * one undici Agent and the user agents.
 */
import { Agent } from 'undici';
import pkg from '../../package.json' with { type: 'json' };

export interface Timeouts {
  connectMs: number;
  headersMs: number;
  bodyMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { connectMs: 10_000, headersMs: 30_000, bodyMs: 30_000 };

export function agentWith(timeouts: Timeouts): Agent {
  return new Agent({
    connectTimeout: timeouts.connectMs,
    headersTimeout: timeouts.headersMs,
    bodyTimeout: timeouts.bodyMs,
  });
}

/** To the service: the version tells its operator which client asked. */
export const SERVICE_USER_AGENT = `pagegate/${pkg.version}`;
/** To the user's own site, which has no use for our version. */
export const SITE_USER_AGENT = 'pagegate';
