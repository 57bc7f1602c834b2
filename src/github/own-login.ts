/**
 * Who the token writes comments as, so only our own sticky comment is ever edited. The default
 * GITHUB_TOKEN is an installation token: GET /user answers 403 for it, but GraphQL's `viewer`
 * answers (as marocchino/sticky-pull-request-comment relies on) with `github-actions`, while the
 * comments it writes carry `github-actions[bot]`. A personal token answers both.
 */
import { z } from 'zod';
import type { Octokit } from './octokit.js';

const ViewerAnswer = z.object({ viewer: z.object({ login: z.string().min(1) }) });

/** The identity of the default GITHUB_TOKEN, assumed when the token's own user cannot be found. */
export const DEFAULT_TOKEN_LOGIN = 'github-actions[bot]';

export async function findOwnLogin(octokit: Octokit): Promise<string | null> {
  try {
    const answer = ViewerAnswer.safeParse(await octokit.graphql('query { viewer { login } }'));
    if (answer.success) return answer.data.viewer.login;
  } catch {
    // Some tokens (and GitHub Enterprise setups without GraphQL) cannot ask; REST may still answer.
  }
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return data.login;
  } catch {
    return null;
  }
}

/** GraphQL names a bot without the `[bot]` suffix that REST adds; logins ignore case. */
export function sameLogin(a: string, b: string): boolean {
  const bare = (login: string) => login.toLowerCase().replace(/\[bot\]$/, '');
  return bare(a) === bare(b);
}
