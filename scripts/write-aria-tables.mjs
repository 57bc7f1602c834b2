// Writes src/service/analyzer/checks/aria-tables.json from axe-core's own standards tables (ARIA
// roles, the roles HTML elements allow given their attributes, and the language codes axe accepts),
// so a11y.aria_role and a11y.html_lang_valid judge as axe does. axe-core is a devDependency; the
// analyzer carries only the tables, as data (aria-tables.ts reads them). Run after updating
// axe-core: node scripts/write-aria-tables.mjs. test/service/analyzer/checks/aria-tables.test.ts
// fails when the committed file differs from what this writes.
import { createRequire } from 'node:module';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

export const ARIA_TABLES_FILE = fileURLToPath(
  new URL('../src/service/analyzer/checks/aria-tables.json', import.meta.url),
);

// The variant matchers element-roles.ts evaluates; an axe-core that uses another fails here, not silently.
const MATCHERS = new Set(['attributes', 'properties', 'hasChild', 'hasAccessibleName', 'isSummaryForDetails']);

// axe's aria-allowed-role allows these DPUB roles only where they equal the element's implicit role's
// type; the list is written in axe's code (getElementUnallowedRoles), not in its standards.
const DPUB_ROLES = [
  'doc-backlink',
  'doc-biblioentry',
  'doc-biblioref',
  'doc-cover',
  'doc-endnote',
  'doc-glossref',
  'doc-noteref',
];

// The values of an <input>'s IDL type: axe decides an input's implicit role from it in code.
const INPUT_TYPES = [
  'hidden',
  'text',
  'search',
  'tel',
  'url',
  'email',
  'password',
  'date',
  'month',
  'week',
  'time',
  'datetime-local',
  'number',
  'range',
  'color',
  'checkbox',
  'radio',
  'file',
  'submit',
  'image',
  'reset',
  'button',
];

function checkedMatch(element, matches) {
  for (const definition of [matches].flat()) {
    if (typeof definition === 'string') continue;
    const unknown = Object.keys(definition).find((name) => !MATCHERS.has(name));
    if (unknown !== undefined) throw new Error(`<${element}>: axe-core's matcher "${unknown}" is not evaluated`);
  }
  return matches;
}

/** Allowed roles in axe's forms (true: any, false: none, a list), sorted. */
const sorted = (roles) => (Array.isArray(roles) ? [...roles].sort() : roles);

/** The text of aria-tables.json, formatted as `npm run lint` wants it. */
export async function ariaTablesFile() {
  const axe = createRequire(import.meta.url)('axe-core');
  const { ariaRoles, htmlElms } = axe._audit.standards;
  const implicit = axe.commons.standards.implicitHtmlRoles;

  const roles = Object.entries(ariaRoles);
  const named = (type) =>
    roles
      .filter(([, spec]) => type(spec.type))
      .map(([name]) => name)
      .sort();

  // Each element as axe's getElementSpec reads it: its own allowed roles, then each variant whose
  // matcher holds (in order, the later winning), then the default variant's for what is still unset.
  const elements = Object.entries(htmlElms)
    .map(([name, { allowedRoles, variant }]) => {
      const spec = {};
      if (allowedRoles !== undefined) spec.allowedRoles = sorted(allowedRoles);
      if (variant !== undefined) {
        const { default: fallback, ...others } = variant;
        spec.variants = Object.values(others).map((entry) => ({
          matches: checkedMatch(name, entry.matches),
          ...(entry.allowedRoles === undefined ? {} : { allowedRoles: sorted(entry.allowedRoles) }),
        }));
        if (fallback?.allowedRoles !== undefined) spec.defaultRoles = sorted(fallback.allowedRoles);
      }
      return [name, spec];
    })
    .sort(([a], [b]) => a.localeCompare(b));

  const tables = {
    $comment: `Written by node scripts/write-aria-tables.mjs from axe-core ${axe.version}'s standards; do not edit.`,
    validRoles: named((type) => type !== 'abstract'),
    abstractRoles: named((type) => type === 'abstract'),
    // Roles that must have an accessible name (image-alt checks an <img> with one of these roles).
    nameRequiredRoles: named(() => true).filter((role) => ariaRoles[role].accessibleNameRequired),
    // ARIA attributes allowed on every element: one of them keeps role="none" from taking effect.
    globalAttributes: Object.keys(axe._audit.standards.ariaAttrs)
      .filter((name) => axe._audit.standards.ariaAttrs[name].global)
      .sort(),
    dpubRoleTypes: Object.fromEntries(DPUB_ROLES.map((role) => [role, ariaRoles[role].type])),
    // Implicit roles axe gives whatever the context (a function in axe decides the others), allowed
    // as an explicit role too.
    implicitRoles: Object.fromEntries(
      Object.entries(implicit)
        .filter(([, role]) => typeof role === 'string')
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
    // An <input>'s implicit role to axe by its type, without a `list` (with one, text fields are
    // comboboxes): axe's own, where it differs from HTML-AAM's (a password field is a textbox).
    inputImplicitRoles: Object.fromEntries(
      INPUT_TYPES.map((type) => [type, implicit.input({ hasAttr: () => false, props: { type } })]),
    ),
    // Roles by element; an element not listed allows any role.
    elements: Object.fromEntries(elements),
    // The primary language subtags axe's valid-lang accepts (axe.utils.validLangs), space-separated.
    languages: axe.utils.validLangs().join(' '),
  };
  const options = await prettier.resolveConfig(ARIA_TABLES_FILE);
  return prettier.format(JSON.stringify(tables), { ...options, filepath: ARIA_TABLES_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeFile(ARIA_TABLES_FILE, await ariaTablesFile());
