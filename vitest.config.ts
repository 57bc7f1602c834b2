import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The e2e and CLI tests run a bundle of the current source, built once per run (not the committed dist/).
    globalSetup: ['test/setup/bundle.ts'],
    // The JSON report lets .ci/run print the plain "N passed, N failed" line CI counts.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    // The service's analysis threads run its TypeScript sources (test/ts-imports.mjs says how).
    execArgv: ['--import', fileURLToPath(new URL('./test/ts-imports.mjs', import.meta.url))],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
