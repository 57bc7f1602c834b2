/** Turns anything thrown into one line; a thrown string or plain object is reported, not dropped. */
export function describe(error: unknown): string {
  if (error instanceof Error) return firstLine(error.message) || error.name;
  if (typeof error === 'string') return firstLine(error);
  try {
    return firstLine(JSON.stringify(error)) || String(error);
  } catch {
    return String(error);
  }
}

function firstLine(text: string): string {
  return text.split(/\r?\n/, 1)[0]?.trim() ?? '';
}
