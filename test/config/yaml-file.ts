/**
 * A YAML config file as the edges hand it to parseGateConfig, parsed here synchronously so that a
 * test can build its config where it declares it; config-file-data.test.ts tests the edges' parse.
 */
import { parse } from 'yaml';
import type { ConfigFileData } from '../../src/config/config-file-data.js';

export function yamlFile(text: string, name = 'pagegate.yml'): ConfigFileData {
  return { name, data: parse(text) };
}
