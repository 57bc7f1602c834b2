/**
 * The Octokit that @actions/github builds (`getOctokit`, honouring GITHUB_API_URL) with Octokit's
 * own plugins for GitHub's documented limits, and what its errors carry. Octokit throws a
 * RequestError with `status` and `response.headers`; a network failure arrives as one too, with
 * status 500 but no response, so it has no status here.
 */
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';
import * as z from 'zod';
import { describe } from '../errors.js';

export type Octokit = ReturnType<typeof getOctokit>;

/**
 * GitHub's rate limits: a primary one (`x-ratelimit-remaining: 0`) clears at `x-ratelimit-reset`,
 * a secondary one after `retry-after` seconds (a minute when absent); the throttling plugin reads
 * both. A comment is not worth holding the job for the hour a primary limit may last, so a run
 * waits at most twice, a minute at most each time, and then warns.
 */
export const RATE_LIMIT = { waits: 2, maxWaitSeconds: 60 } as const;

/** A 5xx or a lost connection is asked twice more, after 1 s and 4 s (the retry plugin's (n+1)² s). */
const SERVER_RETRIES = 2;

/**
 * The retry plugin's own list plus 429: a 403 or 429 is either a rate limit, which is the
 * throttling plugin's to wait out (by its headers, not by blind backoff), or a refusal.
 */
const NOT_RETRIED = [400, 401, 403, 404, 410, 422, 429, 451];

interface GitHubClientOptions {
  baseUrl?: string;
  /** How long one of GitHub's seconds lasts here; tests shrink it so waits take no time. */
  secondMs?: number;
}

export function githubClient(token: string, options: GitHubClientOptions = {}): Octokit {
  const second = options.secondMs ?? 1000;
  let waits = 0;
  const mayWait = (retryAfterSeconds: number): boolean => {
    if (waits >= RATE_LIMIT.waits || retryAfterSeconds > RATE_LIMIT.maxWaitSeconds) return false;
    waits++;
    return true;
  };
  const throttle = {
    onRateLimit: mayWait,
    onSecondaryRateLimit: mayWait,
    retryAfterBaseValue: second,
    // GitHub asks for a second between writes; the plugin also keeps 3 s between writes that notify.
    write: new Bottleneck.Group({ maxConcurrent: 1, minTime: second }),
    notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 3 * second }),
  };
  const retries = { retries: SERVER_RETRIES, retryAfterBaseValue: second, doNotRetry: NOT_RETRIED };
  // Plugins wrap in order, so throttling (last) sees an answer after the retry plugin gave up on it.
  return getOctokit(
    token,
    { ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}), throttle, retry: retries },
    retry,
    throttling,
  );
}

export interface GitHubFailure {
  /** null when no HTTP answer is known. */
  status: number | null;
  /** GitHub's own message (`Resource not accessible by integration`), one line. */
  message: string;
  headers: Readonly<Record<string, string | undefined>>;
}

/** What a RequestError carries; a network failure has no `response`. */
const RequestFailure = z.object({
  status: z.number().optional().catch(undefined),
  response: z
    .object({
      headers: z.record(z.string(), z.unknown()).catch({}),
      data: z.object({ message: z.string() }).optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});

export function failureOf(error: unknown): GitHubFailure {
  const fields = RequestFailure.safeParse(error);
  const { status, response } = fields.success ? fields.data : {};
  return {
    status: response && status !== undefined && status > 0 ? status : null,
    message: describe(response?.data?.message ?? error),
    headers: headersOf(response?.headers ?? {}),
  };
}

function headersOf(raw: Record<string, unknown>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [
      name.toLowerCase(),
      typeof value === 'string' || typeof value === 'number' ? String(value) : undefined,
    ]),
  );
}
