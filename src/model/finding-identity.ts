/**
 * A finding's identity: its check and its evidence as it identifies the element, never its
 * position in the list. Evidence that is markup is read as markup (`evidence-markup.ts`): a deploy
 * that reformats, reorders, re-quotes, re-cases or minifies a tag, or rebuilds the assets it
 * points at, changes no identity. Other evidence (a header, a URL, a status) is compared with its
 * whitespace collapsed. The gate diffs by it; the report and the accepted state match by it too.
 */
import { assetStem, maskAssetHashes } from '../text/asset-hash.js';
import { withoutHidden } from '../text/plain.js';
import { elementKey, isMarkup, readMarkup } from './evidence-markup.js';
import { collapsedEvidence } from './waiver.js';

/**
 * The keys findings are paired by, finest first: identity; then the element (`elementKey`: tag,
 * asset stems, id, name, for; text evidence by its words with URLs cut to their stems). Each
 * holds the check. Nothing coarser: two findings of one check on two different elements are a fix
 * and a regression, never one finding that moved.
 */
export type PairingKey = 'identity' | 'element';

interface Reading {
  canonical: string;
  /** What the element key is made of, read lazily: most findings pair by identity. */
  element: () => string;
}

/** One check's keys of one evidence text, each made once. */
interface Keys {
  identity: string;
  reading: Reading;
  element?: string;
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
    let keys = ofCheck.byEvidence.get(evidence);
    if (keys === undefined) {
      const reading = read(evidence);
      keys = { identity: prefix + reading.canonical, reading };
      ofCheck.byEvidence.set(evidence, keys);
    }
    if (key === 'identity') return keys.identity;
    return (keys.element ??= prefix + keys.reading.element());
  };
}

/**
 * Marked by kind, so no text can spell what a piece of markup reads as. Text has no element to pair by.
 * Hidden characters do not count: the results file, a later run's baseline, holds evidence without them.
 */
function read(raw: string): Reading {
  const evidence = withoutHidden(raw);
  if (!isMarkup(evidence)) {
    const collapsed = collapsedEvidence(evidence);
    return { canonical: `t${collapsed}`, element: () => `t${textElement(collapsed)}` };
  }
  const { canonical, first, text } = readMarkup(evidence);
  // Markup with no element (a comment, a doctype) is told only by what it says.
  return { canonical: `m${canonical}`, element: () => (first ? `e${elementKey(first, text)}` : `m${canonical}`) };
}

/** Text evidence as its element: its words, hashes masked, each URL or path cut to its asset stem. */
function textElement(collapsed: string): string {
  return collapsed
    .split(' ')
    .map((word) => (word.includes('/') ? assetStem(maskAssetHashes(word)) : maskAssetHashes(word)))
    .join(' ');
}
