/**
 * Offset paging as an async iterator, so no caller writes an offset loop. Each page is asked for
 * once, with `limit = pageSize`; the walk ends on a short page, or when the items seen reach a
 * `total` the endpoint reports (crawl pages), which saves the empty last request.
 */
export interface Page<T> {
  items: T[];
  total?: number | undefined;
}

export async function* walkPages<T>(
  fetchPage: (offset: number, limit: number) => Promise<Page<T>>,
  pageSize: number,
): AsyncGenerator<T> {
  let offset = 0;
  for (;;) {
    const page = await fetchPage(offset, pageSize);
    yield* page.items;
    offset += page.items.length;
    if (page.items.length < pageSize) return;
    if (page.total !== undefined && offset >= page.total) return;
  }
}
