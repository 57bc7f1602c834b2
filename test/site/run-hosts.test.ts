/** The run's hosts and the address classifier as functions: no request goes to any address here. */
import { describe, expect, it } from 'vitest';
import { addressRefusal, isRunHost, runHosts } from '../../src/site/run-hosts.js';

const GIVEN = runHosts(['http://127.0.0.1:8080/', 'https://site.example/docs/'], []);
const NEVER = 'a link-local or metadata address, which is never requested';
const PRIVATE = 'a private address on a host the run was not given (site-url, urls, sitemap)';

describe('isRunHost', () => {
  it.each([
    ['a page the user gave', 'http://127.0.0.1:8080/sitemap.xml', GIVEN, true],
    ['another path on a host the user gave', 'https://site.example/other.xml', GIVEN, true],
    ['its default port spelled out', 'https://site.example:443/a', GIVEN, true],
    ['another port of a host the user gave', 'http://127.0.0.1:8081/child.xml', GIVEN, false],
    ['another scheme (and port)', 'http://site.example/a', GIVEN, false],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/', GIVEN, false],
    ['another host', 'https://cdn.example/s.xml', GIVEN, false],
    [
      'another host allowed-sites lets through',
      'https://cdn.example/s.xml',
      runHosts([], ['https://cdn.example']),
      true,
    ],
    ['not a URL', 'nonsense', GIVEN, false],
  ])('%s', (_, target, hosts, expected) => {
    expect(isRunHost(target, hosts)).toBe(expected);
  });
});

describe('addressRefusal', () => {
  it.each([
    ['the metadata address, even on a host the user gave', 'http://169.254.169.254/', ['169.254.169.254'], NEVER],
    ['a name that resolves to it', 'http://127.0.0.1:8080/', ['127.0.0.1', '169.254.169.254'], NEVER],
    ['IPv6 metadata', 'http://[fd00:ec2::254]/', ['fd00:ec2::254'], NEVER],
    ['another loopback port', 'http://127.0.0.1:9/admin', ['127.0.0.1'], PRIVATE],
    ['a private address on another host', 'https://cdn.example/', ['10.0.0.5'], PRIVATE],
  ])('refuses %s', (_, target, addresses, why) => {
    expect(addressRefusal(target, addresses, GIVEN)).toBe(`${target}, ${why}`);
  });

  it.each([
    ['a loopback port the user gave', 'http://127.0.0.1:8080/a', ['127.0.0.1'], GIVEN],
    ['a public address on another host', 'https://cdn.example/', ['93.184.216.34'], GIVEN],
    [
      'a private host allowed-sites lets through',
      'http://127.0.0.1:9/',
      ['127.0.0.1'],
      runHosts([], ['http://127.0.0.1:9']),
    ],
  ])('leaves %s to the request', (_, target, addresses, hosts) => {
    expect(addressRefusal(target, addresses, hosts)).toBeNull();
  });
});
