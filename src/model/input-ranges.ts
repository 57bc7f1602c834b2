/**
 * The ranges of the numeric inputs, each written once, in the unit a user writes (seconds for a
 * time; `shard` is its n). config/inputs.ts reads the inputs within them, and GateConfig derives
 * its fields from them, times in milliseconds. The thresholds' ranges live with their rows in
 * thresholds.ts. Both are here, on the ground floor, because config/ stands on model/.
 */
import * as z from 'zod';

interface InputRange {
  min: number;
  max: number;
  unit: 'count' | 'seconds';
  /** false: a decimal is allowed (`poll-interval: 0.5`). */
  integer: boolean;
}

export const INPUT_RANGES = {
  'max-urls': { min: 1, max: 10_000, unit: 'count', integer: true },
  concurrency: { min: 1, max: 64, unit: 'count', integer: true },
  shard: { min: 1, max: 256, unit: 'count', integer: true },
  'check-links-max': { min: 0, max: 100_000, unit: 'count', integer: true },
  'poll-interval': { min: 0.05, max: 300, unit: 'seconds', integer: false },
  timeout: { min: 1, max: 21_600, unit: 'seconds', integer: true },
  'wait-for': { min: 0, max: 3600, unit: 'seconds', integer: true },
  'not-found-grace': { min: 0, max: 3600, unit: 'seconds', integer: true },
} as const satisfies Record<string, InputRange>;
export type RangedInput = keyof typeof INPUT_RANGES;
type Unit<U extends InputRange['unit']> = {
  [N in RangedInput]: (typeof INPUT_RANGES)[N]['unit'] extends U ? N : never;
}[RangedInput];

/** A count input's value as the configuration holds it. */
export function countOf(name: Unit<'count'>) {
  const { min, max } = INPUT_RANGES[name];
  return z.int().min(min).max(max);
}

/** A time input's value as the configuration holds it: milliseconds, rounded to whole ones. */
export function millisecondsOf(name: Unit<'seconds'>) {
  const { min, max } = INPUT_RANGES[name];
  return z
    .int()
    .min(Math.round(min * 1000))
    .max(max * 1000);
}
