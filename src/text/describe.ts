/**
 * Turns anything thrown into one line; a thrown string or plain object is reported, not dropped.
 * The line reaches a terminal or a log and may quote a file or a service: control characters (an
 * escape sequence, a lone carriage return) are dropped, so nothing in it drives the terminal.
 */
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
  return (text.split(/\r?\n/, 1)[0] ?? '').replace(CONTROLS, '').trim();
}

const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
