/** The address classifier alone: no request goes to any of these addresses. */
import { describe, expect, it } from 'vitest';
import { isNeverReached, isPrivateAddress } from '../../src/http/address-reach.js';

describe('isNeverReached', () => {
  it.each([
    '169.254.169.254',
    '169.254.170.2',
    '169.254.0.1',
    'fd00:ec2::254',
    '[fd00:ec2::254]',
    'fe80::1',
    '::ffff:169.254.169.254',
    '168.63.129.16',
    '100.100.100.200',
  ])('never reaches %s', (address) => {
    expect(isNeverReached(address)).toBe(true);
  });

  it.each(['127.0.0.1', '::1', '10.0.0.5', '192.168.1.10', 'fd00::1', '93.184.216.34', 'example.com', ''])(
    'leaves %j to the other rules',
    (address) => {
      expect(isNeverReached(address)).toBe(false);
    },
  );
});

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['[::1]', true],
    ['10.1.2.3', true],
    ['192.168.0.10', true],
    ['fd12::1', true],
    ['::ffff:10.0.0.1', true],
    ['169.254.169.254', true],
    ['93.184.216.34', false],
    ['2606:2800:220:1::1', false],
    ['example.com', false],
  ])('%s: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});
