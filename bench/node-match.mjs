// The agreement benches' node matching: which nodes pagegate and the reference both name, as
// multisets (two identical images are two nodes), each reference node pairing with the first
// unused pagegate node that `same` accepts. Pure, so a unit test holds it.

/** Counts of nodes both name, pagegate's alone and the reference's alone. */
export function matchNodes(ours, theirs, same = (mine, other) => mine === other) {
  const unused = [...ours];
  let both = 0;
  for (const node of theirs) {
    const index = unused.findIndex((mine) => same(mine, node));
    if (index === -1) continue;
    both += 1;
    unused.splice(index, 1);
  }
  return { both, oursOnly: ours.length - both, theirsOnly: theirs.length - both };
}

/** pagegate's axe evidence is the node's markup, then its target selector in brackets. */
export function evidenceNamesSelector(evidence, selector) {
  return evidence.endsWith(` [${selector}]`);
}
