/**
 * A copy of decoded JSON-like data with every string (and key) passed through `change`; parts
 * that nothing changed are returned as they are, so data holding nothing to change costs no copy.
 */
export function mapStrings<T>(value: T, change: (text: string) => string): T {
  if (typeof value === 'string') return change(value) as T;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => mapStrings(item, change));
    return (items.some((item, i) => item !== value[i]) ? items : value) as T;
  }
  if (typeof value !== 'object' || value === null) return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const mapped: [string, unknown] = [change(key), mapStrings(item, change)];
    changed ||= mapped[0] !== key || mapped[1] !== item;
    return mapped;
  });
  return (changed ? Object.fromEntries(entries) : value) as T;
}
