/**
 * The accepted state in the Actions cache, where no cache service answers: the end-to-end tests
 * (test/e2e/accepted-cache.e2e.test.ts) restore and save through a fake one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptedCacheStore } from '../../src/github/accepted-cache.js';

const library = vi.hoisted(() => ({
  isFeatureAvailable: vi.fn(() => true),
  restoreCache: vi.fn(),
  saveCache: vi.fn(),
}));
vi.mock('@actions/cache', () => library);

const platform = Object.getOwnPropertyDescriptor(process, 'platform');

afterEach(() => {
  if (platform) Object.defineProperty(process, 'platform', platform);
  vi.clearAllMocks();
});

describe('the accepted state in the GitHub Actions cache', () => {
  it('is not restored on Windows, whose tar could write outside the restore, and says what to use', async () => {
    Object.defineProperty(process, 'platform', { ...platform, value: 'win32' });
    const store = acceptedCacheStore({
      keys: { prefix: 'pagegate-accepted-v2-0123-', fallbacks: [] },
      commit: 'a'.repeat(40),
      runId: '1',
      attempt: '1',
      workspace: '/runner/work/site',
      directory: '/runner/temp/pagegate-accepted-restore',
    });

    await expect(store.load()).resolves.toEqual({
      kind: 'missing',
      why: 'unavailable',
      cause: 'cache-on-windows',
      detail: 'the GitHub Actions cache is not restored on Windows, where its tar could write outside the restore',
    });
    expect(library.restoreCache).not.toHaveBeenCalled();
  });
});
