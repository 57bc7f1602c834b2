/** Counts of nodes both name, pagegate's alone and the reference's alone (multisets). */
export declare function matchNodes<Ours, Theirs>(
  ours: readonly Ours[],
  theirs: readonly Theirs[],
  same?: (mine: Ours, other: Theirs) => boolean,
): { both: number; oursOnly: number; theirsOnly: number };
/** Whether pagegate's axe evidence ends with this target selector in brackets. */
export declare function evidenceNamesSelector(evidence: string, selector: string): boolean;
