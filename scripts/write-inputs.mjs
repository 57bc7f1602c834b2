// Writes action.yml's inputs and outputs and the tables of docs/configuration.md from
// src/config/input-table.ts. Run with test/ts-imports.mjs imported (npm run inputs does), so Node
// runs the TypeScript sources. test/config/input-docs.test.ts fails when a file is not current.
import { readFileSync, writeFileSync } from 'node:fs';
import { actionYmlInterface, interfaceTables, replaceSection } from '../src/config/input-docs.ts';

const rewrite = (file, first, next, section) => writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), first, next, section));
// `runs:` at the start of a line (an input may end in it: performance-runs); the section's last newline is that line's.
rewrite('action.yml', 'inputs:\n', '\nruns:\n', actionYmlInterface().slice(0, -1));
rewrite('docs/configuration.md', '| input | default | meaning |', 'The step fails (exit 1)', `${interfaceTables()}\n`);
