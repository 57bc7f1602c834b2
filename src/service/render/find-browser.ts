/**
 * Which Chromium renders pages: `--chromium PATH`, else PAGEGATE_CHROMIUM, else the first of
 * BROWSER_NAMES on PATH. Debian ships `chromium-headless-shell`; GitHub's Ubuntu runners have
 * Google Chrome. Nothing is downloaded: without a browser, render requests are refused with
 * INSTALL_HINT.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { ServeConfigError } from '../errors.js';

const BROWSER_NAMES = ['chromium-headless-shell', 'chromium', 'google-chrome', 'google-chrome-stable'] as const;

export const INSTALL_HINT =
  'install one (Debian/Ubuntu: apt-get install chromium-headless-shell) or name it with --chromium PATH or ' +
  'PAGEGATE_CHROMIUM';

export interface FoundBrowser {
  path: string;
  /** How it was found, for the line `serve` prints. */
  source: '--chromium' | 'PAGEGATE_CHROMIUM' | 'PATH';
}

/** A path given explicitly must work (a typo is a configuration error); PATH is searched quietly. */
export function findBrowser(flag: string | undefined, env: NodeJS.ProcessEnv): FoundBrowser | null {
  if (flag) return { path: executable(flag, '--chromium'), source: '--chromium' };
  if (env.PAGEGATE_CHROMIUM)
    return { path: executable(env.PAGEGATE_CHROMIUM, 'PAGEGATE_CHROMIUM'), source: 'PAGEGATE_CHROMIUM' };
  for (const name of BROWSER_NAMES) {
    for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
      const path = join(dir, name);
      if (isExecutable(path)) return { path, source: 'PATH' };
    }
  }
  return null;
}

function executable(path: string, where: string): string {
  if (!isExecutable(path)) throw new ServeConfigError(`${where}: "${path}" is not an executable file`);
  return path;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
