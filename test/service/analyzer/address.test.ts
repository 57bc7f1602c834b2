import { describe, expect, it, vi } from 'vitest';
import {
  assertAllowedHost,
  guardedLookup,
  isBlockedAddress,
  parseAllowance,
} from '../../../src/service/analyzer/address.js';
import { AnalysisFailure } from '../../../src/service/analyzer/failure.js';

// A DNS64 resolver answers a v4-only name with a NAT64 AAAA; this one does for nat64.example, offline.
vi.mock('node:dns', async (importOriginal) => {
  const dns = await importOriginal<typeof import('node:dns')>();
  const lookup = (hostname: string, options: object, callback: (...args: unknown[]) => void) => {
    if (hostname === 'nat64.example') return callback(null, [{ address: '64:ff9b::a00:1', family: 6 }]);
    return dns.lookup(hostname, options, callback as never);
  };
  return { ...dns, lookup, default: { ...dns, lookup } };
});

type Row = [address: string, blocked: boolean];

// One table per range: a blocked address inside it, and a public one just outside where there is one.
describe.each<[range: string, rows: Row[]]>([
  [
    'this network 0.0.0.0/8',
    [
      ['0.0.0.0', true],
      ['0.1.2.3', true],
    ],
  ],
  [
    'private 10.0.0.0/8',
    [
      ['10.1.2.3', true],
      ['11.0.0.1', false],
    ],
  ],
  [
    'carrier-grade NAT 100.64.0.0/10',
    [
      ['100.64.0.1', true],
      ['100.128.0.1', false],
    ],
  ],
  [
    'loopback 127.0.0.0/8',
    [
      ['127.0.0.1', true],
      ['127.255.0.9', true],
    ],
  ],
  ['link-local 169.254.0.0/16', [['169.254.169.254', true]]],
  [
    'private 172.16.0.0/12',
    [
      ['172.16.0.1', true],
      ['172.31.255.255', true],
      ['172.32.0.1', false],
    ],
  ],
  [
    'IETF protocol assignments 192.0.0.0/24',
    [
      ['192.0.0.1', true],
      ['192.0.0.170', true],
      ['192.0.1.1', false],
    ],
  ],
  ['documentation 192.0.2.0/24', [['192.0.2.10', true]]],
  ['documentation 198.51.100.0/24', [['198.51.100.7', true]]],
  ['documentation 203.0.113.0/24', [['203.0.113.9', true]]],
  ['private 192.168.0.0/16', [['192.168.1.1', true]]],
  [
    'benchmarking 198.18.0.0/15',
    [
      ['198.18.0.1', true],
      ['198.19.255.255', true],
      ['198.20.0.1', false],
    ],
  ],
  [
    'Azure WireServer 168.63.129.16',
    [
      ['168.63.129.16', true],
      ['168.63.129.17', false],
    ],
  ],
  [
    'multicast 224.0.0.0/4',
    [
      ['224.0.0.1', true],
      ['239.255.255.250', true],
    ],
  ],
  [
    'reserved 240.0.0.0/4 and broadcast',
    [
      ['240.0.0.1', true],
      ['255.255.255.255', true],
    ],
  ],
  [
    'public IPv4',
    [
      ['93.184.216.34', false],
      ['8.8.8.8', false],
    ],
  ],
  [
    'unspecified and loopback IPv6',
    [
      ['::', true],
      ['::1', true],
    ],
  ],
  [
    'unique local fc00::/7',
    [
      ['fc00::1', true],
      ['fd12:3456::1', true],
    ],
  ],
  [
    'link-local fe80::/10',
    [
      ['fe80::1', true],
      ['fe80::1%eth0', true],
    ],
  ],
  [
    'site-local fec0::/10',
    [
      ['fec0::1', true],
      ['feff::1', true],
    ],
  ],
  ['multicast ff00::/8', [['ff02::1', true]]],
  [
    'documentation 2001:db8::/32 and 3fff::/20',
    [
      ['2001:db8::1', true],
      ['3fff::1', true],
    ],
  ],
  ['discard 100::/64', [['100::1', true]]],
  ['unallocated outside 2000::/3', [['4000::1', true]]],
  ['public IPv6', [['2606:2800:220:1:248:1893:25c8:1946', false]]],
  [
    'IPv4-mapped ::ffff:0:0/96',
    [
      ['::ffff:127.0.0.1', true],
      ['::ffff:10.0.0.1', true],
      ['::ffff:8.8.8.8', false],
    ],
  ],
  [
    'IPv4-compatible ::a.b.c.d',
    [
      ['::127.0.0.1', true],
      ['::192.168.0.1', true],
      ['::8.8.8.8', false],
    ],
  ],
  [
    'IPv4-translated ::ffff:0:0:0/96',
    [
      ['::ffff:0:127.0.0.1', true],
      ['::ffff:0:8.8.8.8', false],
    ],
  ],
  [
    'NAT64 64:ff9b::/96',
    [
      ['64:ff9b::127.0.0.1', true],
      ['64:ff9b::10.0.0.1', true],
      ['64:ff9b::a9fe:a9fe', true],
      ['64:ff9b::8.8.8.8', false],
    ],
  ],
  // 10.0.0.1 after a /48 prefix (skipping the u octet), and at the /96 position.
  [
    'NAT64 local-use 64:ff9b:1::/48',
    [
      ['64:ff9b:1:a00:0:100::', true],
      ['64:ff9b:1::10.0.0.1', true],
    ],
  ],
  [
    '6to4 2002::/16',
    [
      ['2002:7f00:1::', true],
      ['2002:a9fe:a9fe::1', true],
      ['2002:808:808::1', false],
    ],
  ],
  // Server 8.8.8.8 with client 127.0.0.1 (stored inverted), then the reverse, then both public.
  [
    'Teredo 2001::/32',
    [
      ['2001:0:808:808::80ff:fffe', true],
      ['2001:0:7f00:1::f7f7:f7f7', true],
      ['2001:0:808:808::f7f7:f7f7', false],
    ],
  ],
  ['host names are left to the lookup', [['example.com', false]]],
])('isBlockedAddress: %s', (_, rows) => {
  it.each(rows)('%s: %s', (address, blocked) => {
    expect(isBlockedAddress(address)).toBe(blocked);
  });
});

describe('assertAllowedHost', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1 is a private or local address; the service analyses only public pages'],
    ['[::1]', '[::1] is a private or local address; the service analyses only public pages'],
  ])('refuses the literal %s in one line', (hostname, message) => {
    expect(() => assertAllowedHost(hostname, 80)).toThrow(new AnalysisFailure('blocked_address', message));
  });

  it.each(['93.184.216.34', '[2606:2800:220:1:248:1893:25c8:1946]', 'example.com'])(
    'lets %s through (names go to the lookup)',
    (hostname) => {
      expect(() => assertAllowedHost(hostname, 80)).not.toThrow();
    },
  );

  it('lets through exactly the allowed address:port pairs', () => {
    const allowance = parseAllowance(['127.0.0.1:4001', '[::1]:4002']);
    expect(() => assertAllowedHost('127.0.0.1', 4001, allowance)).not.toThrow();
    expect(() => assertAllowedHost('[::1]', 4002, allowance)).not.toThrow();
    expect(() => assertAllowedHost('[0:0:0:0:0:0:0:1]', 4002, allowance)).not.toThrow();
    expect(() => assertAllowedHost('127.0.0.1', 4002, allowance)).toThrow(AnalysisFailure);
    expect(() => assertAllowedHost('127.0.0.2', 4001, allowance)).toThrow(AnalysisFailure);
    expect(() => assertAllowedHost('[::ffff:127.0.0.1]', 4002, allowance)).toThrow(AnalysisFailure);
  });
});

describe('parseAllowance', () => {
  it.each(['127.0.0.1', 'localhost:80', '127.0.0.1:0', '127.0.0.1:70000', '[::1]'])(
    'refuses %s in one line',
    (entry) => {
      expect(() => parseAllowance([entry])).toThrow(
        `--allow-private: "${entry}" is not ADDRESS:PORT (e.g. 127.0.0.1:8080 or [::1]:8080)`,
      );
    },
  );
});

describe('guardedLookup', () => {
  // localhost resolves from the hosts file: no query leaves the machine.
  const lookup = (port: number, allowance: readonly string[] | boolean) =>
    new Promise<unknown>((resolve) =>
      guardedLookup(port, allowance)('localhost', { all: true }, (error, addresses) => resolve(error ?? addresses)),
    );

  it('refuses a name when any of its addresses is local', async () => {
    const error = await lookup(80, false);
    expect(error).toBeInstanceOf(AnalysisFailure);
    expect((error as AnalysisFailure).code).toBe('blocked_address');
    expect((error as AnalysisFailure).message).toMatch(
      /^localhost resolves to (127\.0\.0\.1|::1), which is a private or local address/,
    );
  });

  it('refuses a name whose AAAA is the NAT64 form of a private IPv4', async () => {
    const error = await new Promise((resolve) => guardedLookup(80)('nat64.example', { all: true }, resolve));
    expect((error as AnalysisFailure).message).toBe(
      'nat64.example resolves to 64:ff9b::a00:1, which is a private or local address; the service analyses only public pages',
    );
  });

  it('lets a name through on an allowed port only', async () => {
    const allowance = parseAllowance(['127.0.0.1:4001', '[::1]:4001']);
    expect(await lookup(4001, allowance)).toEqual(
      expect.arrayContaining([expect.objectContaining({ address: expect.any(String) })]),
    );
    expect(await lookup(4002, allowance)).toBeInstanceOf(AnalysisFailure);
  });
});
