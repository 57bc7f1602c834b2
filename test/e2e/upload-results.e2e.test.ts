/**
 * `upload-results: true`: the results file goes to the run's artifacts through @actions/artifact,
 * and the comment's "full results" links the artifact itself; without it, the run's page.
 */
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACT_ID, startFakeArtifacts, type FakeArtifacts } from './fake-artifacts.js';
import { commandLines, onlyComment, pullRequest, readResults, run, useWorld } from './world.js';

const world = useWorld();
let artifacts: FakeArtifacts;
beforeAll(async () => {
  artifacts = await startFakeArtifacts();
});
afterAll(() => artifacts.close());

const RUN_PAGE = 'https://github.com/acme/site/actions/runs/42';

/** The one file of a zip written with a data descriptor, as @actions/artifact's zip stream writes it. */
function unzipOne(zip: Buffer): { name: string; text: string } {
  expect(zip.readUInt32LE(0)).toBe(0x04034b50);
  const nameLength = zip.readUInt16LE(26);
  const start = 30 + nameLength + zip.readUInt16LE(28);
  const method = zip.readUInt16LE(8);
  const end = zip.indexOf(Buffer.from([0x50, 0x4b, 0x07, 0x08]), start);
  const data = zip.subarray(start, end);
  return {
    name: zip.subarray(30, 30 + nameLength).toString('utf8'),
    text: (method === 8 ? inflateRawSync(data) : data).toString('utf8'),
  };
}

describe('upload-results', () => {
  it('uploads the results file as an artifact, outputs its URL and links it as the full results', async () => {
    world().site.deploy(1);
    const gated = await run(
      world(),
      { urls: '/\n/pricing', 'upload-results': 'true', comment: 'always' },
      { event: pullRequest(31), env: artifacts.env },
    );
    expect(gated.code, gated.log).toBe(0);
    const artifactUrl = `${RUN_PAGE}/artifacts/${ARTIFACT_ID}`;
    expect(gated.outputs['results-artifact-url']).toBe(artifactUrl);
    expect(artifacts.calls.map((c) => c.method)).toEqual(['CreateArtifact', 'FinalizeArtifact']);
    expect(artifacts.calls[0]?.body).toMatchObject({
      workflow_run_backend_id: 'run-backend-1',
      workflow_job_run_backend_id: 'job-backend-2',
      name: 'pagegate-results-deploy-gate',
    });
    const zip = artifacts.blobs.get('/blob/pagegate-results-deploy-gate.zip');
    const file = unzipOne(zip ?? Buffer.alloc(0));
    expect(file.name).toBe('pagegate-results.json');
    expect(JSON.parse(file.text)).toEqual(await readResults(gated.outputs['results-file']));
    expect(onlyComment(world(), 31, gated)).toContain(`full results: [the results artifact](${artifactUrl})`);
    expect(gated.summary).toContain(`full results: [the results artifact](${artifactUrl})`);
  });

  it("links the run's page, and outputs no artifact, when upload-results is off", async () => {
    const gated = await run(world(), { urls: '/', comment: 'always' }, { event: pullRequest(32) });
    expect(gated.outputs['results-artifact-url']).toBe('');
    expect(onlyComment(world(), 32, gated)).toContain(`full results: [the run's page](${RUN_PAGE})`);
  });

  it('warns and keeps the verdict when the upload fails (no artifact service)', async () => {
    // No runtime token at all: no artifact service on this runner (nor a cache service, so baseline previous).
    const gated = await run(
      world(),
      { urls: '/', baseline: 'previous', 'upload-results': 'true' },
      { env: { ACTIONS_RUNTIME_TOKEN: '', ACTIONS_CACHE_URL: '' } },
    );
    expect(gated.code, gated.log).toBe(0);
    expect(gated.outputs['results-artifact-url']).toBe('');
    expect(commandLines(gated.log, '::warning')).toEqual([
      expect.stringMatching(
        /^::warning::upload-results: the results file was not uploaded \(.*ACTIONS_RUNTIME_TOKEN.*\); the comment links the run's page instead$/,
      ),
    ]);
  });
});
