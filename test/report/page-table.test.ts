import { describe, expect, it } from 'vitest';
import { pageRow } from '../../src/report/page-table.js';
import { finding, page } from './fixtures.js';

const waived = (severity: string) => ({ ...finding({ severity }), waiver: 0 });

describe('pageRow: the critical column', () => {
  it.each([
    ['no waivers: the service count', undefined, '| 2 (+2) |'],
    ['a waived critical finding is not counted', [waived('critical')], '| 1 (+1) |'],
    ['a waived recommended finding changes nothing', [waived('recommended')], '| 2 (+2) |'],
  ])('%s', (_name, waivedFindings, cell) => {
    const row = pageRow(
      page({
        issues: { critical: 2, recommended: 0, optional: 0, passed: 10 },
        baseline: { key: 'b', score: 96, grade: 'A', issues: { critical: 0 }, findings: [] },
        ...(waivedFindings ? { waived: waivedFindings } : {}),
      }),
      false,
    );
    expect(row).toContain(cell);
  });
});
