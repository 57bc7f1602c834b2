import { describe, expect, it } from 'vitest';
import { acceptedCacheKeys, siteOrigin, workflowPath } from '../../src/github/accepted-cache-key.js';

const scope = {
  repository: 'acme/site',
  workflow: '.github/workflows/deploy.yml',
  site: 'https://www.example.com',
  tag: null,
};

describe('acceptedCacheKeys', () => {
  it('does not depend on the job or the default comment-tag: a renamed job keeps its state', () => {
    expect(acceptedCacheKeys(scope, 'deploy/gate').prefix).toBe(acceptedCacheKeys(scope, 'deploy/check').prefix);
  });

  it.each([
    ['the repository', { repository: 'acme/other' }],
    ['the workflow file', { workflow: '.github/workflows/preview.yml' }],
    ['the site', { site: 'https://docs.example.com' }],
    ['a comment-tag given on purpose', { tag: 'docs' }],
  ])('differs by %s', (_, changed) => {
    expect(acceptedCacheKeys({ ...scope, ...changed }, 'deploy/gate').prefix).not.toBe(
      acceptedCacheKeys(scope, 'deploy/gate').prefix,
    );
  });

  it('falls back to the workflow without a site, then to the key shape of earlier versions', () => {
    const keys = acceptedCacheKeys(scope, 'deploy/gate');
    expect(keys.prefix).toMatch(/^pagegate-accepted-v2-[0-9a-f]{20}-$/);
    expect(keys.fallbacks).toEqual([
      acceptedCacheKeys({ ...scope, site: null }, 'x').prefix,
      'pagegate-accepted-deploy/gate-',
    ]);
    expect(acceptedCacheKeys({ ...scope, site: null }, 'a,b').fallbacks).toEqual(['pagegate-accepted-a_b-']);
  });

  it('names a comment-tag given on purpose, readable, without commas', () => {
    expect(acceptedCacheKeys({ ...scope, tag: 'docs,en' }, 'docs,en').prefix).toMatch(
      /^pagegate-accepted-v2-docs_en-[0-9a-f]{20}-$/,
    );
  });
});

describe('workflowPath', () => {
  it.each([
    ['acme/site/.github/workflows/deploy.yml@refs/heads/main', '.github/workflows/deploy.yml'],
    ['acme/site/.github/workflows/deploy.yml@refs/pull/7/merge', '.github/workflows/deploy.yml'],
    ['other/repo/.github/workflows/deploy.yml@refs/heads/main', null],
    [undefined, null],
  ])('%s: %s', (ref, path) => {
    expect(workflowPath(ref, 'acme/site')).toBe(path);
  });
});

describe('siteOrigin', () => {
  it.each([
    ['https://WWW.Example.com/docs/', 'https://www.example.com'],
    ['  ', null],
    [undefined, null],
  ])('%j: %j', (given, origin) => {
    expect(siteOrigin(given)).toBe(origin);
  });
});
