/**
 * The config file's text as data, for parseConfigFile. JSON by its name, or by a first `{` when
 * the name says neither; YAML otherwise. The YAML parser is imported here, on first use: most runs
 * have no config file and a JSON one needs none, and in the action's entry it cost the start 10 ms
 * before the first request (bench/README.md).
 */
import { ConfigError } from '../errors.js';
import { oneLine } from '../text/one-line.js';

export interface ConfigFileData {
  name: string;
  data: unknown;
}

export async function configFileData(file: { name: string; text: string }): Promise<ConfigFileData> {
  const asJson = /\.json$/i.test(file.name) || (!/\.ya?ml$/i.test(file.name) && file.text.trimStart().startsWith('{'));
  const parse: (text: string) => unknown = asJson ? JSON.parse : (await import('yaml')).parse;
  try {
    return { name: file.name, data: parse(file.text) };
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n', 1)[0]?.replace(/:$/, '') : String(error);
    throw new ConfigError(
      `config-file ${file.name}: not valid ${asJson ? 'JSON' : 'YAML'}: ${oneLine(detail ?? '', 160)}`,
    );
  }
}
