import { describe, expect, it } from 'vitest';
import { collapsedEvidence } from '../../src/model/waiver.js';

describe('collapsedEvidence (what waivers match): whitespace collapsed, nothing else', () => {
  it('keeps case, quotes and hashes as the report shows them', () => {
    expect(collapsedEvidence('  <IMG\n src="/logo.1a2b3c4d.png">\t')).toBe('<IMG src="/logo.1a2b3c4d.png">');
  });
});
