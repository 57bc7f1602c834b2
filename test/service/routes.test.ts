import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES } from '../../src/service/routes.js';

describe('matchRoute', () => {
  it.each([
    ['POST', '/api/v1/reports', '/api/v1/reports', {}],
    ['GET', '/api/v1/reports', '/api/v1/reports', {}],
    ['GET', '/api/v1/reports/lookup', '/api/v1/reports/lookup', {}],
    ['GET', '/api/v1/reports/AbC_-9', '/api/v1/reports/{key}', { key: 'AbC_-9' }],
    ['GET', '/api/v1/site-crawls', '/api/v1/site-crawls', {}],
    ['GET', '/api/v1/site-crawls/7', '/api/v1/site-crawls/{id}', { id: '7' }],
    ['GET', '/api/v1/site-crawls/7/pages', '/api/v1/site-crawls/{id}/pages', { id: '7' }],
    ['GET', '/api/v1/site-crawls/7/pages/3', '/api/v1/site-crawls/{id}/pages/{page_id}', { id: '7', page_id: '3' }],
    ['GET', '/api/v1/site-crawls/7/findings', '/api/v1/site-crawls/{id}/findings', { id: '7' }],
    ['POST', '/reference/site-crawls', '/reference/site-crawls', {}],
  ])('%s %s is %s', (method, path, pattern, params) => {
    const match = matchRoute(ROUTES, method, path);
    expect(match.kind).toBe('found');
    if (match.kind !== 'found') return;
    expect(match.route.path).toBe(pattern);
    expect(match.params).toMatchObject(params);
  });

  it.each([
    ['DELETE', '/api/v1/reports', ['POST', 'GET']],
    ['POST', '/api/v1/reports/abc', ['GET']],
    ['GET', '/reference/site-crawls', ['POST']],
  ])('%s %s is the wrong method (allowed: %j)', (method, path, allow) => {
    expect(matchRoute(ROUTES, method, path)).toEqual({ kind: 'wrong-method', allow });
  });

  it.each(['/api/v1/reports/', '/api/v1/reports/a/b', '/api/v2/reports', '/', '/api/v1/site-crawls//pages'])(
    '%s matches nothing',
    (path) => {
      expect(matchRoute(ROUTES, 'GET', path)).toEqual({ kind: 'none' });
    },
  );

  it('marks exactly the site crawl routes as crawls', () => {
    expect(ROUTES.filter((route) => route.crawls).map((route) => route.path)).toEqual(
      ROUTES.map((route) => route.path).filter((path) => path.includes('site-crawls')),
    );
  });
});
