/** The CLI on a Node older than 24 says which Node it needs, in one line, before the bundle loads. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { bundled } from '../setup/bundled.js';

const run = promisify(execFile);
const cli = bundled('cli.js');
/** Node 20 as the shim sees it: the bundle would run here, so only the check can stop it. */
const asNode20 = `data:text/javascript,Object.defineProperty(process.versions,'node',{value:'20.20.2'})`;

it('says "pagegate needs Node 24 or later (this is 20.x)" and exits 2 on Node 20', async () => {
  const result = await run(process.execPath, ['--import', asNode20, cli, '--help']).then(
    () => ({ code: 0, stdout: '', stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  expect(result).toMatchObject({ code: 2, stdout: '', stderr: 'pagegate needs Node 24 or later (this is 20.x)\n' });
});

it('runs the bundle on Node 24', async () => {
  const { stdout } = await run(process.execPath, [cli, '--help']);
  expect(stdout).toContain('pagegate: gate a deploy on page quality');
});
