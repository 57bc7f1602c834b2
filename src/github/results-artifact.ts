/**
 * `upload-results: true`: the results file as a workflow artifact, so the comment's "full
 * results" is something a reviewer can download. @actions/artifact (with the Azure storage SDK
 * under it) loads only here, only when asked: most runs never pay for it.
 */
import { dirname } from 'node:path';

interface RunPlace {
  serverUrl: string;
  repository: string;
  runId: string;
}

/** `besides`: files uploaded with the results file (the HTML report), when they stand in its directory. */
export async function uploadResultsArtifact(
  file: string,
  tag: string,
  run: RunPlace,
  besides: readonly string[] = [],
): Promise<{ id: number; url: string }> {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const files = [file, ...besides.filter((other) => dirname(other) === dirname(file))];
  const { id } = await new DefaultArtifactClient().uploadArtifact(artifactName(tag), files, dirname(file));
  if (id === undefined) throw new Error('the artifact service answered without an artifact id');
  return { id, url: `${run.serverUrl}/${run.repository}/actions/runs/${run.runId}/artifacts/${id}` };
}

/** One artifact per gate of a run (artifact names are unique per run); GitHub refuses these characters in a name. */
function artifactName(tag: string): string {
  return `pagegate-results-${tag.replace(/[\\/":<>|*?\r\n]+/g, '-')}`;
}
