import { describe, expect, it } from 'vitest';
import { INPUTS, type InputName } from '../../src/config/input-table.js';
import { THRESHOLDS } from '../../src/model/thresholds.js';

describe('input names', () => {
  it('are a union type: a misspelt name does not compile (npm run typecheck checks this file)', () => {
    const known: InputName = 'min-score';
    // @ts-expect-error a misspelt input name is not an InputName
    const misspelt: InputName = 'min-scor';
    expect(INPUTS.map((spec) => spec.name)).toContain(known);
    expect(INPUTS.map((spec) => spec.name)).not.toContain(misspelt);
  });

  it('every threshold of the thresholds table is an input with the table’s meaning', () => {
    for (const row of THRESHOLDS)
      expect(INPUTS.find((spec) => spec.name === row.name)).toMatchObject({ value: 'N', meaning: row.meaning });
  });
});
