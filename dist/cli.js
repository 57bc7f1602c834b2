#!/usr/bin/env node
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 13)) {
  process.stderr.write(
    'pagegate needs Node 22.13 or later (this is ' + process.versions.node + '); ' +
      'run it with a newer Node from npm: npx -p node@24 pagegate ' + process.argv.slice(2).join(' ') + '\n',
  );
  process.exitCode = 2;
} else {
  // Node 22 calls node:sqlite experimental and says so on stderr when the service first loads it
  // (Node 24 does not): that line would break the CLI's one-line errors. Every other warning prints.
  const printers = process.listeners('warning');
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    if (warning.name === 'ExperimentalWarning' && /SQLite/.test(warning.message)) return;
    for (const print of printers) print(warning);
  });
  import('./cli-main.js');
}
