import { describe, expect, it } from 'vitest';
import { booleanFlags, EXIT, exitCodeFor, parseCommandArgs, UsageError } from '../../src/cli/usage.js';
import { nearest } from '../../src/text/nearest.js';
import {
  ConfigError,
  InvalidRequestError,
  PagegateError,
  ServiceError,
  TransportError,
  UnconfirmedSubmitError,
} from '../../src/errors.js';
import { ServeConfigError, ServeError } from '../../src/service/errors.js';

const serviceError = (status: number, code: string) =>
  new ServiceError(`GET /reports: ${status} ${code}`, { status, code, endpoint: 'GET /reports' });

describe('exitCodeFor', () => {
  it.each<[string, unknown, number]>([
    ['a ConfigError', new ConfigError('min-score: "x" is not a whole number'), EXIT.usage],
    ['a bad option of the reference service', new ServeConfigError('--faults: expected 503=VALUE'), EXIT.usage],
    ['a failure inside the reference service', new ServeError('a complete report has no stored result'), EXIT.analysis],
    ['a UsageError', new UsageError('pagegate check: unknown option'), EXIT.usage],
    ['a rejected key (401)', serviceError(401, 'unauthorized'), EXIT.analysis],
    ['a plan that excludes crawls (403)', serviceError(403, 'plan_excluded'), EXIT.analysis],
    ['a bad request parameter', new InvalidRequestError('limit must be an integer from 1 to 100, got 0'), EXIT.usage],
    ['a service failure (500)', serviceError(500, 'internal'), EXIT.analysis],
    ['an exhausted allowance (402)', serviceError(402, 'allowance_exhausted'), EXIT.analysis],
    [
      'no answer at all',
      new TransportError('GET /reports: connection refused', {
        endpoint: 'GET /reports',
        failure: 'network',
        sent: false,
      }),
      EXIT.analysis,
    ],
    ['an unfinished crawl', new PagegateError('crawl 3 is running, not done'), EXIT.analysis],
    [
      'an unconfirmed submit',
      new UnconfirmedSubmitError('POST /reports: not resubmitted', { endpoint: 'POST /reports' }),
      EXIT.analysis,
    ],
    [
      'a plain Error named like one of ours',
      Object.assign(new Error('limit must be 1 to 100'), { name: 'InvalidRequestError' }),
      EXIT.analysis,
    ],
    ['a plain Error', new Error('boom'), EXIT.analysis],
    ['a thrown string', 'boom', EXIT.analysis],
  ])('%s exits %i', (_, error, code) => {
    expect(exitCodeFor(error)).toBe(code);
  });

  it('keeps the promised numbers', () => {
    expect(EXIT).toEqual({ pass: 0, failed: 1, usage: 2, analysis: 3 });
  });
});

describe('parseCommandArgs', () => {
  const options = { output: { type: 'string', short: 'o' }, json: { type: 'boolean' } } as const;

  it('reads flags, positionals and --help', () => {
    const { values, positionals } = parseCommandArgs(
      'merge',
      ['a.json', '-o', 'out.json', '--json', 'b.json', '-h'],
      options,
    );
    expect(values).toEqual({ output: 'out.json', json: true, help: true });
    expect(positionals).toEqual(['a.json', 'b.json']);
  });

  // Node's own wording follows the command name; the anchored pattern also proves it is one line.
  it.each([
    [['--nope'], /^pagegate merge: unknown flag --nope \(see pagegate merge --help\)$/],
    [['-x'], /^pagegate merge: unknown flag -x \(see pagegate merge --help\)$/],
    [['--nope=1'], /^pagegate merge: unknown flag --nope \(see pagegate merge --help\)$/],
    [
      ['--outptu', 'x'],
      /^pagegate merge: unknown flag --outptu \(did you mean --output\?\) \(see pagegate merge --help\)$/,
    ],
    [['--jso'], /^pagegate merge: unknown flag --jso \(did you mean --json\?\) \(see pagegate merge --help\)$/],
    [['--output'], /^pagegate merge: Option '-o, --output <value>' argument missing \(see pagegate merge --help\)$/],
  ])('turns %j into one UsageError line pointing at the help', (argv, message) => {
    const parse = () => parseCommandArgs('merge', argv, options);
    expect(parse).toThrow(UsageError);
    expect(parse).toThrow(message);
  });
});

describe('booleanFlags: a boolean input written any way a user would', () => {
  const booleans = new Set(['render']);
  it.each([
    [['--render'], ['--render=true']],
    [
      ['--render', 'https://a.test/'],
      ['--render=true', 'https://a.test/'],
    ],
    [
      ['--render', '--json'],
      ['--render=true', '--json'],
    ],
    [
      ['--render', 'true'],
      ['--render', 'true'],
    ],
    [
      ['--render', 'FALSE'],
      ['--render', 'FALSE'],
    ],
    [
      ['--render', 'yes', '/'],
      ['--render', 'yes', '/'],
    ],
    [
      ['--render', '/about'],
      ['--render=true', '/about'],
    ],
    [['--render=false'], ['--render=false']],
    [['--no-render'], ['--render=false']],
    [['--no-json'], ['--no-json']],
    [
      ['--', '--render'],
      ['--', '--render'],
    ],
  ])('%j is %j', (argv, expected) => {
    expect(booleanFlags(argv, booleans)).toEqual(expected);
  });

  it('parses to the value the input reads', () => {
    const options = { render: { type: 'string' } } as const;
    expect(parseCommandArgs('check', ['--render'], options, booleans).values.render).toBe('true');
    expect(parseCommandArgs('check', ['--no-render'], options, booleans).values.render).toBe('false');
  });
});

describe('nearest', () => {
  const flags = ['min-score', 'max-critical', 'max-score-drop', 'render', 'results-file', 'check'];
  it.each([
    ['min-scor', 'min-score'],
    ['max-critcal', 'max-critical'],
    ['rendr', 'render'],
    ['results', 'results-file'],
    ['chek', 'check'],
    ['zzz', null],
    ['max', null],
    ['', null],
  ])('%s: %s', (word, expected) => {
    expect(nearest(word, flags)).toBe(expected);
  });
});
