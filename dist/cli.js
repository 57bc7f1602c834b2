#!/usr/bin/env node
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write('pagegate needs Node 24 or later (this is ' + major + '.x)\n');
  process.exitCode = 2;
} else {
  import('./cli/index.js');
}
