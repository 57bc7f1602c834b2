/** A response body read whole, but never past a limit: a server that streams without end cannot fill the memory. */

/** Reads every chunk; past `maxBytes` it throws what `tooLarge` gives, before keeping the chunk. */
export async function readCapped(
  body: AsyncIterable<Buffer>,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** A limit in the words of a message: `32 MiB`, or `1000 bytes` when it is no whole number of MiB. */
export function sizeText(bytes: number): string {
  const mib = 1024 * 1024;
  return bytes % mib === 0 ? `${bytes / mib} MiB` : `${bytes} bytes`;
}
