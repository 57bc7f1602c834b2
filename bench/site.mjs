// A loopback site of N similar pages (/p/1 ... /p/N) for the benchmarks; `findings` adds that many
// images without alt text to every page, so the analyzer reports that many findings per page.
import { createServer } from 'node:http';

export function benchPage(i, findings = 0) {
  const images = Array.from({ length: findings }, (_, k) => `<img src="/i/${i}-${k}.png">`).join('\n');
  const text = 'A benchmark page with enough words to count as real content for the analyzer. '.repeat(30);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Benchmark page number ${i} of the site</title><meta name="description" content="Benchmark page ${i}, one of many similar pages served on loopback.">
</head><body><h1>Page ${i}</h1><p>${text}</p>${images}<a href="/p/${i + 1}">next page</a></body></html>`;
}

export async function startBenchSite({ findings = 0 } = {}) {
  const server = createServer((req, res) => {
    const match = /^\/p\/(\d+)$/.exec(new URL(req.url, 'http://x').pathname);
    if (!match) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(benchPage(Number(match[1]), findings));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    urls: (n) => Array.from({ length: n }, (_, i) => `${origin}/p/${i + 1}`),
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}
