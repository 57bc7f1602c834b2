/**
 * Text from outside (a service's error message, a URL the user gave) shown inside our one-line
 * messages: control characters and line breaks would split the line, and a long value would bury
 * the part of the message that says what failed.
 */
export function oneLine(text: string, max = 200): string {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim();
  const points = Array.from(flat);
  // Cut on a code point so a surrogate pair is never split.
  return points.length > max ? `${points.slice(0, max - 1).join('')}…` : flat;
}
