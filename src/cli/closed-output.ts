/**
 * Output to a reader that may leave early (`pagegate check … | head -1`, a pager quit): the next
 * write fails with EPIPE, which an unheard stream throws as an uncaught error with a stack trace
 * and exit code 1, a "gate failed" the run never decided. Once the reader is gone, the rest of
 * the output is dropped quietly and the run ends with its own exit code.
 */
export function quietWhenClosed(stream: NodeJS.WritableStream): (text: string) => void {
  let closed = false;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    closed = true;
  });
  return (text) => {
    if (!closed) stream.write(text);
  };
}
