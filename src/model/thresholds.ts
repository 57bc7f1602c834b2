/**
 * The number thresholds as one table (LHCI keeps its assertions the same way): each row is a
 * threshold's input and config-file name, its key in the configuration, its range, what it
 * measures, which way a page passes, whether going past it fails the page or only warns, the
 * failing threshold a warn level shadows, and its meaning. The inputs, the config file, the
 * verdict, the warn-level check, the thresholds view and `check --explain` all read this table.
 */
import * as z from 'zod';

interface ThresholdSpec {
  name: string;
  key: string;
  /** `fail`: past it the page fails; `warn`: it passes with a warning. */
  level: 'fail' | 'warn';
  /** The page's value compared with the limit: it passes when `value op limit`. */
  measure: 'score' | 'critical' | 'score-drop';
  op: '>=' | '<=';
  min: number;
  /** null: no upper bound. */
  max: number | null;
  /** A warn level's failing twin: the warn level is pointless where the twin fails first. */
  shadows?: string;
  meaning: string;
}

export const THRESHOLDS = [
  {
    name: 'min-score',
    key: 'minScore',
    level: 'fail',
    measure: 'score',
    op: '>=',
    min: 0,
    max: 100,
    meaning: 'A page fails below this score (0-100). Empty: off.',
  },
  {
    name: 'max-critical',
    key: 'maxCritical',
    level: 'fail',
    measure: 'critical',
    op: '<=',
    min: 0,
    max: null,
    meaning: 'A page fails with more than this many critical issues. Empty: off.',
  },
  {
    name: 'max-score-drop',
    key: 'maxScoreDrop',
    level: 'fail',
    measure: 'score-drop',
    op: '<=',
    min: 0,
    max: 100,
    meaning: 'A page fails when its score fell by more than this against its baseline. Empty: off.',
  },
  {
    name: 'warn-min-score',
    key: 'warnMinScore',
    level: 'warn',
    measure: 'score',
    op: '>=',
    min: 0,
    max: 100,
    shadows: 'min-score',
    meaning:
      'Like min-score, but a page below it passes with a warning (an annotation and a mark in the summary), ' +
      'never a failure. Empty: off.',
  },
  {
    name: 'warn-max-critical',
    key: 'warnMaxCritical',
    level: 'warn',
    measure: 'critical',
    op: '<=',
    min: 0,
    max: null,
    shadows: 'max-critical',
    meaning: 'Like max-critical, but a page above it passes with a warning, never a failure. Empty: off.',
  },
] as const satisfies readonly ThresholdSpec[];

export type Threshold = (typeof THRESHOLDS)[number];
export type ThresholdName = Threshold['name'];
type ThresholdKey = Threshold['key'];

/** A row by its name. */
export const THRESHOLD: Readonly<Record<ThresholdName, Threshold>> = Object.fromEntries(
  THRESHOLDS.map((row) => [row.name, row]),
) as Record<ThresholdName, Threshold>;

/** Each threshold's value in the configuration: an integer in its range, or null (off). */
export const ThresholdLimits = z.object(
  Object.fromEntries(
    THRESHOLDS.map((row) => {
      const ranged = z.int().min(row.min);
      return [row.key, (row.max === null ? ranged : ranged.max(row.max)).nullable()];
    }),
  ) as Record<ThresholdKey, z.ZodNullable<z.ZodInt>>,
);
