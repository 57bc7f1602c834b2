/**
 * Which GitHub Actions cache keys hold a gate's accepted state. The state belongs to the
 * repository, the workflow file and the site it gates, not to the job's name or the workflow's
 * `name:`: keyed by the default comment-tag (workflow name / job id), a renamed job found no
 * state, passed new criticals and saved the regressed state. A comment-tag given on purpose still
 * keeps two gates of one workflow and site apart. Pure.
 */
import { createHash } from 'node:crypto';

export interface CacheScope {
  /** `owner/repo` */
  repository: string;
  /** The workflow file's path (`.github/workflows/deploy.yml`), or its name off a runner that says none. */
  workflow: string;
  /** The site-url's origin; null: none given (a list of absolute URLs, a report job). */
  site: string | null;
  /** The comment-tag when given; null: the default, which names the job. */
  tag: string | null;
}

export interface CacheKeys {
  /** What this run saves under (with its commit, run and attempt after it) and restores first. */
  prefix: string;
  /**
   * Restore keys after the prefix, in order: the workflow's state without a site (a report job
   * given no site-url saves there), then the key shape of pagegate before this one
   * (`pagegate-accepted-<comment-tag>-`), so an upgrade keeps its state.
   */
  fallbacks: string[];
}

/** The workflow file's path in `owner/repo/.github/workflows/x.yml@refs/...`; null when not of that shape. */
export function workflowPath(ref: string | undefined, repository: string): string | null {
  if (!ref?.startsWith(`${repository}/`)) return null;
  const path = ref.slice(repository.length + 1).replace(/@[^@]*$/, '');
  return path === '' ? null : path;
}

/** The origin of a site-url, or null when none is given (one that is not a URL was refused by the config already). */
export function siteOrigin(siteUrl: string | null | undefined): string | null {
  const given = siteUrl?.trim();
  if (!given) return null;
  return URL.canParse(given) ? new URL(given).origin : given;
}

export function acceptedCacheKeys(scope: CacheScope, commentTag: string): CacheKeys {
  const prefix = prefixOf(scope);
  const siteless = scope.site === null ? [] : [prefixOf({ ...scope, site: null })];
  // The cache refuses keys with commas; a comment-tag is free text.
  return { prefix, fallbacks: [...siteless, `pagegate-accepted-${commentTag.replaceAll(',', '_')}-`] };
}

function prefixOf(scope: CacheScope): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([scope.repository, scope.workflow, scope.site ?? '', scope.tag ?? '']))
    .digest('hex')
    .slice(0, 20);
  // The tag, readable, when given: an entry in the cache's list says which gate it is.
  const tag = scope.tag === null ? '' : `${scope.tag.replaceAll(',', '_').slice(0, 64)}-`;
  return `pagegate-accepted-v2-${tag}${digest}-`;
}
