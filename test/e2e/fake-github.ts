/**
 * A fake GitHub REST API on loopback, enough for the sticky comment: issue comments (paged with
 * Link headers like GitHub), PRs by commit and by number, and the token's own identity. Records every request.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; type: string };
  html_url: string;
}

export interface FakeGitHub {
  url: string;
  comments: Map<number, FakeComment[]>;
  requests: { method: string; path: string }[];
  pullsForSha: Map<string, number[]>;
  /** PRs by number, with their head commit (GET /repos/{owner}/{repo}/pulls/{number}). */
  pullHeads: Map<number, string>;
  /** When set, writes answer 403 "Resource not accessible by integration" (a fork PR's token). */
  readOnly: boolean;
  close(): Promise<void>;
}

const BOT = { login: 'github-actions[bot]', type: 'Bot' };

export async function startFakeGitHub(): Promise<FakeGitHub> {
  let nextId = 1000;
  const state: Omit<FakeGitHub, 'url' | 'close'> = {
    comments: new Map(),
    requests: [],
    pullsForSha: new Map(),
    pullHeads: new Map(),
    readOnly: false,
  };
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    state.requests.push({ method: req.method ?? 'GET', path: url.pathname });
    const send = (status: number, json: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(json));
    };
    const comments = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(url.pathname);
    const oneComment = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(url.pathname);
    const pulls = /^\/repos\/[^/]+\/[^/]+\/commits\/([^/]+)\/pulls$/.exec(url.pathname);
    const pull = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/.exec(url.pathname);
    if (comments && req.method === 'GET') return listComments(state, Number(comments[1]), url, send, origin());
    if ((comments && req.method === 'POST') || (oneComment && req.method === 'PATCH')) {
      if (state.readOnly) return send(403, { message: 'Resource not accessible by integration' });
      const text = (JSON.parse(body) as { body: string }).body;
      if (comments) {
        const id = nextId++;
        const created = {
          id,
          body: text,
          user: BOT,
          html_url: `https://github.com/acme/site/pull/${comments[1]}#issuecomment-${id}`,
        };
        state.comments.set(Number(comments[1]), [...(state.comments.get(Number(comments[1])) ?? []), created]);
        return send(201, created);
      }
      const found = [...state.comments.values()].flat().find((c) => c.id === Number(oneComment?.[1]));
      if (!found) return send(404, { message: 'Not Found' });
      found.body = text;
      return send(200, found);
    }
    if (pull) {
      const head = state.pullHeads.get(Number(pull[1]));
      return head
        ? send(200, { number: Number(pull[1]), state: 'open', head: { sha: head } })
        : send(404, { message: 'Not Found' });
    }
    if (pulls)
      return send(
        200,
        (state.pullsForSha.get(pulls[1] ?? '') ?? []).map((n) => ({ number: n, state: 'open' })),
      );
    if (url.pathname === '/graphql') return send(200, { data: { viewer: { login: 'github-actions' } } });
    if (url.pathname === '/user') return send(403, { message: 'Resource not accessible by integration' });
    send(404, { message: 'Not Found' });
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url: origin(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

function listComments(
  state: Pick<FakeGitHub, 'comments'>,
  issue: number,
  url: URL,
  send: (s: number, j: unknown, h?: Record<string, string>) => void,
  origin: string,
): void {
  const all = state.comments.get(issue) ?? [];
  const perPage = Number(url.searchParams.get('per_page') ?? 30);
  const page = Number(url.searchParams.get('page') ?? 1);
  const last = Math.max(1, Math.ceil(all.length / perPage));
  const link: Record<string, string> =
    page < last
      ? {
          link: `<${origin}${url.pathname}?per_page=${perPage}&page=${page + 1}>; rel="next", <${origin}${url.pathname}?per_page=${perPage}&page=${last}>; rel="last"`,
        }
      : {};
  send(200, all.slice((page - 1) * perPage, page * perPage), link);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });
}
