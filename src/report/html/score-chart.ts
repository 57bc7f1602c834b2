/**
 * A page's score over its last accepted runs and this one, as an inline SVG (the report loads
 * nothing): a line over 0-100 with a dot per run, each dot titled with its time and score.
 */
import { escapeUTF8 } from 'entities';
import type { ScorePoint } from '../score-trend.js';

const WIDTH = 320;
const HEIGHT = 80;
const PAD = 6;

export function scoreChart(points: readonly ScorePoint[]): string {
  const scored = points.filter((point): point is { at: string; score: number } => point.score !== null);
  if (scored.length === 0) return '';
  const step = scored.length > 1 ? (WIDTH - 2 * PAD) / (scored.length - 1) : 0;
  const xy = scored.map((point, i) => ({
    ...point,
    x: Math.round(PAD + i * step),
    y: Math.round(PAD + ((100 - Math.max(0, Math.min(100, point.score))) * (HEIGHT - 2 * PAD)) / 100),
  }));
  const line = xy.map(({ x, y }) => `${x},${y}`).join(' ');
  const dots = xy
    .map(
      ({ x, y, at, score }, i) =>
        `<circle cx="${x}" cy="${y}" r="${i === xy.length - 1 ? 4 : 3}"${i === xy.length - 1 ? ' class="now"' : ''}>` +
        `<title>${escapeUTF8(at)}: ${score}</title></circle>`,
    )
    .join('');
  const label = `score over the last ${scored.length} runs: ${scored.map((point) => point.score).join(', ')}`;
  return (
    `<svg class="chart" role="img" aria-label="${escapeUTF8(label)}" viewBox="0 0 ${WIDTH} ${HEIGHT}" ` +
    `width="${WIDTH}" height="${HEIGHT}" xmlns="http://www.w3.org/2000/svg">` +
    `<line x1="0" x2="${WIDTH}" y1="${HEIGHT / 2}" y2="${HEIGHT / 2}" class="mid"/>` +
    `<polyline points="${line}"/>${dots}</svg>`
  );
}
