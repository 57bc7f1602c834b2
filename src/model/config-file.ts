/**
 * The config file's shape as a JSON Schema reader sees it (docs/config.schema.json, for editor
 * completion through `# yaml-language-server: $schema=`). config/inputs-config-file.ts reads the
 * file with its own messages, naming the path of each mistake; this schema describes the same keys
 * from the same tables (THRESHOLDS, FAIL_ON_REGRESSION, Waiver), and a test holds the two to the
 * same key lists, so a key added to the reader fails the test until it is described here.
 */
import * as z from 'zod';
import { CheckLevel, FAIL_ON_REGRESSION } from './config.js';
import { Budgets } from './metrics.js';
import { THRESHOLDS, type Threshold } from './thresholds.js';
import { Waiver } from './waiver.js';

function limit(row: Threshold) {
  const ranged = z.int().min(row.min);
  return (row.max === null ? ranged : ranged.max(row.max))
    .nullable()
    .describe(`${row.meaning.replace(/ Empty: off\.$/, '')} null: off for the pages it covers.`);
}

const RULES = {
  ...(Object.fromEntries(THRESHOLDS.map((row) => [row.name, limit(row)])) as Record<
    Threshold['name'],
    ReturnType<typeof limit>
  >),
  'fail-on-regression': z
    .enum(FAIL_ON_REGRESSION)
    .describe('Lowest severity of a new or escalated finding that fails the page.'),
  render: z.boolean().describe('Ask the service to run the page in a browser.'),
  budgets: Budgets.describe(
    'Performance budgets (with performance: true): a median over one is a recommended perf.* finding. ' +
      'Each key replaces the Core Web Vitals bound of its metric.',
  ),
  'ignore-checks': z
    .union([z.array(z.string().min(1)), z.string()])
    .describe('Check-name globs whose findings never count: a list, or one per line.'),
  checks: z
    .record(z.string().min(1), CheckLevel)
    .describe('Check-name glob -> error (a regression fails the page), warn (annotated) or off (ignored).'),
};

const Rules = z.strictObject(RULES).partial();

const PageRules = z.strictObject({
  pattern: z.string().min(1).describe('URL pattern: a path glob (/blog/**) or a full URL glob.'),
  ...Rules.shape,
});

const WaiverEntry = z.strictObject({
  check: Waiver.shape.check.describe('Check-name glob, such as images.alt.'),
  pattern: Waiver.shape.pattern.optional().describe('URL pattern of the pages it covers; left out: every page.'),
  evidence: Waiver.shape.evidence.optional().describe('A substring of the evidence; left out: any.'),
  reason: Waiver.shape.reason.describe('Why these findings are waived.'),
  expires: Waiver.shape.expires.describe('The last day (UTC) the waiver applies, at most a year ahead.'),
});

export const ConfigFile = z
  .strictObject({
    ...RULES,
    pages: z
      .union([
        z.array(PageRules),
        z.record(z.string().min(1), z.union([RULES['min-score'], Rules])).describe('Pattern -> min-score or rules.'),
      ])
      .describe('Per-URL-pattern rules, applied in file order over the top level; a pattern must match a page.'),
    waivers: z.array(WaiverEntry).nullable().describe('Findings that count for nothing until a date.'),
  })
  .partial();
export type ConfigFile = z.infer<typeof ConfigFile>;
