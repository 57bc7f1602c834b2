/**
 * nock for a test file: no request leaves the machine (loopback stays reachable for the real-server
 * tests), and every interceptor is dropped after each test so one test's mocks never answer another.
 */
import nock from 'nock';
import { afterAll, afterEach, beforeAll } from 'vitest';

export function guardNetwork(): void {
  beforeAll(() => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
  });
  afterEach(() => {
    nock.cleanAll();
  });
  afterAll(() => {
    nock.enableNetConnect();
  });
}
