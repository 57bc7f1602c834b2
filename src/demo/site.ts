/**
 * A small site on loopback for the demo, the end-to-end tests and the benchmarks. `deploy(n)`
 * switches what it serves: release 1 is clean; release 2 regresses /pricing (an image loses its
 * alt text and the page its meta description); release 3 fixes it again. Every page names its
 * release (`<meta name="build" content="fixture-release-N">`) for `expect`; `deploy(n, ms)`
 * switches only after ms, as a deploy that takes a while to go live. `/app` (in no release's
 * links or sitemap) is built by a script: fetched it is an empty shell, rendered a whole page.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureSite {
  origin: string;
  deploy(release: 1 | 2 | 3, afterMs?: number): void;
  close(): Promise<void>;
}

/** The marker each release's pages show. */
export function buildMarker(release: number): string {
  return `fixture-release-${release}`;
}

const PARAGRAPH =
  'pagegate keeps a deploy honest: every page is analysed after it ships, compared with what was there before, ' +
  'and the change is reported where reviewers already look. ';

function page(title: string, body: string, head = '', release = 0): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="build" content="${buildMarker(release)}">
<title>${title}</title>
${head}</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`;
}

function pages(release: number, origin: string): Record<string, string> {
  const description = (text: string) => `<meta name="description" content="${text}">\n`;
  const canonical = (path: string) => `<link rel="canonical" href="${origin}${path}">\n`;
  const text = `<p>${PARAGRAPH.repeat(9)}</p>`;
  const nav = '<nav><a href="/">Home</a> <a href="/pricing">Pricing</a> <a href="/blog/hello">Blog</a></nav>';
  const pricingImage =
    release === 2
      ? '<img src="/plans.png" width="600" height="300">'
      : '<img src="/plans.png" alt="The three plans side by side" width="600" height="300">';
  const pricingHead =
    release === 2
      ? canonical('/pricing')
      : description('Plans and prices for teams of every size, with every feature listed.') + canonical('/pricing');
  return {
    '/': page(
      'Fixture home: deploys that stay good',
      `${nav}\n<h2>Why</h2>\n${text}`,
      description('The home page of the pagegate fixture site, used by the demo and the tests.') + canonical('/'),
      release,
    ),
    '/pricing': page(
      'Pricing for every team size',
      `${nav}\n<h2>Plans</h2>\n${pricingImage}\n${text}`,
      pricingHead,
      release,
    ),
    '/blog/hello': page(
      'Hello from the fixture blog',
      `${nav}\n<h2>First post</h2>\n${text}`,
      description('The first post of the fixture blog, a page that never changes.') + canonical('/blog/hello'),
      release,
    ),
  };
}

/**
 * Everything a crawler reads (title, description, heading, image alt, text) is written after load, as a single-page app
 * does.
 */
export const SCRIPT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
</head>
<body>
<main id="app"></main>
<script>
document.title = 'The fixture app, built in the browser';
const description = document.createElement('meta');
description.name = 'description';
description.content = 'A page of the fixture site whose every word is written by a script after it loads.';
document.head.append(description);
const heading = document.createElement('h1');
heading.textContent = document.title;
const chart = document.createElement('img');
chart.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
chart.alt = 'Pages gated per deploy';
const text = document.createElement('p');
text.textContent = ${JSON.stringify(PARAGRAPH.repeat(9))};
document.getElementById('app').append(heading, chart, text);
</script>
</body>
</html>
`;

export async function startFixtureSite(): Promise<FixtureSite> {
  let release = 1;
  let origin = '';
  let pending: NodeJS.Timeout | undefined;
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    if (path === '/sitemap.xml') {
      const locs = Object.keys(pages(release, origin))
        .map((p) => `<url><loc>${origin}${p}</loc></url>`)
        .join('');
      response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs}</urlset>`);
      return;
    }
    const html = path === '/app' ? SCRIPT_BUILT_PAGE : pages(release, origin)[path];
    if (!html)
      return void response
        .writeHead(404, { 'content-type': 'text/html' })
        .end(page('Not found', '<p>No such page.</p>'));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    deploy: (next, afterMs = 0) => {
      clearTimeout(pending);
      if (afterMs === 0) release = next;
      else pending = setTimeout(() => (release = next), afterMs);
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearTimeout(pending);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
