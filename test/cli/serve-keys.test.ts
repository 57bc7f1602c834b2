import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT, exitCodeFor } from '../../src/cli/usage.js';
import { keysLine, serveKeys } from '../../src/cli/serve-keys.js';

const SECRET = 'sk-serve-very-secret';

describe('serveKeys', () => {
  it('is the documented dev-key when no key is given, and the line names it in full', async () => {
    const keys = await serveKeys({ flags: [] });
    expect(keys).toEqual({ keys: { 'dev-key': 'pro' }, given: false });
    expect(keysLine(keys)).toBe('keys: dev-key (pro)');
  });

  it(
    'reads --key flags, a keys file and PAGEGATE_SERVE_KEYS ' + 'together; the line numbers them and never shows one',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'pagegate-keys-'));
      const file = join(dir, 'keys.txt');
      await writeFile(file, `# ci keys\n\n${SECRET}=agency\n  trial=free  \n`);
      const keys = await serveKeys({ flags: ['flag-key=basic'], file, env: 'env-a=pro, env-b=free' });
      expect(keys.keys).toEqual({
        'flag-key': 'basic',
        [SECRET]: 'agency',
        trial: 'free',
        'env-a': 'pro',
        'env-b': 'free',
      });
      const line = keysLine(keys);
      expect(line).toBe('keys: key #1 (basic), key #2 (agency), key #3 (free), key #4 (pro), key #5 (free)');
    },
  );

  it.each([
    [{ flags: ['k=gold'] }, /^--key: plan "gold" is not one of free, basic, pro, agency$/],
    [{ flags: [], env: `${SECRET}` }, /^PAGEGATE_SERVE_KEYS: expected KEY=PLAN/],
    [{ flags: [], file: '/nonexistent/keys.txt' }, /^--keys-file: cannot read "\/nonexistent\/keys.txt" \(ENOENT\)$/],
  ])('refuses %j in one line without the key', async (sources, message) => {
    const read = serveKeys(sources);
    // A configuration error of either family: `pagegate serve` exits 2.
    expect(exitCodeFor(await read.catch((error: unknown) => error))).toBe(EXIT.usage);
    await expect(read).rejects.toThrow(message);
    await expect(read).rejects.not.toThrow(SECRET);
  });

  it('names the file and line of a bad entry', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pagegate-keys-'));
    const file = join(dir, 'keys.txt');
    await writeFile(file, `a=pro\n${SECRET}=gold\n`);
    await expect(serveKeys({ flags: [], file })).rejects.toThrow(
      `--keys-file ${file} line 2: plan "gold" is not one of`,
    );
  });
});
