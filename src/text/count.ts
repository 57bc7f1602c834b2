/** `1 page`, `3 pages`: counts in the headline and in the line that says what was left out. */
export function count(n: number, noun: string): string {
  return `${n} ${n === 1 ? noun : `${noun}s`}`;
}
