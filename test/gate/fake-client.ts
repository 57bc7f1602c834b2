/**
 * A PageAnalysisClient stand-in for the gate tests: only the methods a test needs, each given as
 * a plain function, and bodies built from the client fixtures (the interface's own fields).
 */
import type { PageAnalysisClient } from '../../src/client/client.js';
import type { Lookup, Report, ReportAck } from '../../src/model/resources.js';
import { fixture } from '../client/test-client.js';

type ClientMethods = Pick<
  PageAnalysisClient,
  | 'lookupReport'
  | 'getReport'
  | 'submitReport'
  | 'pollReport'
  | 'listSiteCrawls'
  | 'getSiteCrawl'
  | 'crawlPages'
  | 'getCrawlPage'
  | 'getCrawlFindings'
  | 'reports'
>;

/** The one cast: a test's partial client is handed to code typed against the real one. */
export function fakeClient(methods: Partial<ClientMethods>): PageAnalysisClient {
  const missing = (name: string) => () => {
    throw new Error(`fake client: ${name} was not expected`);
  };
  const all: ClientMethods = {
    lookupReport: missing('lookupReport'),
    getReport: missing('getReport'),
    submitReport: missing('submitReport'),
    pollReport: missing('pollReport'),
    listSiteCrawls: missing('listSiteCrawls'),
    getSiteCrawl: missing('getSiteCrawl'),
    crawlPages: missing('crawlPages'),
    getCrawlPage: missing('getCrawlPage'),
    getCrawlFindings: missing('getCrawlFindings'),
    // An empty list unless a test gives one: `baseline: previous` looks for fresh re-analyses in it.
    reports: () => (async function* () {})(),
    ...methods,
  };
  return all as PageAnalysisClient;
}

export function report(overrides: Partial<Report> = {}): Report {
  return { ...fixture<{ report: Report }>('report-complete').report, ...overrides };
}

export function lookup(overrides: Partial<Lookup> = {}): Lookup {
  return { ...fixture<{ report: Lookup }>('lookup').report, ...overrides };
}

export function ack(overrides: Partial<ReportAck> = {}): ReportAck {
  return { ...fixture<ReportAck>('report-ack'), ...overrides };
}
