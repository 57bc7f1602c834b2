/**
 * Which config file a run reads. Named by `config-file`, it is read or the run stops; left empty,
 * the first of CONFIG_FILE_NAMES in the working directory (the action's: the workspace) is read,
 * the way Lighthouse CI finds `.lighthouserc.*` where it stands, and the run says which in one
 * line; `none` reads nothing, for a repository whose file is meant for something else.
 */
import { join } from 'node:path';
import { firstExistingFile } from '../io/first-existing-file.js';
import { readNamedFile } from '../io/files.js';
import { configFileData, type ConfigFileData } from './config-file-data.js';

/** In the order they are looked for; the first that exists is read. */
export const CONFIG_FILE_NAMES = [
  '.github/pagegate.yml',
  '.github/pagegate.yaml',
  '.github/pagegate.json',
  'pagegate.config.yml',
  'pagegate.config.yaml',
  'pagegate.config.json',
] as const;

/** The value of `config-file` that turns discovery off. */
const NO_CONFIG_FILE = 'none';

interface ConfigFileChoice {
  file: ConfigFileData | null;
  /** The name (relative to the directory) of a file found without `config-file` naming it: the run says so. */
  found: string | null;
}

export async function configFileChoice(given: string | undefined, directory: string): Promise<ConfigFileChoice> {
  const named = given?.trim() ?? '';
  if (named === NO_CONFIG_FILE) return { file: null, found: null };
  if (named !== '') return { file: await configFileData(await readNamedFile('config-file', named)), found: null };
  const found = await firstExistingFile(directory, CONFIG_FILE_NAMES);
  return found === null
    ? { file: null, found: null }
    : {
        file: await configFileData({ ...(await readNamedFile('config-file', join(directory, found))), name: found }),
        found,
      };
}

/**
 * The one line a run prints about its config file: which file, whether it was found (nobody named
 * it: the settings given as inputs or flags win over it), and every setting it took from it.
 */
export function configFileLine(name: string, found: boolean, settings: readonly string[]): string {
  const how = found
    ? 'found in the working directory; inputs and flags given win over it; ' +
      `config-file: ${NO_CONFIG_FILE} turns this off`
    : 'named by config-file';
  return `config-file: read ${name} (${how}); took ${settings.length > 0 ? settings.join(', ') : 'nothing'}`;
}
