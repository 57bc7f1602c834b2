/**
 * Checks every answer of a reference service against docs/openapi.json: the body of each
 * response against the document's schema for its path, method and status (or `default`). An
 * answer outside the document (an unknown endpoint, a wrong method) must still be an ErrorBody.
 * Give `onReply` to startService and assert `violations` is empty when the service is done.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Reply } from '../../src/service/route.js';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const document = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as Document;
// The document is one schema resource whose parts are referenced by JSON pointer; OpenAPI's own
// members (paths, responses, ...) are not JSON Schema keywords, hence strict: false.
const ajv = new Ajv2020({ strict: false, allErrors: false });
ajv.addSchema(document, 'openapi.json');
const API = '/api/v1';

const pointer = (...parts: string[]) =>
  `openapi.json#/${parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

function templateOf(path: string): string | undefined {
  const segments = path.split('/');
  return Object.keys(document.paths).find((template) => {
    const parts = template.split('/');
    return parts.length === segments.length && parts.every((part, i) => part.startsWith('{') || part === segments[i]);
  });
}

function schemaRef(method: string, path: string, status: number): string | undefined {
  const template = templateOf(path);
  const operation = template === undefined ? undefined : document.paths[template]?.[method.toLowerCase()];
  if (template === undefined || operation === undefined) return pointer('components', 'schemas', 'ErrorBody');
  const code = String(status) in operation.responses ? String(status) : 'default';
  const schema = operation.responses[code]?.content?.['application/json']?.schema;
  // A response with no schema (the document itself) has nothing to check.
  if (schema === undefined) return undefined;
  return pointer('paths', template, method.toLowerCase(), 'responses', code, 'content', 'application/json', 'schema');
}

export function contractCheck(): {
  onReply: (exchange: { method: string; path: string; reply: Reply }) => void;
  violations: string[];
} {
  const violations: string[] = [];
  const onReply = ({ method, path, reply }: { method: string; path: string; reply: Reply }) => {
    if (!path.startsWith(`${API}/`)) return;
    const ref = schemaRef(method, path.slice(API.length), reply.status);
    if (ref === undefined) return;
    const shown = `${method} ${path} ${reply.status}`;
    const validate = ajv.getSchema(ref);
    if (!validate) return void violations.push(`${shown}: ${ref} does not resolve`);
    if (!validate(reply.body)) violations.push(`${shown}: ${ajv.errorsText(validate.errors)}`);
  };
  return { onReply, violations };
}
