#!/usr/bin/env node
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 13)) {
  process.stderr.write(
    'pagegate needs Node 22.13 or later (this is ' + process.versions.node + '); ' +
      'run it with a newer Node from npm: npx -p node@24 pagegate ' + process.argv.slice(2).join(' ') + '\n',
  );
  process.exitCode = 2;
} else {
  import('./cli-main.js');
}
