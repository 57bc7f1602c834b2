/**
 * The run's secrets, read from the inputs as given (before they are parsed, so that even a
 * configuration error is scrubbed): the API key, the GitHub token, and the credentials in api-url.
 * One list: the action masks these in the runner's log and every sink's scrubber masks the same.
 */
import { secretScrubber, urlCredentials, type SecretScrubber } from '../text/secrets.js';
import type { InputName } from './input-table.js';

const SECRET_INPUTS: readonly InputName[] = ['api-key', 'github-token'];

export function secretValues(inputs: Readonly<Record<string, string | undefined>>): string[] {
  const given = (name: InputName) => inputs[name]?.trim();
  return [...SECRET_INPUTS.map(given), ...urlCredentials(given('api-url'))].filter((value): value is string =>
    Boolean(value),
  );
}

export function scrubberForInputs(inputs: Readonly<Record<string, string | undefined>>): SecretScrubber {
  return secretScrubber(secretValues(inputs));
}
