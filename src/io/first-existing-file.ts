/** The first of several names (relative to a directory) that is a regular file there: config-file discovery. */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';

export async function firstExistingFile(directory: string, names: readonly string[]): Promise<string | null> {
  for (const name of names) {
    const path = join(directory, name);
    // A directory of that name, or one that cannot be looked at, is not a config file to read.
    const found = await stat(path).then(
      (stats) => stats.isFile(),
      () => false,
    );
    if (found) return name;
  }
  return null;
}
