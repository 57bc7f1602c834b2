// ncc names every bundle index.js, so the CLI bundle lives in dist/cli/ and dist/cli.js is the
// stable entry that package.json's bin and the docs (`node dist/cli.js`) point at. The shim
// checks the Node version before the bundle loads: on an older Node the bundle fails with a
// minified stack instead of a line that says what to install. It is written for every Node, so
// nothing in it may need more than what Node 14 parses (a dynamic import, no top-level await).
import { writeFileSync } from 'node:fs';

const shim = `#!/usr/bin/env node
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write('pagegate needs Node 24 or later (this is ' + major + '.x)\\n');
  process.exitCode = 2;
} else {
  import('./cli/index.js');
}
`;
writeFileSync('dist/cli.js', shim, { mode: 0o755 });
