/**
 * The Octokit that @actions/github builds (`getOctokit(token)`, honouring GITHUB_API_URL), and
 * what its errors carry. Octokit throws a RequestError with `status` and `response.headers`; a
 * network failure arrives as one too, with status 500 but no response, so it has no status here.
 */
import type { getOctokit } from '@actions/github';
import { describe } from '../errors.js';

export type Octokit = ReturnType<typeof getOctokit>;

export interface GitHubFailure {
  /** null when no HTTP answer is known. */
  status: number | null;
  /** GitHub's own message (`Resource not accessible by integration`), one line. */
  message: string;
  headers: Readonly<Record<string, string | undefined>>;
}

export function failureOf(error: unknown): GitHubFailure {
  const fields = typeof error === 'object' && error !== null ? (error as { status?: unknown; response?: { headers?: unknown; data?: unknown } }) : {};
  const status = fields.response && typeof fields.status === 'number' && fields.status > 0 ? fields.status : null;
  const data = fields.response?.data;
  const given = typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string' ? data.message : null;
  return {
    status,
    message: describe(given ?? error),
    headers: headersOf(fields.response?.headers),
  };
}

function headersOf(raw: unknown): Record<string, string | undefined> {
  if (typeof raw !== 'object' || raw === null) return {};
  return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name.toLowerCase(), value === undefined || value === null ? undefined : String(value)]));
}
