/** `a; b; c, and 2 more`: the first `most` items of a list a line names, and how many it left out. */
export function namedSome(items: readonly string[], most: number): string {
  const rest = items.length - most;
  return `${items.slice(0, most).join('; ')}${rest > 0 ? `, and ${rest} more` : ''}`;
}
