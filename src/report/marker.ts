/**
 * The hidden marker that finds this gate's sticky comment again. The tag comes from the workflow
 * (`comment-tag`, or workflow + job names), so it is made unable to end the HTML comment early:
 * no `>` and no `--`.
 */
import { cut } from '../text/cut.js';
import { clean } from '../text/plain.js';

const TAG_MAX = 100;

export function commentMarker(tag: string): string {
  const safe = cut(clean(tag), TAG_MAX).replace(/[<>]/g, '').replace(/-{2,}/g, '-').trim();
  return `<!-- pagegate:${safe || 'default'} -->`;
}
