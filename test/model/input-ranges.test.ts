/**
 * Each numeric input's range is written once (src/model/input-ranges.ts): the input is read within
 * it, and the configuration's field, in milliseconds for a time, holds exactly what can be read.
 */
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { readRanged } from '../../src/config/inputs-values.js';
import { GateConfig } from '../../src/model/config.js';
import { INPUT_RANGES, type RangedInput } from '../../src/model/input-ranges.js';

const analysing = GateConfig.options[0].shape;
const FIELD: Record<Exclude<RangedInput, 'shard'>, ZodType> = {
  'max-urls': analysing.sources.shape.maxUrls,
  concurrency: analysing.concurrency,
  'check-links-max': analysing.links.shape.max,
  'poll-interval': analysing.pollIntervalMs,
  timeout: analysing.timeoutMs,
  'wait-for': analysing.waitForMs,
  'not-found-grace': analysing.notFoundGraceMs,
};

describe.each(Object.entries(FIELD) as [Exclude<RangedInput, 'shard'>, ZodType][])('%s', (name, field) => {
  const { min, max, unit } = INPUT_RANGES[name];
  const scale = unit === 'seconds' ? 1000 : 1;

  it('reads its least and greatest value, in the unit the configuration holds', () => {
    expect(readRanged(name, String(min))).toBe(Math.round(min * scale));
    expect(readRanged(name, String(max))).toBe(max * scale);
  });

  it('refuses a value past its range, naming the input and the range', () => {
    expect(() => readRanged(name, String(max + 1))).toThrow(`${name}: "${max + 1}" is not`);
    expect(() => readRanged(name, String(max + 1))).toThrow(`from ${min} to ${max}`);
  });

  it('is held by the configuration exactly within the range', () => {
    expect(field.safeParse(readRanged(name, String(min))).success).toBe(true);
    expect(field.safeParse(readRanged(name, String(max))).success).toBe(true);
    expect(field.safeParse(max * scale + 1).success).toBe(false);
    expect(field.safeParse(Math.round(min * scale) - 1).success).toBe(false);
  });
});
