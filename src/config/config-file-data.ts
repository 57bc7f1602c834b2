/**
 * The config file's text as data, for parseConfigFile. JSON by its name, or by a first `{` when
 * the name says neither; YAML otherwise.
 */
import { ConfigError } from '../errors.js';
import { oneLine } from '../text/one-line.js';

export interface ConfigFileData {
  name: string;
  data: unknown;
}

export async function configFileData(file: { name: string; text: string }): Promise<ConfigFileData> {
  const asJson = /\.json$/i.test(file.name) || (!/\.ya?ml$/i.test(file.name) && file.text.trimStart().startsWith('{'));
  // yaml (164 KB) loads only for a YAML file: a run without one never compiles it before its first
  // request. It is CommonJS: node and esbuild alike give its exports, imported this way, as `default`.
  const parse: (text: string) => unknown = asJson ? JSON.parse : (await import('yaml')).default.parse;
  try {
    return { name: file.name, data: parse(file.text) };
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n', 1)[0]?.replace(/:$/, '') : String(error);
    throw new ConfigError(
      `config-file ${file.name}: not valid ${asJson ? 'JSON' : 'YAML'}: ${oneLine(detail ?? '', 160)}`,
    );
  }
}
