/**
 * Text from outside (a service's error message, a URL the user gave) shown inside our one-line
 * messages: control characters and line breaks would split the line, and a long value would bury
 * the part of the message that says what failed.
 */
import { cut } from './cut.js';

export function oneLine(text: string, max = 200): string {
  return cut(text.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim(), max);
}
