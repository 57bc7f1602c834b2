/**
 * A page's score over its last accepted runs and this one, as an inline SVG (the report loads
 * nothing): a y axis of 0, 50 and 100, an x axis of the runs (the last is "now"), and a dot per
 * run with its score written above it and its time in its title, so the chart reads without hovering.
 */
import { escapeUTF8 } from 'entities';
import type { ScorePoint } from '../score-trend.js';

const WIDTH = 340;
const HEIGHT = 110;
/** Room for the y axis labels on the left, the values above the top dot, the run labels below. */
const LEFT = 30;
const RIGHT = 10;
const TOP = 16;
const BOTTOM = 20;

const yOf = (score: number) =>
  Math.round(TOP + ((100 - Math.max(0, Math.min(100, score))) * (HEIGHT - TOP - BOTTOM)) / 100);

export function scoreChart(points: readonly ScorePoint[]): string {
  const scored = points.filter((point): point is { at: string; score: number } => point.score !== null);
  if (scored.length === 0) return '';
  const step = scored.length > 1 ? (WIDTH - LEFT - RIGHT) / (scored.length - 1) : 0;
  const xy = scored.map((point, i) => ({ ...point, x: Math.round(LEFT + i * step), y: yOf(point.score) }));
  const line = xy.map(({ x, y }) => `${x},${y}`).join(' ');
  const last = xy.length - 1;
  const dots = xy
    .map(
      ({ x, y, at, score }, i) =>
        `<circle cx="${x}" cy="${y}" r="${i === last ? 4 : 3}"${i === last ? ' class="now"' : ''}>` +
        `<title>${escapeUTF8(at)}: ${score}</title></circle>` +
        `<text class="value" x="${x}" y="${y - 6}" text-anchor="middle">${score}</text>`,
    )
    .join('');
  const axisY = HEIGHT - BOTTOM;
  const yAxis = [0, 50, 100]
    .map(
      (score) =>
        `<line class="grid" x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${yOf(score)}" y2="${yOf(score)}"/>` +
        `<text class="tick" x="${LEFT - 6}" y="${yOf(score) + 4}" text-anchor="end">${score}</text>`,
    )
    .join('');
  const xAxis =
    `<line class="axis" x1="${LEFT}" x2="${LEFT}" y1="${TOP}" y2="${axisY}"/>` +
    `<line class="axis" x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${axisY}" y2="${axisY}"/>` +
    xy
      .map(
        ({ x }, i) =>
          `<text class="tick" x="${x}" y="${HEIGHT - 4}" text-anchor="middle">${i === last ? 'now' : i - last}</text>`,
      )
      .join('');
  const label = `score over the last ${scored.length} runs: ${scored.map((point) => point.score).join(', ')}`;
  return (
    `<svg class="chart" role="img" aria-label="${escapeUTF8(label)}" viewBox="0 0 ${WIDTH} ${HEIGHT}" ` +
    `width="${WIDTH}" height="${HEIGHT}" xmlns="http://www.w3.org/2000/svg">` +
    `${yAxis}${xAxis}<polyline points="${line}"/>${dots}</svg>`
  );
}
