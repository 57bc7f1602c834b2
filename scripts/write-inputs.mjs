// Writes action.yml's inputs and outputs and the README's tables from src/config/input-table.ts
// (built to lib/ first: `npm run inputs`). test/config/input-docs.test.ts checks they are current.
import { readFileSync, writeFileSync } from 'node:fs';
import { actionYmlInterface, readmeInterfaceTables, replaceSection } from '../lib/config/input-docs.js';

const rewrite = (file, first, next, section) => writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), first, next, section));
// `runs:` at the start of a line (an input may end in it: performance-runs); the section's last newline is that line's.
rewrite('action.yml', 'inputs:\n', '\nruns:\n', actionYmlInterface().slice(0, -1));
rewrite('README.md', '| input | default | meaning |', 'The step fails (exit 1)', `${readmeInterfaceTables()}\n`);
