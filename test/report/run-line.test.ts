/** "full results" points where a reviewer can click: the artifact, else the run's page; a path only without a run. */
import { describe, expect, it } from 'vitest';
import { resultsPlace } from '../../src/report/run-line.js';

const RUN = 'https://github.com/acme/site/actions/runs/42';
const ARTIFACT = `${RUN}/artifacts/9001`;

describe('resultsPlace', () => {
  it.each([
    ['the uploaded artifact', { artifactUrl: ARTIFACT, url: RUN }, `[the results artifact](${ARTIFACT})`],
    ["the run's page when nothing was uploaded", { artifactUrl: null, url: RUN }, `[the run's page](${RUN})`],
    ['the path where there is no run (the CLI)', {}, '`/work/pagegate-results.json`'],
    [
      'no link to an address that could end the link early',
      { url: 'https://x.test/a)(b' },
      '`/work/pagegate-results.json`',
    ],
  ])('%s', (_, run, shown) => {
    expect(resultsPlace({ name: 'deploy', resultsFile: '/work/pagegate-results.json', ...run })).toBe(shown);
  });
});
