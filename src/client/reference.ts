/**
 * The one call outside the v1 interface: starting a site crawl on the reference service (the
 * interface reads crawls; a real service starts them in its dashboard). It goes through the same
 * transport and error reading as every endpoint, but is tried once: a repeated POST could start
 * two crawls.
 */
import * as z from 'zod';
import { bodyOf, call, type CallContext, type CallOptions } from './call.js';
import type { PerformanceRequest } from '../model/metrics.js';
import { SiteCrawl } from '../model/resources.js';

const ReferenceCrawlStarted = z.looseObject({ site_crawl: SiteCrawl });

/** `performance` and `performance_runs` as POST /reports takes them: every page is measured. */
export interface ReferenceCrawlRequest extends z.infer<typeof PerformanceRequest> {
  url: string;
  max_pages?: number;
  max_depth?: number;
  /** Run every page of the crawl in the service's browser. */
  render?: boolean;
}

export async function startReferenceCrawl(
  context: CallContext,
  body: ReferenceCrawlRequest,
  options: CallOptions,
): Promise<SiteCrawl> {
  const target = new URL('/reference/site-crawls', context.transport.baseUrl);
  const once = { ...context, policy: { ...context.policy, maxAttempts: 1 } };
  const started = await call(
    once,
    { method: 'POST', endpoint: 'POST /reference/site-crawls', target, json: body, signal: options.signal },
    bodyOf(ReferenceCrawlStarted),
  );
  return started.site_crawl;
}
