// Writes src/service/analyzer/checks/aria-tables.json from axe-core's own standards tables (ARIA
// roles, and the roles HTML elements allow), so a11y.aria_role judges roles as axe does. axe-core is
// a devDependency; the analyzer carries only the tables, as data (aria-tables.ts reads them). Run
// after updating axe-core: node scripts/write-aria-tables.mjs. test/service/analyzer/checks/
// aria-tables.test.ts fails when the committed file differs from what this writes.
import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

export const ARIA_TABLES_FILE = fileURLToPath(new URL('../src/service/analyzer/checks/aria-tables.json', import.meta.url));

/** The text of aria-tables.json, formatted as `npm run lint` wants it. */
export async function ariaTablesFile() {
  const axe = createRequire(import.meta.url)('axe-core');
  const { ariaRoles, htmlElms } = axe._audit.standards;
  const implicit = axe.commons.standards.implicitHtmlRoles;

  const roles = Object.entries(ariaRoles);
  const named = (type) => roles.filter(([, spec]) => type(spec.type)).map(([name]) => name).sort();

  // Elements whose allowed roles do not depend on their attributes (axe's "variant" elements, such
  // as <a href> or <input type>, are left out: any role is taken as allowed on them).
  const allowed = Object.entries(htmlElms)
    .filter(([, spec]) => spec.allowedRoles === false || Array.isArray(spec.allowedRoles))
    .map(([name, spec]) => {
      const own = spec.allowedRoles === false ? [] : spec.allowedRoles;
      const implicitRole = typeof implicit[name] === 'string' ? [implicit[name]] : [];
      return [name, [...new Set([...own, ...implicitRole])].sort()];
    })
    .sort(([a], [b]) => a.localeCompare(b));

  const tables = {
    $comment: `Written by node scripts/write-aria-tables.mjs from axe-core ${axe.version}'s standards; do not edit.`,
    validRoles: named((type) => type !== 'abstract'),
    abstractRoles: named((type) => type === 'abstract'),
    // Roles each element allows (its implicit role included); an element not listed allows any role.
    allowedRoles: Object.fromEntries(allowed),
  };
  const options = await prettier.resolveConfig(ARIA_TABLES_FILE);
  return prettier.format(JSON.stringify(tables), { ...options, filepath: ARIA_TABLES_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeFile(ARIA_TABLES_FILE, await ariaTablesFile());
