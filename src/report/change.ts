/** A value and its change against the baseline: `71 (−19)`, `0 (±0)`, or just `71` with nothing to compare. */
export function withChange(now: number | null | undefined, before: number | null | undefined, minus = '−'): string {
  if (now === null || now === undefined) return '—';
  if (before === null || before === undefined) return String(now);
  const delta = now - before;
  const sign = delta > 0 ? '+' : delta < 0 ? minus : '±';
  return `${now} (${sign}${Math.abs(delta)})`;
}
