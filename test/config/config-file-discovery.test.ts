import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { CONFIG_FILE_NAMES, configFileChoice, configFileLine } from '../../src/config/config-file-discovery.js';

let directory = '';
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'pagegate-discovery-'));
  await mkdir(join(directory, '.github'));
});
afterEach(() => rm(directory, { recursive: true, force: true }));

async function put(name: string, text: string): Promise<void> {
  await writeFile(join(directory, name), text);
}

describe('configFileChoice', () => {
  it('reads nothing when no file stands in the directory', async () => {
    expect(await configFileChoice('', directory)).toEqual({ file: null, found: null });
  });

  it.each(CONFIG_FILE_NAMES.map((name, i) => [name, CONFIG_FILE_NAMES.slice(i)] as const))(
    'finds %s first among the names from it on',
    async (first, present) => {
      for (const name of present) await put(name, name.endsWith('.json') ? '{"min-score": 7}' : 'min-score: 7\n');
      const choice = await configFileChoice(undefined, directory);
      expect(choice).toEqual({ file: { name: first, data: { 'min-score': 7 } }, found: first });
    },
  );

  it('passes over a directory of a config file name', async () => {
    await mkdir(join(directory, '.github/pagegate.yml'));
    await put('pagegate.config.json', '{}');
    expect((await configFileChoice('', directory)).found).toBe('pagegate.config.json');
  });

  it('reads only the named file when config-file names one, and says nothing', async () => {
    await put('.github/pagegate.yml', 'min-score: 7\n');
    await put('other.yml', 'min-score: 9\n');
    const named = join(directory, 'other.yml');
    expect(await configFileChoice(` ${named} `, directory)).toEqual({
      file: { name: named, data: { 'min-score': 9 } },
      found: null,
    });
  });

  it('reads nothing with config-file: none, though a file stands there', async () => {
    await put('.github/pagegate.yml', 'min-score: 7\n');
    expect(await configFileChoice('none', directory)).toEqual({ file: null, found: null });
  });

  it('stops on a found file that is not valid, naming it', async () => {
    await put('pagegate.config.yml', 'min-score: [\n');
    await expect(configFileChoice('', directory)).rejects.toThrow(ConfigError);
    await expect(configFileChoice('', directory)).rejects.toThrow(/^config-file pagegate\.config\.yml: not valid YAML/);
  });

  it('says in one line which file it read and how to turn that off', () => {
    expect(configFileLine('.github/pagegate.yml', true, ['fail-on-regression none', '1 waiver'])).toBe(
      'config-file: read .github/pagegate.yml (found in the working directory; inputs and flags given win over it; ' +
        'config-file: none turns this off); took fail-on-regression none, 1 waiver',
    );
  });
});
