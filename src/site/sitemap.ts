/**
 * A sitemap (urlset) or sitemap index, parsed with a real XML tokenizer: CDATA and entities are
 * decoded by it, and namespace prefixes (`<sm:loc>`) are dropped so any prefix is read. Only a
 * `loc` directly inside `url` or `sitemap` counts: extensions put their own `loc` deeper
 * (`<image:image><image:loc>`), and those are images, not pages.
 */
import { Parser } from 'htmlparser2';
import { PagegateError } from '../errors.js';

const ENTRY: Record<string, { kind: 'urlset' | 'index'; entry: string }> = {
  urlset: { kind: 'urlset', entry: 'url' },
  sitemapindex: { kind: 'index', entry: 'sitemap' },
};

export function parseSitemap(xml: string): { kind: 'urlset' | 'index'; locs: string[] } {
  const open: string[] = [];
  const locs: string[] = [];
  // Set inside the parser's callbacks, which the compiler's flow analysis does not follow.
  let root = null as string | null;
  let text = '';
  const isEntryLoc = (): boolean => open.length === 3 && open[1] === ENTRY[open[0] ?? '']?.entry && open[2] === 'loc';
  const parser = new Parser(
    {
      onopentag(name) {
        open.push(localName(name));
        root ??= open[0] ?? null;
        if (isEntryLoc()) text = '';
      },
      ontext(chunk) {
        if (isEntryLoc()) text += chunk;
      },
      onclosetag() {
        if (isEntryLoc() && text.trim() !== '') locs.push(text.trim());
        open.pop();
      },
    },
    { xmlMode: true },
  );
  parser.end(xml);
  const shape = root === null ? undefined : ENTRY[root];
  // The root is named only when it is HTML (a page served in the sitemap's place): anything else a
  // server answers stays out of the message, which ends in a public log.
  if (!shape)
    throw new PagegateError(
      root === null
        ? 'not a sitemap: no XML element found'
        : `not a sitemap: the root element is ${root === 'html' ? '<html>' : 'neither <urlset> nor <sitemapindex>'}`,
    );
  return { kind: shape.kind, locs };
}

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1).toLowerCase();
}
