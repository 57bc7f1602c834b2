/** File reading for tests, from texts in memory: what io/ gives the engine, without a disk. */
export function textFiles(files: Record<string, string>) {
  const readText = async (path: string): Promise<string> =>
    files[path] ?? Promise.reject(Object.assign(new Error('ENOENT'), { code: 'ENOENT' }));
  /** In chunks of 7 bytes: every boundary a real read could cut at is crossed somewhere. */
  async function* readBytes(path: string): AsyncGenerator<Buffer> {
    yield* chunks(await readText(path), 7);
  }
  async function* readLines(path: string): AsyncGenerator<string> {
    yield* (await readText(path)).split('\n');
  }
  return { readText, readBytes, readLines };
}

/** The text in chunks of `size` bytes, as a file is read. */
export async function* chunks(text: string | Buffer, size = 5): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}
