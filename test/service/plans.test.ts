import { describe, expect, it } from 'vitest';
import { ServeConfigError } from '../../src/service/errors.js';
import { parseKeyArg, PLANS, workspaceId, workspacesByKey } from '../../src/service/plans.js';

describe('parseKeyArg', () => {
  it.each([
    ['ci-key=agency', ['ci-key', 'agency']],
    ['trial=free', ['trial', 'free']],
    ['abc==basic', ['abc=', 'basic']],
    ['k=pro', ['k', 'pro']],
  ])('reads %s', (arg, expected) => {
    expect(parseKeyArg(arg)).toEqual(expected);
  });

  it.each([
    ['secret-key-123=gold', '--key: plan "gold" is not one of free, basic, pro, agency'],
    ['secret-key-123=', '--key: plan "" is not one of free, basic, pro, agency'],
    ['secret-key-123', '--key: expected KEY=PLAN (for example ci-key=pro)'],
    ['=pro', '--key: expected KEY=PLAN (for example ci-key=pro)'],
    // The in-process service's own plan: no key a user gives may carry it.
    ['secret-key-123=unlimited', '--key: plan "unlimited" is not one of free, basic, pro, agency'],
  ])('refuses %s without repeating the key', (arg, message) => {
    expect(() => parseKeyArg(arg)).toThrow(ServeConfigError);
    expect(() => parseKeyArg(arg)).toThrow(message);
  });
});

describe('plans and workspaces', () => {
  it.each([
    ['free', 50, 0],
    ['basic', 500, 0],
    ['pro', 5000, 500],
    ['agency', 50000, 5000],
    ['unlimited', Number.POSITIVE_INFINITY, 10_000],
  ] as const)('%s: %i reports, %i crawl pages', (plan, reports, pages) => {
    expect(PLANS[plan]).toEqual({ reportAllowance: reports, crawlPageCap: pages });
  });

  it('finds workspaces by a digest of the key, one per key', () => {
    const workspaces = workspacesByKey({ alpha: 'pro', beta: 'free' });
    expect(workspaces.get(workspaceId('alpha'))).toEqual({ id: workspaceId('alpha'), plan: 'pro' });
    expect(workspaces.get(workspaceId('beta'))?.plan).toBe('free');
    expect(workspaceId('alpha')).not.toContain('alpha');
    expect(workspaceId('alpha')).not.toBe(workspaceId('beta'));
    expect(() => workspacesByKey({ '': 'pro' })).toThrow('keys: an API key must not be empty');
  });
});
