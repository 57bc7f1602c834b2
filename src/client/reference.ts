/**
 * The one call outside the v1 interface: starting a site crawl on the reference service (the
 * interface reads crawls but starts them only in a dashboard). Lives beside the client so the
 * key handling and error reading are the same.
 */
import { request } from 'undici';
import { SiteCrawl } from './schemas.js';
import { ServiceError, TransportError } from '../errors.js';

export async function startReferenceCrawl(
  apiUrl: string,
  apiKey: string,
  body: { url: string; max_pages?: number; max_depth?: number },
): Promise<SiteCrawl> {
  const endpoint = 'POST /reference/site-crawls';
  const target = new URL('/reference/site-crawls', apiUrl);
  let response;
  try {
    response = await request(target, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new TransportError(`${endpoint}: ${(error as Error).message}`, { endpoint, failure: 'network', sent: false });
  }
  const text = await response.body.text();
  const parsed = safeJson(text);
  if (response.statusCode !== 202 && response.statusCode !== 200) {
    const detail = (parsed as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ServiceError(`${endpoint}: ${response.statusCode} ${detail?.code ?? 'error'}: ${detail?.message ?? 'no message'}`, {
      status: response.statusCode,
      code: detail?.code ?? 'error',
      endpoint,
      body: text,
    });
  }
  const crawl = SiteCrawl.safeParse((parsed as { site_crawl?: unknown } | null)?.site_crawl);
  if (!crawl.success) throw new ServiceError(`${endpoint}: invalid response`, { status: response.statusCode, code: 'invalid_response', endpoint, body: text });
  return crawl.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
