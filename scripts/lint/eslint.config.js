// Type-checked lint of the project's TypeScript; run from the repository root with `npm run lint`.
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default tseslint.config(
  { ignores: ['dist/**', 'lib/**', 'node_modules/**', 'scripts/**', 'bench/**', 'test-results/**'] },
  {
    files: ['src/**/*.ts', 'test/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // zod's `z` export is its whole namespace as one value: a bundle that imports it carries every
      // locale and the JSON Schema converters (600 KB, compiled before the action's first request);
      // `import * as z` lets esbuild keep only the schemas used (130 KB).
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'][importKind='value'] > ImportSpecifier[imported.name='z']",
          message: "import * as z from 'zod' (the named z brings every locale into the bundle)",
        },
      ],
    },
  },
  {
    // Tests read JSON bodies and index into what they just built: asserting the shape is the
    // test's job, and an index past the end fails the test with a TypeError, which is what the
    // non-null rule would protect against. So the no-unsafe family and no-non-null-assertion are
    // off there; the rules that catch real bugs in tests (floating and misused promises, any) stay.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
