/** The known name a misspelt one was probably meant as, for a "did you mean" line. */

/**
 * The known name closest to a misspelt one, when it is close: at most a third of its letters
 * changed (two at the most), or the word is the start of exactly that name.
 */
export function nearest(word: string, known: readonly string[]): string | null {
  let best: { name: string; distance: number } | null = null;
  for (const name of known) {
    const distance = editDistance(word, name);
    if (best === null || distance < best.distance) best = { name, distance };
  }
  if (best === null || word === '') return null;
  const allowed = Math.min(2, Math.floor(Math.max(word.length, best.name.length) / 3));
  if (best.distance <= allowed) return best.name;
  const started = known.filter((name) => name.startsWith(word));
  return started.length === 1 ? (started[0] ?? null) : null;
}

/** Levenshtein distance over code units: names here are ASCII. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, substitution));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}
