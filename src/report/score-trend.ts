/**
 * A page's score over its last accepted runs and this one: the accepted state keeps a short history
 * per page (model/accepted.ts) and the results carry it on the page's baseline. The HTML report draws
 * it as a chart; the job summary and the comment as a one-line sparkline per failing page.
 */
import { HISTORY_MAX, ScoreHistory } from '../model/accepted.js';
import type { PageResult } from '../model/results.js';

export interface ScorePoint {
  at: string;
  score: number | null;
}

/**
 * The page's last accepted runs (at most HISTORY_MAX with this one) and this run last, at
 * `finishedAt` when the page says nothing of when it was analysed. A history that does not read
 * (a hand-edited state) is no history: the trend is an aid, never a reason to fail.
 */
export function scoreRuns(page: PageResult, finishedAt: string): ScorePoint[] {
  return [...acceptedRuns(page), { at: page.analyzedAt ?? finishedAt, score: page.score }];
}

function acceptedRuns(page: PageResult): ScorePoint[] {
  const history = ScoreHistory.safeParse(page.baseline?.['history']);
  return history.success ? history.data.slice(-(HISTORY_MAX - 1)) : [];
}

const BARS = '▁▂▃▄▅▆▇█';
/** The smallest span the bars stretch over: a one-point wobble stays flat instead of filling the scale. */
const MIN_SPAN = 10;

/**
 * `score 61 ▆▇▇█▇▃ (last 6 runs)`, or '' when the page has no score or no accepted run to compare
 * with. The bars go from the lowest to the highest score shown (at least MIN_SPAN apart, anchored at
 * the highest); a run without a score is `·`.
 */
export function sparklineOf(page: PageResult): string {
  const runs = [...acceptedRuns(page).map((run) => run.score), page.score];
  if (page.score === null || runs.length < 2) return '';
  const scores = runs.filter((score) => score !== null);
  const high = Math.max(...scores);
  const low = Math.min(Math.min(...scores), high - MIN_SPAN);
  const bars = runs.map((score) =>
    score === null ? '·' : (BARS[Math.round(((score - low) / (high - low)) * (BARS.length - 1))] ?? '·'),
  );
  return `score ${page.score} ${bars.join('')} (last ${runs.length} runs)`;
}
