/**
 * The Page Analysis Service v1 interface as pagegate implements it (`pagegate serve`) and reads it
 * (src/client/), as an OpenAPI 3.1 document built from the zod schemas of src/model/resources.ts.
 * docs/openapi.json is this document written out (`npm run contract`; a test fails on drift), and
 * the reference service answers it at GET /api/v1/openapi.json. The prose the schemas cannot say
 * (polling, lookup before resubmitting, caching, errors) is docs/interface.md.
 */
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { MetricSpread, PageMetrics, PerformanceRequest } from '../../model/metrics.js';
import * as r from '../../model/resources.js';

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const limit = z.int().min(1).max(100).default(25).meta({ description: '1 to 100.' });
const offset = z.int().min(0).default(0).meta({ description: 'Items to skip.' });
const crawlId = z.object({ id: z.int().meta({ description: 'The crawl id.' }) });

/** Every error the reference service answers has this body; a client also reads the other shapes of ErrorBody. */
const errors = {
  '400': json(r.ErrorBody, 'invalid_parameter: a parameter or body member is missing or out of range.'),
  '401': json(r.ErrorBody, 'unauthorized: the Authorization header is missing or the key is unknown.'),
  '404': json(r.ErrorBody, 'not_found: no such report, crawl, page or endpoint.'),
  '429': json(r.ErrorBody, 'rate_limited: too many requests; Retry-After says when to try again.'),
  '503': json(r.ErrorBody, 'unavailable: the service cannot answer now; Retry-After may say when.'),
  default: json(r.ErrorBody, 'Any other error (405 method_not_allowed, 500 internal_error), same body.'),
} satisfies ZodOpenApiResponsesObject;
const planExcluded = { '403': json(r.ErrorBody, 'plan_excluded: site crawls are in the Pro and Agency plans.') };

function get(
  operationId: string,
  summary: string,
  ok: z.ZodType,
  extra: Partial<ZodOpenApiOperationObject> = {},
): ZodOpenApiOperationObject {
  return { operationId, summary, responses: { '200': json(ok, 'OK'), ...errors }, ...extra };
}

function crawlGet(operationId: string, summary: string, ok: z.ZodType, extra: Partial<ZodOpenApiOperationObject>) {
  const operation = get(operationId, summary, ok, extra);
  return { ...operation, responses: { ...operation.responses, ...planExcluded } };
}

const submit: ZodOpenApiOperationObject = {
  operationId: 'submitReport',
  summary: 'Analyse a page: the cached report (200) or a queued acknowledgement to poll (202).',
  requestBody: {
    required: true,
    content: {
      'application/json': {
        schema: z.object({
          url: z.string().meta({ description: 'http or https, publicly reachable.' }),
          render: z.boolean().default(false).meta({ description: 'Run the page in a browser first.' }),
          ...PerformanceRequest.shape,
        }),
      },
    },
  },
  responses: {
    '200': json(r.ReportEnvelope, 'A recent analysis of the page was cached; no allowance spent.'),
    '202': json(r.ReportAck, 'Queued (or already queued for this URL); poll `poll`.'),
    '402': json(r.ErrorBody, "allowance_exhausted: the plan's report allowance is spent."),
    '413': json(r.ErrorBody, 'payload_too_large: the request body is too large.'),
    '422': json(r.ErrorBody, 'render_unavailable: render: true on a service without a browser.'),
    ...errors,
  },
};

const readReport: ZodOpenApiOperationObject = {
  operationId: 'readReport',
  summary: 'One report: complete or failed (200), or still queued or running (202).',
  requestParams: { path: z.object({ key: z.string() }) },
  responses: {
    '200': json(z.union([r.ReportEnvelope, z.looseObject({ report: r.FailedReport })]), 'Complete, or failed.'),
    '202': json(r.PendingBody, 'Queued or running: a status, not 404.'),
    ...errors,
  },
};

/** The document; `servers` is relative, so it holds for wherever a service's /api/v1 is. */
export function openApiDocument(): ReturnType<typeof createDocument> {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Page Analysis Service',
      version: '1',
      description: 'The v1 interface as pagegate reads it and `pagegate serve` implements it. See docs/interface.md.',
    },
    servers: [{ url: '/api/v1' }],
    security: [{ bearer: [] }],
    paths: {
      '/reports': {
        post: submit,
        get: get('listReports', 'Reports of the workspace, newest first.', r.ReportList, {
          requestParams: { query: z.object({ limit, offset, host: z.string().optional() }) },
        }),
      },
      '/reports/lookup': {
        get: get('lookupReport', 'The newest report of an exact URL; 404 when never analysed.', r.LookupEnvelope, {
          requestParams: { query: z.object({ url: z.string() }) },
        }),
      },
      '/reports/{key}': { get: readReport },
      '/site-crawls': {
        get: crawlGet('listSiteCrawls', 'Crawls of the workspace, newest first.', r.SiteCrawlList, {
          requestParams: {
            query: z.object({ limit, state: z.enum(['queued', 'running', 'done', 'failed']).optional() }),
          },
        }),
      },
      '/site-crawls/{id}': {
        get: crawlGet('readSiteCrawl', 'One crawl.', r.SiteCrawlEnvelope, { requestParams: { path: crawlId } }),
      },
      '/site-crawls/{id}/pages': {
        get: crawlGet('listCrawlPages', 'Pages a crawl fetched, and their total.', r.CrawlPageList, {
          requestParams: { path: crawlId, query: z.object({ limit, offset }) },
        }),
      },
      '/site-crawls/{id}/pages/{page_id}': {
        get: crawlGet('readCrawlPage', 'One crawled page.', r.CrawlPageEnvelope, {
          requestParams: { path: crawlId.extend({ page_id: z.int() }) },
        }),
      },
      '/site-crawls/{id}/findings': {
        get: crawlGet('listCrawlFindings', 'Each finding grouped across the pages it affects.', r.CrawlFindingList, {
          requestParams: { path: crawlId },
        }),
      },
      '/openapi.json': {
        get: {
          operationId: 'openApiDocument',
          summary: 'This document (the reference service; no key needed).',
          security: [],
          responses: { '200': { description: 'The OpenAPI document.', content: { 'application/json': {} } } },
        },
      },
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The workspace API key.' } },
      schemas: {
        Report: r.Report,
        Finding: r.Finding,
        FailedReport: r.FailedReport,
        ReportAck: r.ReportAck,
        ReportSummary: r.ReportSummary,
        Lookup: r.Lookup,
        SiteCrawl: r.SiteCrawl,
        SiteCrawlDetail: r.SiteCrawlDetail,
        CrawlPage: r.CrawlPage,
        CrawlPageDetail: r.CrawlPageDetail,
        CrawlFinding: r.CrawlFinding,
        ErrorBody: r.ErrorBody,
        PageMetrics,
        MetricSpread,
      },
    },
  });
}
