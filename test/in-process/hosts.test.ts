/** The hosts an in-process service may reach on private addresses: the run's pages' own, each with its port. */
import { describe, expect, it } from 'vitest';
import { joiningPages, pageHosts } from '../../src/in-process/hosts.js';

describe('pageHosts', () => {
  it.each([
    [['http://127.0.0.1:8080/', 'http://127.0.0.1:8080/pricing'], [{ hostname: '127.0.0.1', port: 8080 }]],
    [['http://[::1]:4000/a'], [{ hostname: '::1', port: 4000 }]],
    [
      ['http://preview.local/', 'https://preview.local/'],
      [
        { hostname: 'preview.local', port: 80 },
        { hostname: 'preview.local', port: 443 },
      ],
    ],
    [['/pricing', 'ftp://127.0.0.1/', 'not a url'], []],
  ])('%j', (urls, hosts) => {
    expect(pageHosts(urls)).toEqual(hosts);
  });
});

describe('joiningPages: pages found in content widen the allowance only on the hosts the user gave', () => {
  const given = pageHosts(['http://127.0.0.1:8080/']);
  it.each([
    [['http://127.0.0.1:8080/docs'], () => false, ['http://127.0.0.1:8080/docs']],
    [['http://127.0.0.1:9999/admin', 'http://169.254.169.254/latest/meta-data/'], () => false, []],
    [
      ['http://preview.internal/'],
      (url: string) => url.startsWith('http://preview.internal/'),
      ['http://preview.internal/'],
    ],
  ])('%j', (found, trusted, joining) => {
    expect(joiningPages(found, given, trusted)).toEqual(joining);
  });
});
