import { describe, expect, it } from 'vitest';
import { assertAllowedHost, guardedLookup, isBlockedAddress } from '../../../src/service/analyzer/address.js';
import { AnalysisFailure } from '../../../src/service/analyzer/failure.js';

describe('isBlockedAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['100.128.0.1', false],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['255.255.255.255', true],
    ['93.184.216.34', false],
    ['8.8.8.8', false],
    ['::', true],
    ['::1', true],
    ['fd12:3456::1', true],
    ['fc00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:10.0.0.1', true],
    ['::ffff:8.8.8.8', false],
    ['2606:2800:220:1:248:1893:25c8:1946', false],
    ['example.com', false],
  ])('%s: %s', (address, blocked) => {
    expect(isBlockedAddress(address)).toBe(blocked);
  });
});

describe('assertAllowedHost', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1 is a private or local address; the service analyses only public pages'],
    ['[::1]', '[::1] is a private or local address; the service analyses only public pages'],
  ])('refuses the literal %s in one line', (hostname, message) => {
    expect(() => assertAllowedHost(hostname)).toThrow(new AnalysisFailure('blocked_address', message));
  });

  it.each(['93.184.216.34', '[2606:2800:220:1:248:1893:25c8:1946]', 'example.com'])('lets %s through (names go to the lookup)', (hostname) => {
    expect(() => assertAllowedHost(hostname)).not.toThrow();
  });
});

describe('guardedLookup', () => {
  it('refuses a name when any of its addresses is local', async () => {
    // localhost resolves from the hosts file: no query leaves the machine.
    const error = await new Promise((resolve) => guardedLookup('localhost', { all: true }, resolve));
    expect(error).toBeInstanceOf(AnalysisFailure);
    expect((error as AnalysisFailure).code).toBe('blocked_address');
    expect((error as AnalysisFailure).message).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), which is a private or local address/);
  });
});
