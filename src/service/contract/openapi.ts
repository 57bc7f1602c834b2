/**
 * The Page Analysis Service v1 interface as pagegate implements it (`pagegate serve`) and reads it
 * (src/client/), as an OpenAPI 3.1 document written from the route table (routes.ts): each route's
 * parameters, body, answers and errors as it declares them, with the zod schemas of
 * src/model/resources.ts. docs/openapi.json is this document written out (`npm run contract`; a
 * test fails on drift), and the reference service answers it at GET /api/v1/openapi.json. The
 * prose the schemas cannot say (polling, lookup before resubmitting, caching, errors) is
 * docs/interface.md; every error code is in docs/service-errors.md (error-table.ts).
 */
import * as z from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { MetricSpread, PageMetrics } from '../../model/metrics.js';
import * as r from '../../model/resources.js';
import { API_ERRORS, type ApiErrorCode } from '../api-error.js';
import type { Route } from '../route.js';
import { routeErrors, ROUTES } from '../routes.js';

const API = '/api/v1';

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The error body the reference service sends, with the codes this route may send at this status. */
const errorOf = (codes: readonly ApiErrorCode[]) =>
  json(
    z.looseObject({
      error: z.looseObject({ code: z.enum(codes as [ApiErrorCode, ...ApiErrorCode[]]), message: z.string() }),
    }),
    codes.map((code) => `${code}: ${API_ERRORS[code].meaning}`).join(' '),
  );

function responsesOf(route: Route): ZodOpenApiResponsesObject {
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, answer] of Object.entries(route.schema.responses))
    responses[status as '200'] = json(answer.schema, answer.description);
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of routeErrors(route)) {
    const { status } = API_ERRORS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b))
    responses[String(status) as '400'] = errorOf(codes);
  // A client also reads the other error shapes a service may send (ErrorBody).
  responses.default = json(r.ErrorBody, 'Any other error a service may send, in one of these shapes.');
  return responses;
}

function operationOf(route: Route): ZodOpenApiOperationObject {
  const { params, query, body } = route.schema;
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...((params ?? query) && { requestParams: { ...(params && { path: params }), ...(query && { query }) } }),
    ...(body && { requestBody: { required: true, content: { 'application/json': { schema: body } } } }),
    responses: responsesOf(route),
  };
}

function pathsOf(routes: readonly Route[]): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const inside = route.path.startsWith(`${API}/`);
    const path = inside ? route.path.slice(API.length) : route.path;
    paths[path] = {
      ...paths[path],
      // A reference-only endpoint lives outside /api/v1: the server root, not the document's.
      ...(!inside && { servers: [{ url: '/', description: 'The reference service only.' }] }),
      [route.method.toLowerCase()]: operationOf(route),
    };
  }
  return paths;
}

/** The document; `servers` is relative, so it holds for wherever a service's /api/v1 is. */
export function openApiDocument(): ReturnType<typeof createDocument> {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Page Analysis Service',
      version: '1',
      description: 'The v1 interface as pagegate reads it and `pagegate serve` implements it. See docs/interface.md.',
    },
    servers: [{ url: API }],
    security: [{ bearer: [] }],
    paths: {
      ...pathsOf(ROUTES),
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
