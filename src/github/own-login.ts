/**
 * Who the token writes comments as, so only our own sticky comment is ever edited. The default
 * GITHUB_TOKEN is an installation token: GET /user answers 403 for it, but GraphQL's `viewer`
 * answers (as marocchino/sticky-pull-request-comment relies on) with `github-actions`, while the
 * comments it writes carry `github-actions[bot]`. A personal token answers both.
 */
import * as z from 'zod';
import type { Octokit } from './octokit.js';

const ViewerAnswer = z.object({ viewer: z.object({ login: z.string().min(1) }) });

/** The identity of the default GITHUB_TOKEN, assumed when the token's own user cannot be found. */
export const DEFAULT_TOKEN_LOGIN = 'github-actions[bot]';

/** With any other token, the comment written last run is not recognised as ours, so each run adds one. */
export const ASSUMED_LOGIN_WARNING =
  `comment: the token's own user could not be found (neither GraphQL's viewer nor GET /user answered), so it ` +
  `was taken to be ${DEFAULT_TOKEN_LOGIN}, the default GITHUB_TOKEN's; ` +
  'with any other token the earlier pagegate comment is not recognised and a new one is written every run';

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
