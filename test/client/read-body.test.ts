import { describe, expect, it } from 'vitest';
import { secretScrubber } from '../../src/text/secrets.js';
import { readAs, readJson } from '../../src/client/read-body.js';
import { fieldPath } from '../../src/model/zod-issue.js';
import { PendingBody, ReportEnvelope } from '../../src/model/resources.js';
import type { HttpAnswer } from '../../src/client/transport.js';
import { ServiceError } from '../../src/errors.js';
import { fixture } from './test-client.js';

const endpoint = 'GET /reports/{key}';
const ok = (text: string): HttpAnswer => ({
  status: 200,
  text,
  safeText: text,
  headers: {},
  scrub: secretScrubber([]),
});

function withReport(change: (report: Record<string, unknown>) => void): Record<string, unknown> {
  const body = fixture<{ report: Record<string, unknown> }>('report-complete');
  change(body.report);
  return body;
}

describe('fieldPath', () => {
  it.each([
    [[], 'the body'],
    [['report'], 'report'],
    [['report', 'findings', 0, 'impact'], 'report.findings[0].impact'],
  ])('%j -> %s', (path, expected) => {
    expect(fieldPath(path)).toBe(expected);
  });
});

describe('readAs', () => {
  it.each([
    ['a fractional score', withReport((r) => (r.score = 82.5)), 'report.score: expected an integer, got a number'],
    ['a score as text', withReport((r) => (r.score = 'high')), 'report.score: expected a number, got a string'],
    ['a missing title', withReport((r) => delete r.title), 'report.title: expected a string, got no value'],
    [
      'findings as an object',
      withReport((r) => (r.findings = {})),
      'report.findings: expected an array, got an object',
    ],
    [
      'a finding impact of null',
      withReport((r) => ((r.findings as Record<string, unknown>[])[0]!.impact = null)),
      'report.findings[0].impact: expected a number, got null',
    ],
    ['an array body', [], 'the body: expected an object, got an array'],
  ])('names the field of %s', (_name, body, detail) => {
    const error = (() => {
      try {
        readAs(ReportEnvelope, body, ok(JSON.stringify(body)), endpoint);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({
      code: 'invalid_response',
      status: 200,
      message: `${endpoint}: invalid response: ${detail}`,
    });
  });

  it('names the deepest branch of a union', () => {
    expect(() => readAs(PendingBody, { report: { status: 3 } }, ok(''), endpoint)).toThrow(
      `${endpoint}: invalid response: report.status: expected a string, got an integer`,
    );
  });

  it('keeps what it does not know', () => {
    const body = fixture('report-extra-fields');
    expect(readAs(ReportEnvelope, body, ok(''), endpoint)).toEqual(body);
  });
});

describe('readJson', () => {
  it.each([
    ['', 'the body is empty'],
    ['<html>oops</html>', 'the body is not JSON'],
  ])('%j -> %s', (text, detail) => {
    expect(() => readJson(ok(text), endpoint)).toThrow(`${endpoint}: invalid response: ${detail}`);
  });
});
