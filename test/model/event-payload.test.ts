import { describe, expect, it } from 'vitest';
import { EventPayload } from '../../src/model/event-payload.js';

describe('EventPayload', () => {
  it.each<[string, unknown, EventPayload]>([
    [
      'a pull_request event',
      { action: 'opened', pull_request: { number: 7, title: 'kept out' } },
      { pull_request: { number: 7 } },
    ],
    ['a PR number that is no positive integer', { pull_request: { number: '7' } }, { pull_request: {} }],
    ['a PR number of 0', { pull_request: { number: 0 } }, { pull_request: {} }],
    [
      'an issue that is a PR',
      { issue: { number: 9, pull_request: { url: 'u' } } },
      { issue: { number: 9, pull_request: { url: 'u' } } },
    ],
    [
      'an issue whose pull_request is not an object',
      { issue: { number: 9, pull_request: 'yes' } },
      { issue: { number: 9 } },
    ],
    [
      'a workflow_run of a fork',
      {
        workflow_run: {
          head_sha: 'cccc',
          head_branch: 'feature',
          pull_requests: [],
          head_repository: { owner: { login: 'forker' }, private: false },
        },
      },
      {
        workflow_run: {
          head_sha: 'cccc',
          head_branch: 'feature',
          pull_requests: [],
          head_repository: { owner: { login: 'forker' } },
        },
      },
    ],
    [
      'a malformed field beside a good one',
      { pull_request: 'x', deployment: { sha: 'abc' } },
      { deployment: { sha: 'abc' } },
    ],
    [
      'malformed pull_requests beside a good head_sha',
      { workflow_run: { pull_requests: 'none', head_sha: 'bbbb' } },
      { workflow_run: { head_sha: 'bbbb' } },
    ],
    ['an empty SHA', { deployment: { sha: '' } }, { deployment: {} }],
    [
      'a deployment status, one field of another shape',
      { deployment_status: { environment_url: 42, target_url: 'https://example.com/', created_at: '2026-01-01' } },
      { deployment_status: { target_url: 'https://example.com/', created_at: '2026-01-01' } },
    ],
    ['no payload at all', null, {}],
    ['a payload that is no object', 'not json', {}],
  ])('%s', (_name, payload, expected) => {
    expect(EventPayload.parse(payload)).toEqual(expected);
  });
});
