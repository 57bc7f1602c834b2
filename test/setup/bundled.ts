/** Where the tests find the bundle of the current source that test/setup/bundle.ts built for this run. */
import { dirname, join } from 'node:path';

export function bundled(file: string): string {
  const dir = process.env.PAGEGATE_TEST_BUNDLE;
  if (!dir) throw new Error('no bundle for this run: import the helper through run-cli.js, runner.js or world.js');
  return join(dir, file);
}

/** The package root around the bundle: package.json, action.yml, README.md and dist/, as npm packs them. */
export function bundledPackage(): string {
  return dirname(bundled('.'));
}
