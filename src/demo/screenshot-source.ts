/**
 * The sources of the README's pictures (docs/screenshots/): the demo's comment, job summary and
 * HTML report of release 2 (markdown rendered as GitHub does, the report as it stands), with the
 * fixture site's random loopback origin shown as the preview host the README names, and the run's
 * own times as one fixed time. `npm run screenshots` renders them and stores their hashes beside
 * the PNGs; a test runs the demo and fails when a source no longer has its hash, so the pictures
 * cannot drift from what the gate writes.
 */
import { createHash } from 'node:crypto';

export const SCREENSHOTS = [
  {
    name: 'comment',
    source: 'release-2.comment.md',
    title: 'The sticky PR comment after a deploy that regressed /pricing',
  },
  { name: 'summary', source: 'release-2.summary.md', title: 'The job summary of the same run' },
  { name: 'report', source: 'release-2.html', title: 'The HTML report of the same run (report-html)' },
] as const;

const SHOWN_ORIGIN = 'https://preview.example.com';
const SHOWN_TIME = '2026-11-23T09:30:00.000Z';

export function screenshotMarkdown(demoMarkdown: string): string {
  return demoMarkdown
    .replace(/http:\/\/127\.0\.0\.1:\d+/g, SHOWN_ORIGIN)
    .replace(/\b\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z\b/g, SHOWN_TIME);
}

export function markdownHash(markdown: string): string {
  return createHash('sha256').update(markdown).digest('hex');
}
