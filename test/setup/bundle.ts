/**
 * vitest's global setup: builds the bundle of the current source once per run, the way
 * `npm run bundle` builds dist/ (scripts/bundle.mjs), into a temporary package root, and tells
 * the tests where it is (PAGEGATE_TEST_BUNDLE). The e2e and CLI tests run that bundle, so they
 * test what src/ says, not the committed dist/ (only `npm run check-dist` looks at dist/).
 *
 * A run whose test files never touch the bundle (a unit test run alone) skips the build. Setting
 * PAGEGATE_TEST_BUNDLE before the run reuses a bundle already built there.
 */
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundle } from '../../scripts/bundle.mjs';

const root = new URL('../../', import.meta.url).pathname;
/** The helpers that start the bundle; a test file that imports one of them needs it. */
const USES_BUNDLE = /from '[./]+\/(?:e2e\/|cli\/)?(?:run-cli|runner|world|setup\/bundled)\.js'/;

async function needsBundle(project: TestProject): Promise<boolean> {
  const { testFiles } = await project.globTestFiles(project.vitest.config.filters);
  const sources = await Promise.all(testFiles.map((file) => readFile(file, 'utf8')));
  return sources.some((source) => USES_BUNDLE.test(source));
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.PAGEGATE_TEST_BUNDLE || !(await needsBundle(project))) return undefined;
  const dir = await mkdtemp(join(tmpdir(), 'pagegate-bundle-'));
  // A package root like the repository's: the bundle sits in dist/ beside the other files package.json's
  // `files` names, as `npm pack` takes them, and node_modules is there for the tests' own imports.
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'));
  const { files } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { files: string[] };
  for (const file of ['package.json', ...files.filter((name) => name !== 'dist')]) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await cp(join(root, file), join(dir, file), { recursive: true });
  }
  await bundle(join(dir, 'dist'));
  process.env.PAGEGATE_TEST_BUNDLE = join(dir, 'dist');
  return () => rm(dir, { recursive: true, force: true });
}
