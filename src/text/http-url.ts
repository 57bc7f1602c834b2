/** Whether a text is an absolute http or https URL: the only kind the interface and the probe take. */
export function isHttpUrl(text: string): boolean {
  if (typeof text !== 'string') return false;
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
