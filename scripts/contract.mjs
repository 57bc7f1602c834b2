// The contract documents in docs/, each generated from the zod schemas that are the source of the
// types: the v1 interface as OpenAPI 3.1 (src/service/contract/openapi.ts), the results file and
// the accepted state and the config file as JSON Schema 2020-12, and the service's error table
// (src/service/contract/error-table.ts). `npm run contract` writes them; test/contract/ fails when
// a committed one differs from what the schemas generate.
// Run with test/ts-imports.mjs imported (npm run contract does), so Node runs the TypeScript sources.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AcceptedState } from '../src/model/accepted.ts';
import { ConfigFile } from '../src/model/config-file.ts';
import { Results } from '../src/model/results.ts';
import { errorTableMarkdown } from '../src/service/contract/error-table.ts';
import { openApiDocument } from '../src/service/contract/openapi.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

function jsonSchema(schema, id, title) {
  // io: 'input' describes what a reader accepts: members with defaults may be left out.
  return { $id: id, title, ...z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' }) };
}

/** docs/<name> -> its text, as committed. */
export function contractFiles() {
  const documents = {
    'openapi.json': openApiDocument(),
    'results.schema.json': jsonSchema(Results, 'results.schema.json', 'pagegate results file, version 1'),
    'accepted.schema.json': jsonSchema(AcceptedState, 'accepted.schema.json', 'pagegate accepted state'),
    'config.schema.json': jsonSchema(ConfigFile, 'config.schema.json', 'pagegate config file'),
  };
  const json = Object.entries(documents).map(([name, doc]) => [name, `${JSON.stringify(doc, null, 2)}\n`]);
  return Object.fromEntries([...json, ['service-errors.md', errorTableMarkdown()]]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, text] of Object.entries(contractFiles())) writeFileSync(join(root, 'docs', name), text);
}
