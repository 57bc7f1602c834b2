/**
 * The config file's text as data, for parseConfigFile. JSON by its name, or by a first `{` when
 * the name says neither; YAML otherwise. The YAML parser is imported statically: yaml is CommonJS
 * for Node, and a bundler's dynamic import of CommonJS gives its exports only as `default`.
 */
import { parse as parseYaml } from 'yaml';
import { ConfigError } from '../errors.js';
import { oneLine } from '../text/one-line.js';

export interface ConfigFileData {
  name: string;
  data: unknown;
}

export function configFileData(file: { name: string; text: string }): ConfigFileData {
  const asJson = /\.json$/i.test(file.name) || (!/\.ya?ml$/i.test(file.name) && file.text.trimStart().startsWith('{'));
  const parse: (text: string) => unknown = asJson ? JSON.parse : parseYaml;
  try {
    return { name: file.name, data: parse(file.text) };
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n', 1)[0]?.replace(/:$/, '') : String(error);
    throw new ConfigError(
      `config-file ${file.name}: not valid ${asJson ? 'JSON' : 'YAML'}: ${oneLine(detail ?? '', 160)}`,
    );
  }
}
