/**
 * A finding's identity: its check and its evidence as it identifies the element, never its
 * position in the list. Evidence that is markup is read as markup (`evidence-markup.ts`): a deploy
 * that reformats, reorders, re-quotes, re-cases or minifies a tag, or rebuilds the assets it
 * points at, changes no identity. Other evidence (a header, a URL, a status) is compared with its
 * whitespace collapsed. The gate diffs by it; the report and the accepted state match by it too.
 */
import { withoutHidden } from '../text/plain.js';
import { elementKey, isMarkup, readMarkup, shapeKey, type FirstElement } from './evidence-markup.js';
import { collapsedEvidence } from './waiver.js';

/**
 * The keys findings are paired by, finest first: identity; the element (tag, attribute names and
 * asset stems); its shape (tag and attribute names); the check alone. Each holds the check.
 */
export type PairingKey = 'identity' | 'element' | 'shape' | 'check';

interface Reading {
  canonical: string;
  first: FirstElement | null;
}

/** One check's keys of one evidence text, each made once. */
interface Keys {
  identity: string;
  reading: Reading;
  element?: string;
  shape?: string;
}

export function findingIdentity(finding: { check: string; evidence: string }): string {
  // A JSON string ends at its closing quote, so no check name can run into the evidence after it.
  return JSON.stringify(finding.check) + read(finding.evidence).canonical;
}

/**
 * Keys of many findings: findings repeat their evidence (sixty thousand of one identity from a
 * fork's results file), so each distinct evidence is read once per use of the returned function,
 * and its coarser keys only when asked (most findings pair by identity).
 */
export function pairingKeys(): (finding: { check: string; evidence: string }, key: PairingKey) => string {
  const seen = new Map<string, { prefix: string; byEvidence: Map<string, Keys> }>();
  return ({ check, evidence }, key) => {
    let ofCheck = seen.get(check);
    if (ofCheck === undefined) {
      // A JSON string ends at its closing quote, so no check name can run into the key after it.
      ofCheck = { prefix: JSON.stringify(check), byEvidence: new Map() };
      seen.set(check, ofCheck);
    }
    const prefix = ofCheck.prefix;
    if (key === 'check') return prefix;
    let keys = ofCheck.byEvidence.get(evidence);
    if (keys === undefined) {
      const reading = read(evidence);
      keys = { identity: prefix + reading.canonical, reading };
      ofCheck.byEvidence.set(evidence, keys);
    }
    if (key === 'identity') return keys.identity;
    const first = keys.reading.first;
    if (key === 'element') return (keys.element ??= prefix + (first ? elementKey(first) : ''));
    return (keys.shape ??= prefix + (first ? shapeKey(first) : ''));
  };
}

/**
 * Marked by kind, so no text can spell what a piece of markup reads as. Text has no element to pair by.
 * Hidden characters do not count: the results file, a later run's baseline, holds evidence without them.
 */
function read(raw: string): Reading {
  const evidence = withoutHidden(raw);
  if (!isMarkup(evidence)) return { canonical: `t${collapsedEvidence(evidence)}`, first: null };
  const { canonical, first } = readMarkup(evidence);
  return { canonical: `m${canonical}`, first };
}
