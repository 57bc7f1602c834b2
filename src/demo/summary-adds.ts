/**
 * The demo prints the PR comment and then only what the job summary adds to it: the two are the
 * same report under two size limits, and printing both in full buried the story under a repeat.
 */
export function summaryAdds(summary: string, comment: string): string[] {
  const inComment = new Map<string, number>();
  for (const line of comment.split('\n')) inComment.set(line, (inComment.get(line) ?? 0) + 1);
  return summary.split('\n').filter((line) => {
    const left = inComment.get(line) ?? 0;
    if (left > 0) inComment.set(line, left - 1);
    return left === 0 && line.trim() !== '';
  });
}

/** What the demo prints for the job summary after the comment. */
export function summaryNote(summary: string, comment: string): string {
  const added = summaryAdds(summary, comment);
  if (added.length === 0)
    return 'The job summary holds the same report, without the hidden marker: the comment fits its limit whole.';
  return `The job summary holds the same report, without the hidden marker, and adds:\n\n${added.join('\n')}`;
}
