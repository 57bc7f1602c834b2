// Writes action.yml's inputs and outputs and the tables of docs/configuration.md from
// src/config/input-table.ts. Run with test/ts-imports.mjs imported (npm run inputs does), so Node
// runs the TypeScript sources. test/config/input-docs.test.ts fails when a file is not current.
import { readFileSync, writeFileSync } from 'node:fs';
import { actionYmlInterface, interfaceTables, replaceSection } from '../src/config/input-docs.ts';

const rewrite = (file, first, next, section) => writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), first, next, section));
rewrite('action.yml', 'inputs:\n', 'runs:\n', actionYmlInterface());
rewrite('docs/configuration.md', '| input | default | meaning |', 'The step fails (exit 1)', `${interfaceTables()}\n`);
