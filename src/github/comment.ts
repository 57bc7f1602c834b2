/**
 * The sticky comment: one per (PR, comment-tag), found by its hidden marker among all the PR's
 * comments and written by the token's own user, updated in place on every later run. GitHub
 * trouble becomes a `warned` outcome and never an exception: commenting never changes a verdict.
 */
import { commentWarning } from './comment-warning.js';
import type { Octokit } from './octokit.js';
import { DEFAULT_TOKEN_LOGIN, sameLogin } from './own-login.js';

export type CommentOutcome =
  | { action: 'created' | 'updated' | 'unchanged'; url: string }
  | { action: 'skipped'; reason: string }
  | { action: 'warned'; warning: string };

export interface StickyComment {
  owner: string;
  repo: string;
  issueNumber: number;
  marker: string;
  body: string;
  policy: 'auto' | 'always' | 'never';
  /** True when something failed or regressed: `auto` creates a comment only then. */
  wanted: boolean;
  /** null when unknown: the default GITHUB_TOKEN's user is assumed. */
  ownLogin: string | null;
}

/**
 * Ours: written by our user and starting with our marker. Starting with it, not just containing
 * it: another gate's comment may quote page content that holds this marker inside a code span.
 */
export function isOurs(
  comment: { body?: string | null; user?: { login: string; type?: string } | null },
  marker: string,
  ownLogin: string | null,
): boolean {
  if (!comment.body || !comment.user) return false;
  return comment.body.trimStart().startsWith(marker) && sameLogin(comment.user.login, ownLogin ?? DEFAULT_TOKEN_LOGIN);
}

export async function upsertStickyComment(octokit: Octokit, args: StickyComment): Promise<CommentOutcome> {
  if (args.policy === 'never') return { action: 'skipped', reason: 'comment: never' };
  const repo = { owner: args.owner, repo: args.repo };
  try {
    const existing = await findOurs(octokit, args);
    if (existing) {
      if (sameBody(existing.body ?? '', args.body)) return { action: 'unchanged', url: existing.html_url };
      const { data } = await octokit.rest.issues.updateComment({ ...repo, comment_id: existing.id, body: args.body });
      return { action: 'updated', url: data.html_url };
    }
    if (args.policy === 'auto' && !args.wanted) {
      return {
        action: 'skipped',
        reason: `nothing failed or regressed and PR #${args.issueNumber} has no pagegate comment to update`,
      };
    }
    const { data } = await octokit.rest.issues.createComment({
      ...repo,
      issue_number: args.issueNumber,
      body: args.body,
    });
    return { action: 'created', url: data.html_url };
  } catch (error) {
    return { action: 'warned', warning: commentWarning(error, args) };
  }
}

/** Pages through every comment (100 a page) until ours turns up; each page's request is retried on its own. */
async function findOurs(octokit: Octokit, args: StickyComment) {
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: args.owner,
    repo: args.repo,
    issue_number: args.issueNumber,
    per_page: 100,
  });
  for await (const page of pages) {
    const ours = page.data.find((comment) => isOurs(comment, args.marker, args.ownLogin));
    if (ours) return ours;
  }
  return null;
}

/** GitHub may hand a body back with CRLF line ends or without the final newline. */
function sameBody(stored: string, body: string): boolean {
  const normal = (text: string) => text.replaceAll('\r\n', '\n').trimEnd();
  return normal(stored) === normal(body);
}
