/** The CLI on a Node older than 22.13 says which Node it needs and how to run it, before the bundle loads. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { bundled } from '../setup/bundled.js';

const run = promisify(execFile);
const cli = bundled('cli.js');
/** An older Node as the shim sees it: the bundle would run here, so only the check can stop it. */
const asNode = (version: string) =>
  `data:text/javascript,Object.defineProperty(process.versions,'node',{value:'${version}'})`;

it.each(['20.20.2', '22.12.0'])('on Node %s says how to run it with Node 24 from npm and exits 2', async (version) => {
  const result = await run(process.execPath, ['--import', asNode(version), cli, 'check', '--help']).then(
    () => ({ code: 0, stdout: '', stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  expect(result).toMatchObject({
    code: 2,
    stdout: '',
    stderr:
      `pagegate needs Node 22.13 or later (this is ${version}); run it with a newer Node from npm: ` +
      'npx -p node@24 pagegate check --help\n',
  });
});

it.each(['22.13.0', '24.0.0'])('runs the bundle on Node %s', async (version) => {
  const { stdout } = await run(process.execPath, ['--import', asNode(version), cli, '--help']);
  expect(stdout).toContain('pagegate: gate a deploy on page quality');
});
