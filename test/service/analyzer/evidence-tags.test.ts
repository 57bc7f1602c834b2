import { describe, expect, it } from 'vitest';
import { analyzeHtml } from '../../../src/service/analyzer/index.js';
import { evidenceOf } from './evidence.js';

// The adoption agency algorithm clones <a id="x"> into the <div>: the clone was never written.
const ADOPTED =
  '<!DOCTYPE html><html lang="en"><title>Adopted</title><a id="x" href="/a"><div><a href="/b"></a></div></a>';

describe('evidence is the element’s own start tag', () => {
  it('for an element the parser created (html.duplicate_ids on an adoption-agency clone)', () => {
    expect(evidenceOf('html.duplicate_ids', ADOPTED)).toEqual(['<a id="x" href="/a">']);
  });

  it('is never a cut of the start of the document', () => {
    const documentStart = ADOPTED.slice(0, 40);
    const analysis = analyzeHtml(`${ADOPTED}<img src="a.png"><input>`, {
      url: 'https://example.com/',
      status: 200,
      headers: {},
    });
    expect(analysis.findings.length).toBeGreaterThan(0);
    for (const finding of analysis.findings) {
      expect(finding.evidence.startsWith(documentStart)).toBe(false);
      expect(finding.evidence).not.toBe('<');
    }
  });
});
