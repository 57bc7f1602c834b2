import { ConfigError } from '../errors.js';

/** A setting the mode needs (config parsing checks it too; this narrows the type where it is used). */
export function required(value: string | null, input: string): string {
  if (!value) throw new ConfigError(`${input} is required`);
  return value;
}
