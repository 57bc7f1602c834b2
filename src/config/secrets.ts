/**
 * The run's secrets, read from the inputs as given (before they are parsed, so that even a
 * configuration error is scrubbed): the API key, the GitHub token, and the credentials in api-url.
 */
import { secretScrubber, urlCredentials, type SecretScrubber } from '../text/secrets.js';

export function scrubberForInputs(inputs: Readonly<Record<string, string | undefined>>): SecretScrubber {
  const given = (name: string) => inputs[name]?.trim();
  return secretScrubber([given('api-key'), given('github-token'), ...urlCredentials(given('api-url'))]);
}
