export const id = 726;
export const ids = [726];
export const modules = {

/***/ 1220:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R: () => (/* binding */ PageAnalysisClient)
});

;// CONCATENATED MODULE: ./lib/client/paging.js
async function* walkPages(fetchPage, pageSize) {
    let offset = 0;
    for (;;) {
        const page = await fetchPage(offset, pageSize);
        yield* page.items;
        offset += page.items.length;
        if (page.items.length < pageSize)
            return;
        if (page.total !== undefined && offset >= page.total)
            return;
    }
}
//# sourceMappingURL=paging.js.map
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/model/zod-issue.js
var zod_issue = __webpack_require__(2390);
;// CONCATENATED MODULE: ./lib/client/read-body.js


function readJson(answer, endpoint) {
    if (answer.text.trim() === '')
        throw invalidResponse(answer, endpoint, 'the body is empty');
    try {
        return answer.scrub.value(JSON.parse(answer.text));
    }
    catch {
        throw invalidResponse(answer, endpoint, 'the body is not JSON');
    }
}
function readAs(schema, value, answer, endpoint) {
    const parsed = schema.safeParse(value, { error: zod_issue/* typeWording */.RH });
    if (parsed.success)
        return parsed.data;
    throw invalidResponse(answer, endpoint, (0,zod_issue/* issueText */.v4)(parsed.error));
}
function invalidResponse(answer, endpoint, detail) {
    return new errors/* ServiceError */._7(`${endpoint}: invalid response: ${detail}`, {
        status: answer.status,
        code: 'invalid_response',
        endpoint,
        body: answer.safeText,
    });
}
//# sourceMappingURL=read-body.js.map
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./lib/client/retry.js
/**
 * The client's one retry loop. It retries what a later attempt can fix: no HTTP answer at all
 * (TransportError, except the caller's own abort and a body over the size limit) and ServiceErrors marked retryable
 * (408, 429,
 * 5xx). The delay is the service's `Retry-After` when it is within `maxRetryAfterMs`, otherwise
 * openai-node's backoff: 0.5 s doubling to 8 s, times a jitter of `1 - random * 0.25` so clients
 * that failed together do not come back together. The wait is abortable: the caller's signal is
 * the deadline, and the loop never sleeps past it.
 *
 * Whether a request is safe to repeat is the caller's business: `fn` is one attempt, and a POST
 * decides inside its attempt what it may throw (see submit.ts).
 */


const DEFAULT_RETRY_POLICY = {
    maxAttempts: 5,
    baseDelayMs: 500,
    maxDelayMs: 8000,
    maxRetryAfterMs: 60_000,
};
async function withRetry(fn, policy, signal, context) {
    for (let attempt = 1;; attempt++) {
        try {
            return await fn(attempt);
        }
        catch (error) {
            if (attempt >= policy.maxAttempts || signal?.aborted || !isRetryable(error))
                throw error;
            const delayMs = retryDelay(error, attempt, policy, context.random ?? Math.random);
            context.onRetry?.({ endpoint: context.endpoint, attempt: attempt + 1, delayMs, reason: (0,errors/* describe */.q0)(error) });
            await pause(delayMs, signal, context, error);
        }
    }
}
function isRetryable(error) {
    if (error instanceof errors/* TransportError */.wX)
        return error.failure !== 'abort' && error.failure !== 'oversize';
    return error instanceof errors/* ServiceError */._7 && error.retryable;
}
/** `attempt` is the attempt that just failed (1-based). */
function retryDelay(error, attempt, policy, random) {
    const hinted = error instanceof errors/* ServiceError */._7 ? error.retryAfterMs : undefined;
    if (hinted !== undefined && hinted <= policy.maxRetryAfterMs)
        return hinted;
    const ceiling = Math.min(policy.baseDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
    return Math.round(ceiling * (1 - random() * 0.25));
}
async function pause(ms, signal, context, lastError) {
    try {
        await (context.sleep ?? defaultSleep)(ms, signal);
    }
    catch (error) {
        if (!signal?.aborted)
            throw error;
        throw new errors/* TransportError */.wX(`${context.endpoint}: stopped while waiting to retry after: ${(0,errors/* describe */.q0)(lastError)}`, {
            endpoint: context.endpoint,
            failure: 'abort',
            sent: !(lastError instanceof errors/* TransportError */.wX && !lastError.sent),
            cause: lastError,
        });
    }
}
const defaultSleep = (ms, signal) => (0,promises_.setTimeout)(ms, undefined, signal ? { signal } : {});
//# sourceMappingURL=retry.js.map
// EXTERNAL MODULE: ./lib/model/resources.js
var resources = __webpack_require__(5780);
// EXTERNAL MODULE: ./lib/text/one-line.js
var one_line = __webpack_require__(6810);
;// CONCATENATED MODULE: ./lib/client/retry-after.js
/**
 * `Retry-After` (RFC 9110 §10.2.3) is either delay-seconds or an HTTP date. Anything else is
 * ignored, so the caller falls back to its own backoff rather than trusting a garbled header.
 */
function parseRetryAfter(value, nowMs) {
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (!text)
        return undefined;
    if (/^\d+$/.test(text))
        return Number(text) * 1000;
    const at = Date.parse(text);
    // Date.parse also reads bare numbers ("1.5", "-3") as dates; an HTTP date always names a month.
    if (Number.isNaN(at) || !/[a-z]/i.test(text))
        return undefined;
    return Math.max(0, at - nowMs);
}
//# sourceMappingURL=retry-after.js.map
;// CONCATENATED MODULE: ./lib/client/service-error.js
/**
 * An HTTP answer that is not a success, turned into one ServiceError line. The interface does not
 * fix the error body's shape (docs/interface.md, Errors), so the shapes seen in the wild are read in order:
 * `{error:{code,message}}`, `{code,message}`, `{error:"..."}`, then plain text.
 *
 * 401 and 403 `plan_excluded` get our own words: the first must say what to fix without echoing
 * anything about the key, the second which plans include site crawls.
 */





function serviceErrorFrom(answer, endpoint, nowMs = Date.now()) {
    const detail = readDetail(answer);
    const code = detail.code ?? `http_${answer.status}`;
    return new errors/* ServiceError */._7(`${endpoint}: ${headline(answer.status, detail)}`, {
        status: answer.status,
        code,
        endpoint,
        retryable: isRetryableStatus(answer.status),
        body: answer.safeText,
        retryAfterMs: parseRetryAfter(answer.headers['retry-after'], nowMs),
    });
}
/** A non-success status becomes the service's error; a success we did not expect is a broken contract. */
function unexpectedAnswer(answer, endpoint) {
    if (answer.status >= 300)
        return serviceErrorFrom(answer, endpoint);
    return invalidResponse(answer, endpoint, `unexpected status ${answer.status}`);
}
function isRetryableStatus(status) {
    return status === 408 || status === 429 || status >= 500;
}
function headline(status, detail) {
    if (status === 401)
        return '401: the API key is missing or was rejected by the service';
    if (status === 403 && detail.code === 'plan_excluded') {
        return '403 plan_excluded: site crawls are included only in the Pro and Agency plans';
    }
    const code = detail.code ? ` ${(0,one_line/* oneLine */.T)(detail.code, 60)}` : '';
    const message = detail.message ? `: ${(0,one_line/* oneLine */.T)(detail.message)}` : '';
    return `${status}${code}${message}`;
}
/** The body is decoded first and scrubbed after, so a key echoed as `\u0041...` is masked too. */
function readDetail(answer) {
    const parsed = resources/* ErrorBody */.Fw.safeParse(answer.scrub.value(parseOrUndefined(answer.text)));
    if (!parsed.success)
        return { code: undefined, message: answer.safeText.trim() || undefined };
    const body = parsed.data;
    if (typeof body.error === 'string')
        return { code: undefined, message: body.error };
    if (typeof body.error === 'object' && body.error !== null) {
        const nested = body.error;
        return { code: nested.code, message: nested.message };
    }
    return { code: body.code, message: body.message };
}
function parseOrUndefined(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
//# sourceMappingURL=service-error.js.map
;// CONCATENATED MODULE: ./lib/client/call.js



function call(context, request, read) {
    return withRetry(async () => read(await context.transport.send(request), request.endpoint), context.policy, request.signal, { ...context.hooks, endpoint: request.endpoint });
}
/** The reader of an endpoint whose only success is a 2xx body of `schema`. */
function bodyOf(schema) {
    return (answer, endpoint) => {
        if (answer.status < 200 || answer.status >= 300)
            throw unexpectedAnswer(answer, endpoint);
        return readAs(schema, readJson(answer, endpoint), answer, endpoint);
    };
}
//# sourceMappingURL=call.js.map
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
;// CONCATENATED MODULE: ./lib/client/report-read.js
/**
 * The report endpoints, where the status code carries meaning:
 * - `POST /reports`: 200 is a cache hit with the full report (its envelope is not shown, so both
 *   `{report: {...}}` and a bare report are read), 202 is the queued acknowledgement.
 * - `GET /reports/{key}`: 202 means still being analysed, with a status at the top level or under
 *   `report`; any status, known or not, is pending (the complete list is not shown), and a
 *   `Retry-After` on it says when to read again, and `Preference-Applied: wait=N` that the service
 *   held the read as long as it was asked to. 200 is the
 *   full report, or a failed one when its status is not `complete` and it carries an `error`.
 */





const FailedEnvelope = schemas/* looseObject */._H3({ report: resources/* FailedReport */.OF });
function readSubmitAnswer(answer, endpoint) {
    if (answer.status === 200)
        return { kind: 'cached', report: readFullReport(readJson(answer, endpoint), answer, endpoint) };
    if (answer.status === 202)
        return { kind: 'queued', ack: readAs(resources/* ReportAck */.e0, readJson(answer, endpoint), answer, endpoint) };
    throw unexpectedAnswer(answer, endpoint);
}
function readReportAnswer(answer, endpoint) {
    if (answer.status === 202) {
        const body = readAs(resources/* PendingBody */.eU, readJson(answer, endpoint), answer, endpoint);
        const status = typeof body.status === 'string' ? body.status : body.report.status;
        // A service that knows when the analysis will be done may say so; the poller waits that long.
        const retryAfterMs = parseRetryAfter(answer.headers['retry-after'], Date.now());
        const held = /(^|,)\s*wait\s*=/i.test(String(answer.headers['preference-applied'] ?? '')) || undefined;
        return {
            kind: 'pending',
            status,
            ...(held ? { held } : {}),
            ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
        };
    }
    if (answer.status !== 200)
        throw unexpectedAnswer(answer, endpoint);
    const body = readJson(answer, endpoint);
    const inner = enveloped(body) ? body.report : body;
    if (isRecord(inner) && inner.status !== 'complete' && 'error' in inner) {
        const failed = enveloped(body)
            ? readAs(FailedEnvelope, body, answer, endpoint).report
            : readAs(resources/* FailedReport */.OF, body, answer, endpoint);
        return { kind: 'failed', status: failed.status, error: { code: failed.error.code, message: failed.error.message } };
    }
    return { kind: 'complete', report: readFullReport(body, answer, endpoint) };
}
function readFullReport(body, answer, endpoint) {
    return enveloped(body)
        ? readAs(resources/* ReportEnvelope */.l$, body, answer, endpoint).report
        : readAs(resources/* Report */.pl, body, answer, endpoint);
}
function enveloped(body) {
    return isRecord(body) && isRecord(body.report);
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
//# sourceMappingURL=report-read.js.map
// EXTERNAL MODULE: ./lib/text/http-url.js
var http_url = __webpack_require__(8255);
// EXTERNAL MODULE: ./lib/text/redact.js
var redact = __webpack_require__(1814);
;// CONCATENATED MODULE: ./lib/client/validate.js
/**
 * Checks of call parameters made before any request is sent: a value the interface would reject
 * (or that would spend allowance on a page the service cannot analyse) fails here, without a
 * round trip and without a retry.
 */




/** `limit` of the list endpoints: "1 to 100" (docs/interface.md, Lists). */
function checkLimit(name, value) {
    if (value === undefined)
        return;
    if (!Number.isInteger(value) || value < 1 || value > 100) {
        throw new errors/* InvalidRequestError */.tY(`${name} must be an integer from 1 to 100, got ${String(value)}`);
    }
}
function checkOffset(value) {
    if (value === undefined)
        return;
    if (!Number.isInteger(value) || value < 0) {
        throw new errors/* InvalidRequestError */.tY(`offset must be an integer >= 0, got ${String(value)}`);
    }
}
function checkId(name, value) {
    if (!Number.isSafeInteger(value) || value < 1) {
        throw new errors/* InvalidRequestError */.tY(`${name} must be a positive integer, got ${String(value)}`);
    }
}
function checkReportKey(key) {
    if (typeof key !== 'string' || key.trim() === '')
        throw new errors/* InvalidRequestError */.tY('report key must be a non-empty string');
}
/** The page URL of a submit or lookup: the interface takes only absolute http or https URLs. */
function checkPageUrl(url) {
    if (!(0,http_url/* isHttpUrl */.q)(url))
        throw new errors/* InvalidRequestError */.tY(`page URL must be an absolute http(s) URL, got "${(0,one_line/* oneLine */.T)(String(url), 120)}"`);
}
/** The client's own settings come from the user's configuration: a mistake there is a ConfigError. */
function checkServiceUrl(baseUrl) {
    if (!(0,http_url/* isHttpUrl */.q)(baseUrl))
        throw new errors/* ConfigError */.xL(`service URL "${(0,one_line/* oneLine */.T)((0,redact/* redactUrl */.B)(String(baseUrl)), 120)}" is not an absolute http(s) URL`);
}
function checkApiKey(apiKey) {
    if (typeof apiKey !== 'string' || apiKey.trim() === '')
        throw new errors/* ConfigError */.xL('the API key is empty');
    // A key undici cannot put in a header would fail on every request; say so once, without the key.
    if (!/^[\x21-\x7e]+$/.test(apiKey))
        throw new errors/* ConfigError */.xL('the API key contains spaces or characters not allowed in an HTTP header');
}
//# sourceMappingURL=validate.js.map
;// CONCATENATED MODULE: ./lib/client/reports.js
/**
 * The read side of the report endpoints (docs/openapi.json: readReport, listReports,
 * lookupReport). Paths carry the key encoded; messages carry only the endpoint template.
 */




const REPORT_ENDPOINT = 'GET /reports/{key}';
const LIST_ENDPOINT = 'GET /reports';
const LOOKUP_ENDPOINT = 'GET /reports/lookup';
/** The longest `Prefer: wait` asked for: a held request longer than this risks proxies' idle timeouts. */
const MAX_WAIT_SECONDS = 30;
async function getReport(context, key, options) {
    checkReportKey(key);
    return readAt(context, context.transport.url(`/reports/${encodeURIComponent(key)}`), options);
}
/** Reads the ack's poll URL only on the configured origin: the key is never sent anywhere else. */
async function pollReport(context, ack, options) {
    const poll = URL.canParse(ack.poll) ? new URL(ack.poll) : null;
    if (!poll || !context.transport.sameOrigin(poll))
        return getReport(context, ack.key, options);
    return readAt(context, poll, options);
}
function readAt(context, target, options) {
    const wait = Math.min(Math.floor(options.waitSeconds ?? 0), MAX_WAIT_SECONDS);
    return call(context, {
        method: 'GET',
        endpoint: REPORT_ENDPOINT,
        target,
        signal: options.signal,
        ...(wait > 0 ? { waitSeconds: wait } : {}),
    }, readReportAnswer);
}
async function listReports(context, query, options) {
    checkLimit('limit', query.limit);
    checkOffset(query.offset);
    const target = context.transport.url('/reports', { limit: query.limit, offset: query.offset, host: query.host });
    return call(context, { method: 'GET', endpoint: LIST_ENDPOINT, target, signal: options.signal }, bodyOf(resources/* ReportList */.Rf));
}
/** null when the URL was never analysed (404 is the interface's answer for that: lookupReport). */
async function lookupReport(context, url, options) {
    checkPageUrl(url);
    const target = context.transport.url('/reports/lookup', { url });
    const readLookup = bodyOf(resources/* LookupEnvelope */.B3);
    return call(context, { method: 'GET', endpoint: LOOKUP_ENDPOINT, target, signal: options.signal }, (answer, endpoint) => (answer.status === 404 ? null : readLookup(answer, endpoint).report));
}
//# sourceMappingURL=reports.js.map
// EXTERNAL MODULE: ./lib/model/service-target.js
var service_target = __webpack_require__(6538);
;// CONCATENATED MODULE: ./lib/client/site-crawls.js
/**
 * The site crawl endpoints (docs/openapi.json: listSiteCrawls to listCrawlFindings), read-only.
 * A key on a plan without crawls gets 403 `plan_excluded`, which service-error.ts words.
 */



async function listSiteCrawls(context, query, options) {
    checkLimit('limit', query.limit);
    const target = context.transport.url('/site-crawls', { limit: query.limit, state: query.state });
    const list = await call(context, { method: 'GET', endpoint: 'GET /site-crawls', target, signal: options.signal }, bodyOf(resources/* SiteCrawlList */.Tx));
    return list.site_crawls;
}
async function getSiteCrawl(context, id, options) {
    checkId('crawl id', id);
    const target = context.transport.url(`/site-crawls/${id}`);
    const body = await call(context, { method: 'GET', endpoint: `GET /site-crawls/${id}`, target, signal: options.signal }, bodyOf(resources/* SiteCrawlEnvelope */.Tf));
    return body.site_crawl;
}
async function listCrawlPages(context, id, query, options) {
    checkId('crawl id', id);
    checkLimit('limit', query.limit);
    checkOffset(query.offset);
    const target = context.transport.url(`/site-crawls/${id}/pages`, { limit: query.limit, offset: query.offset });
    return call(context, { method: 'GET', endpoint: `GET /site-crawls/${id}/pages`, target, signal: options.signal }, bodyOf(resources/* CrawlPageList */.b0));
}
async function getCrawlPage(context, id, pageId, options) {
    checkId('crawl id', id);
    checkId('page id', pageId);
    const target = context.transport.url(`/site-crawls/${id}/pages/${pageId}`);
    const endpoint = `GET /site-crawls/${id}/pages/${pageId}`;
    const body = await call(context, { method: 'GET', endpoint, target, signal: options.signal }, bodyOf(resources/* CrawlPageEnvelope */.$q));
    return body.page;
}
async function getCrawlFindings(context, id, options) {
    checkId('crawl id', id);
    const target = context.transport.url(`/site-crawls/${id}/findings`);
    const body = await call(context, { method: 'GET', endpoint: `GET /site-crawls/${id}/findings`, target, signal: options.signal }, bodyOf(resources/* CrawlFindingList */.PJ));
    return body.findings;
}
//# sourceMappingURL=site-crawls.js.map
;// CONCATENATED MODULE: ./lib/client/reference.js
/**
 * The one call outside the v1 interface: starting a site crawl on the reference service (the
 * interface reads crawls; a real service starts them in its dashboard). It goes through the same
 * transport and error reading as every endpoint, but is tried once: a repeated POST could start
 * two crawls.
 */



const ReferenceCrawlStarted = schemas/* looseObject */._H3({ site_crawl: resources/* SiteCrawl */.Bm });
async function startReferenceCrawl(context, body, options) {
    const target = new URL('/reference/site-crawls', context.transport.baseUrl);
    const once = { ...context, policy: { ...context.policy, maxAttempts: 1 } };
    const started = await call(once, { method: 'POST', endpoint: 'POST /reference/site-crawls', target, json: body, signal: options.signal }, bodyOf(ReferenceCrawlStarted));
    return started.site_crawl;
}
//# sourceMappingURL=reference.js.map
;// CONCATENATED MODULE: ./lib/client/submit.js
/**
 * `POST /reports` without spending the allowance twice. Each POST that queues an analysis spends
 * the workspace's report allowance (docs/interface.md, The allowance), so a POST is never repeated blindly once the
 * service may have received it:
 * - 429: the service refused it, nothing was queued; retried after `Retry-After`.
 * - no connection at all (refused, host not found, connect timeout): nothing was sent; retried.
 * - a reset or timeout after sending, a 408 or a 5xx: the service may have queued it. The attempt
 *   asks `GET /reports/lookup` whether a report for the URL was queued since the submit began:
 *   when the caller knows the report's `last_run_at` from before the submit (null: there was none),
 *   a different value means queued; otherwise a `last_run_at` no older than the submit's start
 *   minus 120 s (allowance for clock skew between us and the service) does. When one was queued,
 *   the submit ends as `queued` with `recovered: true` and an ack that polls that report. Only when
 *   none was queued is the POST repeated, within the same retry budget.
 * - the lookup itself failing leaves the question open: UnconfirmedSubmitError, not a resubmit.
 * A service that queues a report without it showing in lookup yet can still be submitted twice;
 * the interface offers no idempotency key to close that gap.
 */




const SUBMIT_ENDPOINT = 'POST /reports';
/** How far back a lookup's `last_run_at` may lie and still count as this submit's report. */
const CLOCK_SKEW_MS = 120_000;
async function submitReport(context, submit) {
    checkPageUrl(submit.url);
    const startedAtMs = submit.nowMs();
    const request = {
        method: 'POST',
        endpoint: SUBMIT_ENDPOINT,
        target: context.transport.url('/reports'),
        json: submit.render === undefined ? { url: submit.url } : { url: submit.url, render: submit.render },
        signal: submit.signal,
    };
    const attempt = async () => {
        try {
            return readSubmitAnswer(await context.transport.send(request), SUBMIT_ENDPOINT);
        }
        catch (error) {
            if (!mayHaveQueued(error))
                throw error;
            const found = await lookupAfter(error, submit);
            if (found && queuedSince(found, submit.knownLastRunAt, startedAtMs))
                return recovered(context, found);
            throw error;
        }
    };
    return withRetry(attempt, context.policy, submit.signal, { ...context.hooks, endpoint: SUBMIT_ENDPOINT });
}
function mayHaveQueued(error) {
    if (error instanceof errors/* TransportError */.wX)
        return error.sent && error.failure !== 'abort';
    return error instanceof errors/* ServiceError */._7 && error.retryable && error.status !== 429;
}
function queuedSince(found, knownLastRunAt, startedAtMs) {
    if (knownLastRunAt !== undefined)
        return found.last_run_at !== knownLastRunAt;
    return Date.parse(found.last_run_at) >= startedAtMs - CLOCK_SKEW_MS;
}
async function lookupAfter(postError, submit) {
    try {
        return await submit.lookup(submit.url, submit.signal);
    }
    catch (error) {
        if (error instanceof errors/* TransportError */.wX && error.failure === 'abort')
            throw error;
        throw new errors/* UnconfirmedSubmitError */.zK(`${SUBMIT_ENDPOINT}: not resubmitted: the service may have queued it (${(0,errors/* describe */.q0)(postError)}) and the ` +
            `lookup could not tell (${(0,errors/* describe */.q0)(error)})`, { endpoint: SUBMIT_ENDPOINT, cause: error });
    }
}
function recovered(context, found) {
    const poll = context.transport.url(`/reports/${encodeURIComponent(found.key)}`).toString();
    return { kind: 'queued', recovered: true, ack: { status: 'queued', key: found.key, url: found.url, poll } };
}
//# sourceMappingURL=submit.js.map
// EXTERNAL MODULE: ./lib/http/agent.js
var agent = __webpack_require__(7209);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./lib/text/secrets.js + 1 modules
var secrets = __webpack_require__(5223);
// EXTERNAL MODULE: ./lib/http/capped-body.js
var capped_body = __webpack_require__(5108);
// EXTERNAL MODULE: ./lib/http/transport-failure.js
var transport_failure = __webpack_require__(274);
;// CONCATENATED MODULE: ./lib/client/transport.js
/**
 * The client's one door to the network: one undici Agent per client (keep-alive with connect,
 * headers and body timeouts), the headers every request carries, and the whole body read as
 * text. Any HTTP answer is returned as is; only "no answer" throws (TransportError). Redirects
 * are not followed, so the Authorization header never travels to a host the user did not
 * configure: a 3xx reaches the caller as an unexpected status.
 *
 * A body is read up to `maxBodyBytes` (default 32 MiB, far above the largest page of 100
 * reports) and the read stops there: a service that streams without end cannot fill the memory.
 *
 * The key lives in a private field (not enumerable, not shown by util.inspect). A service may
 * echo it, in any spelling: the body kept for an error is scrubbed as text, and the data read
 * from a body is scrubbed after decoding (`answer.scrub`).
 */






const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;
class Transport {
    /** The configured base URL without trailing slashes, e.g. `http://127.0.0.1:8787/api/v1`. */
    baseUrl;
    #agent;
    #apiKey;
    #scrub;
    #userAgent;
    #maxBodyBytes;
    #headersMs;
    constructor(options) {
        this.baseUrl = options.baseUrl.replace(/\/+$/, '');
        this.#apiKey = options.apiKey;
        this.#scrub = (0,secrets/* secretScrubber */.vt)([options.apiKey, ...(0,secrets/* urlCredentials */.O4)(options.baseUrl)]);
        this.#userAgent = options.userAgent;
        this.#maxBodyBytes = options.maxBodyBytes;
        this.#headersMs = options.timeouts.headersMs;
        this.#agent = (0,agent/* agentWith */.Sp)(options.timeouts);
    }
    /** `path` starts with `/` and is relative to the base URL; undefined query values are left out. */
    url(path, query = {}) {
        const target = new URL(`${this.baseUrl}${path}`);
        for (const [name, value] of Object.entries(query)) {
            if (value !== undefined)
                target.searchParams.set(name, String(value));
        }
        return target;
    }
    sameOrigin(target) {
        return target.origin === new URL(this.baseUrl).origin;
    }
    mask(text) {
        return this.#scrub.text(text);
    }
    async send(call) {
        if (call.signal?.aborted) {
            throw new errors/* TransportError */.wX(`${call.endpoint}: aborted before sending`, {
                endpoint: call.endpoint,
                failure: 'abort',
                sent: false,
            });
        }
        try {
            const response = await (0,undici/* request */.Em)(call.target, {
                method: call.method,
                headers: this.#headers(call),
                body: call.json === undefined ? null : JSON.stringify(call.json),
                signal: call.signal,
                dispatcher: this.#agent,
                ...(call.waitSeconds ? { headersTimeout: this.#headersMs + call.waitSeconds * 1000 } : {}),
            });
            const text = await this.#readBody(response, call.endpoint);
            return {
                status: response.statusCode,
                headers: response.headers,
                text,
                safeText: this.mask(text),
                scrub: this.#scrub,
            };
        }
        catch (error) {
            throw (0,transport_failure/* transportErrorFrom */.y)(error, call.endpoint, call.signal, (text) => this.mask(text));
        }
    }
    /** Stops at the limit, checked against content-length first and then against every chunk as it arrives. */
    async #readBody(response, endpoint) {
        const tooLarge = () => {
            response.body.destroy();
            return new errors/* TransportError */.wX(`${endpoint}: response body larger than ${(0,capped_body/* sizeText */.l)(this.#maxBodyBytes)}, the most the client reads`, { endpoint, failure: 'oversize', sent: true });
        };
        if (Number(response.headers['content-length']) > this.#maxBodyBytes)
            throw tooLarge();
        const bytes = await (0,capped_body/* readCapped */.E)(response.body, this.#maxBodyBytes, tooLarge);
        // TextDecoder drops a leading BOM, as undici's body.text() did.
        return new TextDecoder().decode(bytes);
    }
    close() {
        return this.#agent.close();
    }
    #headers(call) {
        const headers = {
            authorization: `Bearer ${this.#apiKey}`,
            'user-agent': this.#userAgent,
            accept: 'application/json',
        };
        if (call.json !== undefined)
            headers['content-type'] = 'application/json';
        if (call.waitSeconds)
            headers.prefer = `wait=${call.waitSeconds}`;
        return headers;
    }
}
//# sourceMappingURL=transport.js.map
;// CONCATENATED MODULE: ./lib/client/client.js










const DEFAULT_PAGE_SIZE = 100;
class PageAnalysisClient {
    #context;
    constructor(options) {
        const baseUrl = options.service.url;
        const apiKey = service_target/* ServiceTarget */.f.revealKey(options.service);
        checkServiceUrl(baseUrl);
        checkApiKey(apiKey);
        this.#context = {
            transport: new Transport({
                baseUrl,
                apiKey,
                userAgent: options.userAgent ?? agent/* SERVICE_USER_AGENT */.c9,
                timeouts: { ...agent/* DEFAULT_TIMEOUTS */.Rh, ...options.timeouts },
                maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
            }),
            policy: { ...DEFAULT_RETRY_POLICY, ...options.retry },
            hooks: { onRetry: options.onRetry, sleep: options.sleep, random: options.random },
        };
    }
    /** 200 is a cache hit (`cached`), 202 a queued analysis; see submit.ts for when a POST is repeated. */
    submitReport(input, options = {}) {
        return submitReport(this.#context, {
            url: input.url,
            render: input.render,
            signal: options.signal,
            knownLastRunAt: options.knownLastRunAt,
            lookup: (url, signal) => this.lookupReport(url, signal ? { signal } : {}),
            nowMs: Date.now,
        });
    }
    getReport(key, options = {}) {
        return getReport(this.#context, key, options);
    }
    /**
     * GETs `ack.poll` when it is on the base URL's origin, else `/reports/{key}`; `waitSeconds` asks
     * the service to hold the read until the report is done (`Prefer: wait`).
     */
    pollReport(ack, options = {}) {
        return pollReport(this.#context, ack, options);
    }
    listReports(query = {}, options = {}) {
        return listReports(this.#context, query, options);
    }
    /** Every report, newest first. Throws InvalidRequestError at once for a bad pageSize. */
    reports(query = {}, options = {}) {
        checkLimit('pageSize', query.pageSize);
        const pageOf = async (offset, limit) => {
            const list = await this.listReports({ limit, offset, ...(query.host === undefined ? {} : { host: query.host }) }, options);
            return { items: list.reports };
        };
        return walkPages(pageOf, query.pageSize ?? DEFAULT_PAGE_SIZE);
    }
    lookupReport(url, options = {}) {
        return lookupReport(this.#context, url, options);
    }
    listSiteCrawls(query = {}, options = {}) {
        return listSiteCrawls(this.#context, query, options);
    }
    getSiteCrawl(id, options = {}) {
        return getSiteCrawl(this.#context, id, options);
    }
    listCrawlPages(id, query = {}, options = {}) {
        return listCrawlPages(this.#context, id, query, options);
    }
    /** Every page of a crawl, stopping at `total`. Throws InvalidRequestError at once for a bad id or pageSize. */
    crawlPages(id, query = {}, options = {}) {
        checkId('crawl id', id);
        checkLimit('pageSize', query.pageSize);
        const pageOf = async (offset, limit) => {
            const list = await this.listCrawlPages(id, { limit, offset }, options);
            return { items: list.pages, total: list.total };
        };
        return walkPages(pageOf, query.pageSize ?? DEFAULT_PAGE_SIZE);
    }
    getCrawlPage(id, pageId, options = {}) {
        return getCrawlPage(this.#context, id, pageId, options);
    }
    getCrawlFindings(id, options = {}) {
        return getCrawlFindings(this.#context, id, options);
    }
    /** Reference service only: starts a site crawl (the v1 interface can only read crawls). */
    startReferenceCrawl(body, options = {}) {
        return startReferenceCrawl(this.#context, body, options);
    }
    /** One cheap authenticated call (GET /reports?limit=1) that proves the key works. */
    async checkKey(options = {}) {
        await listReports(this.#context, { limit: 1 }, options);
    }
    close() {
        return this.#context.transport.close();
    }
}
//# sourceMappingURL=client.js.map

/***/ }),

/***/ 2116:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JI: () => (/* binding */ readInteger),
/* harmony export */   Q5: () => (/* binding */ readCrawl),
/* harmony export */   Se: () => (/* binding */ readLines),
/* harmony export */   UW: () => (/* binding */ readSeconds),
/* harmony export */   Vf: () => (/* binding */ readBoolean),
/* harmony export */   Xy: () => (/* binding */ readShard),
/* harmony export */   ZS: () => (/* binding */ readPattern),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   pi: () => (/* binding */ isMapping),
/* harmony export */   ws: () => (/* binding */ scalarText),
/* harmony export */   xT: () => (/* binding */ readIsoTime),
/* harmony export */   y7: () => (/* binding */ readHttpUrl),
/* harmony export */   yL: () => (/* binding */ oneOf)
/* harmony export */ });
/* harmony import */ var _text_one_line_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6810);
/* harmony import */ var _text_http_url_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8255);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1814);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(452);
/**
 * Readers of one raw value each, shared by workflow inputs and config-file keys. `label` names
 * where the value came from (`min-score`, `config-file x.yml: pages[0].min-score`); every error
 * is one line with the label, the value given and what is allowed.
 */




const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];
/**
 * The value as the user wrote it, cut and on one line so a pasted blob cannot flood the message,
 * with the credentials of a URL masked (a mistyped api-url still holds its password).
 */
function quote(raw) {
    return JSON.stringify((0,_text_one_line_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .T)((0,_text_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactUrl */ .B)(raw), 80));
}
/** A config-file value as text: YAML and JSON give numbers and booleans, inputs give strings. */
function scalarText(value) {
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    return JSON.stringify(value) ?? String(value);
}
/** `core.getBooleanInput` semantics: exactly these six spellings. */
function readBoolean(label, raw) {
    if (TRUE.includes(raw))
        return true;
    if (FALSE.includes(raw))
        return false;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${label}: ${quote(raw)} is not a boolean (allowed: ${[...TRUE, ...FALSE].join(', ')})`);
}
function readInteger(label, raw, min, max) {
    const value = /^[+-]?\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (Number.isSafeInteger(value) && value >= min && (max === null || value <= max))
        return value;
    const allowed = max === null ? `>= ${min}` : `from ${min} to ${max}`;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${label}: ${quote(raw)} is not an integer ${allowed}`);
}
function readSeconds(label, raw, min, max) {
    const value = /^\d+(\.\d+)?$|^\.\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (value >= min && value <= max)
        return value;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${label}: ${quote(raw)} is not a number of seconds from ${min} to ${max}`);
}
function oneOf(label, raw, allowed) {
    if (allowed.includes(raw))
        return raw;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${label}: ${quote(raw)} is not one of ${allowed.join(', ')}`);
}
function readHttpUrl(label, raw) {
    if ((0,_text_http_url_js__WEBPACK_IMPORTED_MODULE_3__/* .isHttpUrl */ .q)(raw))
        return raw;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${label}: ${quote(raw)} is not an absolute http(s) URL`);
}
/** An ISO 8601 date and time with its offset (a time without one would depend on the runner's zone), as UTC. */
function readIsoTime(label, raw) {
    const shaped = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.test(raw);
    const ms = shaped ? Date.parse(raw) : Number.NaN;
    if (Number.isFinite(ms))
        return new Date(ms).toISOString();
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${label}: ${quote(raw)} is not an ISO 8601 time with an offset (for example 2025-06-01T12:00:00Z)`);
}
function readShard(label, raw) {
    const match = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (index >= 1 && index <= count && count <= 256)
        return { index, count };
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${label}: ${quote(raw)} is not i/n with 1 <= i <= n <= 256`);
}
/** `latest`, a crawl id, or a crawl to start: `site` (site-url) or the seed URL itself. */
function readCrawl(label, raw, siteUrl) {
    if (raw === 'latest')
        return 'latest';
    if (raw === 'site') {
        if (siteUrl === null)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${label}: site crawls site-url, but no site-url is set`);
        return { seed: siteUrl };
    }
    if (/^https?:\/\//i.test(raw))
        return { seed: readHttpUrl(label, raw) };
    const id = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (Number.isSafeInteger(id) && id >= 1)
        return id;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${label}: ${quote(raw)} is not latest, site, a site URL or a positive integer crawl id`);
}
/** One entry per line (glob lists may hold commas inside braces, so commas do not split here). */
function readLines(raw) {
    return raw
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
}
/** Paths are matched against the URL's path, full URLs against the whole URL: anything else would never match. */
function readPattern(label, value) {
    if (value === undefined || value === null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${label} is missing (a URL path starting with / or a full http(s):// URL)`);
    const pattern = typeof value === 'string' ? value.trim() : '';
    if (pattern.startsWith('/') || /^https?:\/\//i.test(pattern))
        return pattern;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`${label}: ${quote(scalarText(value))} must start with / (a URL path) or http(s):// (a full URL)`);
}
function isMapping(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
//# sourceMappingURL=inputs-values.js.map

/***/ }),

/***/ 9300:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jj: () => (/* binding */ CRAWL_ENDED),
/* harmony export */   Q6: () => (/* binding */ waitForCrawl),
/* harmony export */   rK: () => (/* binding */ crawlProgress)
/* harmony export */ });
/* harmony import */ var _poll_schedule_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4486);
/* harmony import */ var _text_count_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9180);


const CRAWL_ENDED = ['done', 'failed'];
async function waitForCrawl(wait) {
    const sleep = wait.sleep ?? _poll_schedule_js__WEBPACK_IMPORTED_MODULE_0__/* .sleep */ .y;
    for (let attempt = 0;; attempt++) {
        const crawl = await wait.client.getSiteCrawl(wait.id, { signal: wait.signal });
        wait.progress?.(crawl);
        if (CRAWL_ENDED.includes(crawl.state))
            return crawl;
        try {
            await sleep((0,_poll_schedule_js__WEBPACK_IMPORTED_MODULE_0__/* .pollDelay */ .x)(attempt, wait.pollIntervalMs), wait.signal);
        }
        catch (error) {
            if (wait.signal.aborted)
                return crawl;
            throw error;
        }
    }
}
/** `12 of 40 pages fetched`: how far a crawl got, in the words of both its callers. */
function crawlProgress(crawl) {
    return `crawl ${crawl.id} ${crawl.state}: ${crawl.pages_fetched} of ${(0,_text_count_js__WEBPACK_IMPORTED_MODULE_1__/* .count */ .U)(crawl.pages_found, 'page')} fetched`;
}
//# sourceMappingURL=crawl-wait.js.map

/***/ }),

/***/ 4486:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ pollDelay),
/* harmony export */   y: () => (/* binding */ sleep)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/**
 * When to read an unfinished thing again (a report, a crawl). Waiting `poll-interval` before the
 * first read made a 40-page local run take 31 s where 5.6 s sufficed: the first read comes after
 * 1 s (or `poll-interval` when that is smaller), then the wait doubles up to `poll-interval`.
 */

const FIRST_POLL_MS = 1000;
/** The wait before read number `attempt` (0 = the first read after submitting). */
function pollDelay(attempt, intervalMs) {
    return Math.min(intervalMs, Math.min(FIRST_POLL_MS, intervalMs) * 2 ** attempt);
}
const sleep = (ms, signal) => (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, { signal });
//# sourceMappingURL=poll-schedule.js.map

/***/ }),

/***/ 7209:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rh: () => (/* binding */ DEFAULT_TIMEOUTS),
/* harmony export */   Sp: () => (/* binding */ agentWith),
/* harmony export */   c9: () => (/* binding */ SERVICE_USER_AGENT),
/* harmony export */   il: () => (/* binding */ SITE_USER_AGENT)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6752);
/* harmony import */ var _package_json__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8330);
/**
 * What every request of ours shares, to the service and to the user's own site: the timeouts of
 * one undici Agent and the user agents.
 */


const DEFAULT_TIMEOUTS = { connectMs: 10_000, headersMs: 30_000, bodyMs: 30_000 };
function agentWith(timeouts) {
    return new undici__WEBPACK_IMPORTED_MODULE_0__/* .Agent */ .g6({
        connectTimeout: timeouts.connectMs,
        headersTimeout: timeouts.headersMs,
        bodyTimeout: timeouts.bodyMs,
    });
}
/** To the service: the version tells its operator which client asked. */
const SERVICE_USER_AGENT = `pagegate/${_package_json__WEBPACK_IMPORTED_MODULE_1__/* .version */ .rE}`;
/** To the user's own site, which has no use for our version. */
const SITE_USER_AGENT = 'pagegate';
//# sourceMappingURL=agent.js.map

/***/ }),

/***/ 5108:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ readCapped),
/* harmony export */   l: () => (/* binding */ sizeText)
/* harmony export */ });
/** A response body read whole, but never past a limit: a server that streams without end cannot fill the memory. */
/** Reads every chunk; past `maxBytes` it throws what `tooLarge` gives, before keeping the chunk. */
async function readCapped(body, maxBytes, tooLarge) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > maxBytes)
            throw tooLarge();
        chunks.push(chunk);
    }
    return Buffer.concat(chunks, size);
}
/** A limit in the words of a message: `32 MiB`, or `1000 bytes` when it is no whole number of MiB. */
function sizeText(bytes) {
    const mib = 1024 * 1024;
    return bytes % mib === 0 ? `${bytes / mib} MiB` : `${bytes} bytes`;
}
//# sourceMappingURL=capped-body.js.map

/***/ }),

/***/ 274:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ failureText),
/* harmony export */   y: () => (/* binding */ transportErrorFrom)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/**
 * What an undici failure means for the caller: which kind of failure it was, and whether the
 * request may have reached the server. `sent: false` only for failures that happen before a
 * connection exists (refused, unresolvable, connect timeout); every other failure may have hit a
 * request the server already read, which is what decides whether a POST may be repeated.
 *
 * The undici error itself is not kept as `cause`: its message and fields are outside our control,
 * so only its code and a masked message travel on.
 */

const BEFORE_CONNECTION = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'host name lookup failed',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    ENETDOWN: 'network down',
    EADDRNOTAVAIL: 'address not available',
};
const MEANINGS = {
    UND_ERR_CONNECT_TIMEOUT: { failure: 'timeout', sent: false, says: 'timed out connecting' },
    UND_ERR_HEADERS_TIMEOUT: { failure: 'timeout', sent: true, says: 'timed out waiting for the response headers' },
    UND_ERR_BODY_TIMEOUT: { failure: 'timeout', sent: true, says: 'timed out reading the response body' },
    ETIMEDOUT: { failure: 'timeout', sent: true, says: 'connection timed out' },
    ECONNRESET: { failure: 'reset', sent: true, says: 'connection reset' },
    EPIPE: { failure: 'reset', sent: true, says: 'connection closed while sending' },
    UND_ERR_SOCKET: { failure: 'reset', sent: true, says: 'connection closed by the other side' },
};
function transportErrorFrom(error, endpoint, signal, mask) {
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TransportError */ .wX)
        return error;
    const code = errorCode(error);
    const cause = Object.assign(new Error(mask(errorMessage(error))), { code });
    if (signal?.aborted)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TransportError */ .wX(`${endpoint}: aborted`, { endpoint, failure: 'abort', sent: true, cause });
    const meaning = meaningOf(code);
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .TransportError */ .wX(`${endpoint}: ${saying(meaning, code)}`, {
        endpoint,
        failure: meaning.failure,
        sent: meaning.sent,
        cause,
    });
}
/** What happened, in the words of a TransportError's message: `connection refused (ECONNREFUSED)`. */
function failureText(error) {
    const code = errorCode(error);
    return saying(meaningOf(code), code);
}
function saying(meaning, code) {
    return `${meaning.says}${code ? ` (${code})` : ''}`;
}
function meaningOf(code) {
    if (code === undefined)
        return { failure: 'network', sent: true, says: 'request failed' };
    const before = BEFORE_CONNECTION[code];
    if (before)
        return { failure: 'network', sent: false, says: before };
    return MEANINGS[code] ?? { failure: 'network', sent: true, says: 'request failed' };
}
/** Node puts the code on the error, or (happy eyeballs) on each error of an AggregateError. */
function errorCode(error) {
    const candidates = [
        error,
        error?.cause,
        error?.errors?.[0],
    ];
    for (const candidate of candidates) {
        const code = candidate?.code;
        if (typeof code === 'string')
            return code;
    }
    return undefined;
}
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
//# sourceMappingURL=transport-failure.js.map

/***/ }),

/***/ 2657:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zk: () => (/* binding */ acceptedFileStore),
  Bj: () => (/* binding */ checkOutputTarget),
  ZB: () => (/* binding */ checkWritable),
  wh: () => (/* binding */ readNamedFile)
});

// UNUSED EXPORTS: readAcceptedFile, readEventFile

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./lib/model/results.js
var results = __webpack_require__(9339);
// EXTERNAL MODULE: ./lib/model/zod-issue.js
var zod_issue = __webpack_require__(2390);
;// CONCATENATED MODULE: ./lib/model/accepted.js
/**
 * The accepted state: each page's snapshot in the last run whose gate passed, the baseline of
 * `baseline: accepted`. A failing run never moves it, so a re-run reproduces the verdict and an
 * unfixed regression stays red on the next deploy. Stores (the GitHub Actions cache, a file) hold
 * it as JSON; the gate only loads and saves it through an AcceptedStore.
 */



const AcceptedState = schemas/* looseObject */._H3({
    version: schemas/* literal */.euz(1),
    /** The comment-tag of the gate that saved it: several gates in one repository keep apart. */
    tag: schemas/* string */.YjP(),
    commit: schemas/* string */.YjP().nullable(),
    savedAt: schemas/* string */.YjP(),
    pages: schemas/* record */.g1P(schemas/* string */.YjP(), results/* BaselineSnapshot */.w2),
});
/** Parsed data checked as an accepted state, or what is wrong with it. */
function acceptedStateFrom(data) {
    const parsed = AcceptedState.safeParse(data);
    if (parsed.success)
        return { state: parsed.data };
    return { problem: `not an accepted state v1 (${(0,zod_issue/* issueText */.v4)(parsed.error, { whole: 'top level' })})` };
}
//# sourceMappingURL=accepted.js.map
// EXTERNAL MODULE: ./lib/io/json-stream.js
var json_stream = __webpack_require__(7329);
;// CONCATENATED MODULE: ./lib/io/accepted-state.js
/**
 * The accepted state read as it streams (`{ ..., "pages": { "<url>": snapshot } }`), a page at a
 * time, with limits that hold while reading: nesting, the size of one page and of any other field,
 * the number of pages, and a key given twice refused. A file of 2,000 nested levels overflowed
 * the stack of a whole parse and its schema check, naming nothing.
 */


const ACCEPTED_STATE_LIMITS = {
    depth: 64,
    itemBytes: 64 * 1024 ** 2,
    fieldBytes: 16 * 1024 ** 2,
    /** Pages: a state outlives runs of at most 10,000 pages each, as URLs come and go. */
    items: 100_000,
    fields: 1_000,
    arrayValues: 10_000,
};
/**
 * The state in `chunks`, or what is wrong with it. What cannot be read at all (a missing file, one
 * over the size limit, not a regular file) is thrown, for the store to say which.
 */
async function readAcceptedState(chunks) {
    // Maps, then entries: a key `__proto__` stays a key, as in JSON.parse, rather than a prototype.
    const fields = new Map();
    const pages = new Map();
    try {
        const list = { name: 'pages', kind: 'object' };
        for await (const part of (0,json_stream/* readJsonDocument */.E)(chunks, list, ACCEPTED_STATE_LIMITS)) {
            if (part.kind === 'field')
                fields.set(part.key, part.value);
            else
                pages.set(part.key ?? '', part.value);
        }
    }
    catch (error) {
        if (error instanceof json_stream/* JsonStreamError */.l)
            return { problem: error.message };
        throw error;
    }
    return acceptedStateFrom({ ...Object.fromEntries(fields), pages: Object.fromEntries(pages) });
}
//# sourceMappingURL=accepted-state.js.map
// EXTERNAL MODULE: ./lib/io/regular-files.js
var regular_files = __webpack_require__(6742);
// EXTERNAL MODULE: ./lib/io/streamed-files.js
var streamed_files = __webpack_require__(9849);
;// CONCATENATED MODULE: ./lib/io/files.js
/** File I/O for the edges (main.ts, the CLI, the demo): the gate itself receives these as functions. */







/** Reads a file the user named in an input; a missing one is a configuration error naming the input. */
async function readNamedFile(input, path) {
    try {
        return { name: path, text: await (0,regular_files/* readText */.yR)(path) };
    }
    catch (error) {
        throw new errors/* ConfigError */.xL(`${input}: cannot read "${path}" (${(0,errors/* readFailure */.f1)(error)})`);
    }
}
/**
 * The payload of the event that started the run. A file that cannot be read or parsed is taken as
 * an empty payload, with a warning that says so: the run goes on without what the event gives
 * (a deployment's URL, the pull request to comment on).
 */
async function readEventFile(name, path) {
    let text;
    try {
        text = await readText(path);
    }
    catch (error) {
        return { payload: {}, warning: emptyEvent(name, `cannot read "${path}" (${readFailure(error)})`) };
    }
    try {
        return { payload: JSON.parse(text), warning: null };
    }
    catch {
        return { payload: {}, warning: emptyEvent(name, `"${path}" is not JSON`) };
    }
}
function emptyEvent(name, why) {
    return `GITHUB_EVENT_PATH: ${why}; assumed an empty ${name} event, so no site URL or pull request comes from it`;
}
/**
 * Fails before any analysis when an output cannot be written, naming the input or flag: a run
 * of minutes must not end in a bare ENOENT that reads like a failed gate. `createDirectory`:
 * the writer makes missing directories (results-file), so the check makes them too.
 */
async function checkWritable(label, path, options) {
    try {
        const existing = await (0,regular_files/* checkTarget */.e$)(path);
        if (options.createDirectory)
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
        await (0,promises_.access)(existing ? path : (0,external_node_path_.dirname)(path), external_node_fs_.constants.W_OK);
    }
    catch (error) {
        throw cannotWrite(label, path, error);
    }
}
/**
 * Only what is at the path: an output the run may leave unwritten (the accepted state is kept
 * only when the gate passes) is refused up front only when a write would replace what is not a file.
 */
async function checkOutputTarget(label, path) {
    await (0,regular_files/* checkTarget */.e$)(path).catch((error) => {
        throw cannotWrite(label, path, error);
    });
}
function cannotWrite(label, path, error) {
    return new errors/* ConfigError */.xL(`${label}: cannot write "${path}" (${(0,errors/* readFailure */.f1)(error)})`);
}
/**
 * `accepted-file`: the accepted state in a file the CI caches (the CLI's store in any CI). Written
 * through a temporary file and a rename, so a run stopped mid-write leaves the old state whole.
 */
function acceptedFileStore(path) {
    const where = `accepted-file ${path}`;
    return {
        kind: 'file',
        load: async () => {
            let read;
            try {
                read = await readAcceptedFile(path, { links: true });
            }
            catch (error) {
                const code = (0,errors/* readFailure */.f1)(error);
                if (code === 'ENOENT')
                    return {
                        kind: 'missing',
                        why: 'not-found',
                        detail: `${where} does not exist yet (the first passing gate writes it)`,
                    };
                return { kind: 'missing', why: 'unavailable', detail: `${where} cannot be read (${code})` };
            }
            return 'state' in read
                ? { kind: 'found', state: read.state, where }
                : { kind: 'missing', why: 'unreadable', detail: `${where}: ${read.problem}` };
        },
        draft: () => (0,streamed_files/* acceptedDraftFile */.Hr)(path, {
            keep: (failure) => Promise.resolve(failure
                ? { saved: false, detail: `${where} cannot be written (${(0,errors/* readFailure */.f1)(failure.error)})`, warned: false }
                : { saved: true, where }),
            cleanUp: () => Promise.resolve(),
        }),
    };
}
/**
 * An accepted state's file, read as it streams within its limits (accepted-state.ts) and at most
 * FILE_MAX_BYTES; what is wrong with its content is a problem, an error only when it cannot be
 * read. `links: false` (a state from the cache, whose writer is not trusted): only a regular file
 * itself, never a link to one elsewhere.
 */
async function readAcceptedFile(path, options) {
    if (!options.links && (await (0,promises_.lstat)(path)).isSymbolicLink())
        return { problem: 'a symbolic link, not a file' };
    return readAcceptedState((0,regular_files/* readBytes */.io)(path));
}
//# sourceMappingURL=files.js.map

/***/ }),

/***/ 9180:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ count)
/* harmony export */ });
/** `1 page`, `3 pages`: counts in the headline and in the line that says what was left out. */
function count(n, noun) {
    return `${n} ${n === 1 ? noun : `${noun}s`}`;
}
//# sourceMappingURL=count.js.map

/***/ }),

/***/ 9967:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ cut)
/* harmony export */ });
const ELLIPSIS = '…';
/**
 * At most `max` code points; a longer text keeps `max - 1` of them and ends with `…`, never splitting a surrogate pair.
 */
function cut(text, max) {
    // UTF-16 length bounds the code point count, so most values return here without a scan.
    if (text.length <= max)
        return text;
    let points = 0;
    let keep = 0;
    let index = 0;
    for (const char of text) {
        if (points === max - 1)
            keep = index;
        if (points === max)
            return text.slice(0, keep) + ELLIPSIS;
        index += char.length;
        points++;
    }
    return text;
}
//# sourceMappingURL=cut.js.map

/***/ }),

/***/ 8255:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ isHttpUrl)
/* harmony export */ });
/** Whether a text is an absolute http or https URL: the only kind the interface and the probe take. */
function isHttpUrl(text) {
    if (typeof text !== 'string')
        return false;
    try {
        const { protocol } = new URL(text);
        return protocol === 'http:' || protocol === 'https:';
    }
    catch {
        return false;
    }
}
//# sourceMappingURL=http-url.js.map

/***/ }),

/***/ 5462:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ mapStrings)
/* harmony export */ });
/**
 * A copy of decoded JSON-like data with every string (and key) passed through `change`; parts
 * that nothing changed are returned as they are, so data holding nothing to change costs no copy.
 */
function mapStrings(value, change) {
    if (typeof value === 'string')
        return change(value);
    if (Array.isArray(value)) {
        const items = value.map((item) => mapStrings(item, change));
        return (items.some((item, i) => item !== value[i]) ? items : value);
    }
    if (typeof value !== 'object' || value === null)
        return value;
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
        const mapped = [change(key), mapStrings(item, change)];
        changed ||= mapped[0] !== key || mapped[1] !== item;
        return mapped;
    });
    return (changed ? Object.fromEntries(entries) : value);
}
//# sourceMappingURL=map-strings.js.map

/***/ }),

/***/ 6810:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ oneLine)
/* harmony export */ });
/* harmony import */ var _cut_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9967);
/**
 * Text from outside (a service's error message, a URL the user gave) shown inside our one-line
 * messages: control characters and line breaks would split the line, and a long value would bury
 * the part of the message that says what failed.
 */

function oneLine(text, max = 200) {
    return (0,_cut_js__WEBPACK_IMPORTED_MODULE_0__/* .cut */ .J)(text.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim(), max);
}
//# sourceMappingURL=one-line.js.map

/***/ }),

/***/ 1814:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ redactUrlsIn),
/* harmony export */   B: () => (/* binding */ redactUrl)
/* harmony export */ });
/**
 * URLs end up in logs, annotations and PR comments, so credentials in them are masked before
 * they are shown: user info, and query or fragment values whose names look secret (`#` too,
 * because OAuth's implicit flow puts `access_token` there).
 */
/** Names that are a secret as a whole word (`api_key`, `x-amz-signature`, `code`). */
const SECRET_WORDS = new Set([
    'token',
    'key',
    'apikey',
    'secret',
    'password',
    'passwd',
    'pwd',
    'pass',
    'sig',
    'signature',
    'auth',
    'authorization',
    'credential',
    'credentials',
    'code',
    'session',
    'sessionid',
    'sid',
    'jwt',
    'otp',
]);
/** Parts that make any name secret, however it is cased or joined (`accessToken`, `AWSAccessKeyId`). */
const SECRET_PART = /token|secret|passw|signature|apikey|accesskey|credential|private/i;
const MASK = '***';
/** Every secret name contains one of these; a query without any is left alone unparsed. */
const SECRET_HINT = /token|key|secret|pass|pwd|sig|auth|credential|code|session|sid|jwt|otp|private/i;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>`]+/gi;
/**
 * A scheme, then everything up to the last `@`: user info of a URL that does not parse
 * (`http://u:PW@[::1`, `http://u:pa/ss@h:99999`). The parser cannot say where it ends, so all
 * of it goes, even past a `/`.
 */
const UNPARSED_USER_INFO = /^(\s*[a-z][a-z0-9+.-]*:[/\\]*).*@/is;
/** Masks credentials in a URL; anything that is not a URL is returned unchanged. */
function redactUrl(url) {
    if (!maySecret(url))
        return url;
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return url.replace(UNPARSED_USER_INFO, `$1${MASK}@`);
    }
    let text = url;
    if (parsed.username || parsed.password) {
        // Re-serialised only in this case: the parser knows where user info ends in every spelling
        // (`https:\\u:p@h`, `https:u:p@h`), a pattern would not.
        parsed.username = MASK;
        parsed.password = '';
        text = parsed.href;
    }
    return redactParameters(text);
}
/** Masks every http(s) URL inside free text (a message or evidence may quote one). */
function redactUrlsIn(text) {
    if (!text.includes('://'))
        return text;
    let shown = '';
    let copied = 0;
    for (const match of text.matchAll(URL_IN_TEXT)) {
        const redacted = redactUrl(match[0]);
        if (redacted === match[0])
            continue;
        shown += text.slice(copied, match.index) + redacted;
        copied = match.index + match[0].length;
    }
    return copied === 0 ? text : shown + text.slice(copied);
}
/**
 * User info needs an `@`, an encoded name a `%`, and a secret name sits after `?` or `#` and
 * contains a hint: most URLs have none of these and are returned without parsing.
 */
function maySecret(url) {
    if (url.includes('@') || url.includes('%'))
        return true;
    const parameters = url.search(/[?#]/);
    return parameters >= 0 && SECRET_HINT.test(url.slice(parameters));
}
function redactParameters(text) {
    const hash = text.indexOf('#');
    const beforeHash = hash < 0 ? text : text.slice(0, hash);
    const question = beforeHash.indexOf('?');
    if (question < 0 && hash < 0)
        return text;
    const base = question < 0 ? beforeHash : beforeHash.slice(0, question);
    const query = question < 0 ? '' : beforeHash.slice(question);
    return base + redactPairs(query) + redactPairs(hash < 0 ? '' : text.slice(hash));
}
/** `part` is '', or a query or fragment with its leading `?` or `#`. */
function redactPairs(part) {
    if (part.length < 2)
        return part;
    return part[0] + part.slice(1).split('&').map(redactPair).join('&');
}
function redactPair(pair) {
    const equals = pair.indexOf('=');
    if (equals <= 0 || equals === pair.length - 1)
        return pair;
    const name = pair.slice(0, equals);
    return isSecretName(name) ? `${name}=${MASK}` : pair;
}
function isSecretName(raw) {
    let name;
    try {
        name = decodeURIComponent(raw.replaceAll('+', ' '));
    }
    catch {
        name = raw;
    }
    name = name.toLowerCase();
    return SECRET_PART.test(name) || name.split(/[^a-z0-9]+/).some((word) => SECRET_WORDS.has(word));
}
//# sourceMappingURL=redact.js.map

/***/ }),

/***/ 5223:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vt: () => (/* binding */ secretScrubber),
  O4: () => (/* binding */ urlCredentials)
});

// UNUSED EXPORTS: REDACTED

// EXTERNAL MODULE: ./lib/text/map-strings.js
var map_strings = __webpack_require__(5462);
// EXTERNAL MODULE: ./node_modules/entities/dist/decode.js + 3 modules
var decode = __webpack_require__(1161);
;// CONCATENATED MODULE: ./lib/text/spellings.js
/**
 * Text decoded the ways a service or a page may have spelled it, one level deep: JSON `\uXXXX`
 * escapes (surrogate pairs included), a backslash before ASCII punctuation (JSON's `\/`,
 * markdown's `\_`), percent-encoded UTF-8, HTML character references as browsers decode them
 * (the `entities` package: named or numeric, with or without `;`), and the escaper's U+200D
 * joiners dropped. Each decoded UTF-16 unit keeps where its spelling starts in the text.
 */

const JOINER = '\u200D';
const MAY_BE_SPELLED = /[\\%&\u200D]/;
const ASCII_PUNCTUATION = /^[!-/:-@[-`{-~]$/;
function decodedSpellings(input) {
    if (!MAY_BE_SPELLED.test(input))
        return { text: input, start: (index) => index, end: (index) => index + 1 };
    const starts = new Int32Array(input.length);
    const units = [];
    let at = 0;
    while (at < input.length) {
        if (input[at] === JOINER) {
            at++;
            continue;
        }
        const spelled = spellingAt(input, at) ?? { units: input.charAt(at), length: 1 };
        for (let unit = 0; unit < spelled.units.length; unit++) {
            starts[units.length] = at;
            units.push(spelled.units.charAt(unit));
        }
        at += spelled.length;
    }
    const count = units.length;
    const start = (index) => (index < count ? (starts[index] ?? input.length) : input.length);
    const end = (index) => {
        for (let next = index + 1; next < count; next++)
            if (start(next) > start(index))
                return start(next);
        return input.length;
    };
    return { text: units.join(''), start, end };
}
function spellingAt(input, at) {
    switch (input[at]) {
        case '\\':
            return backslashAt(input, at);
        case '%':
            return percentAt(input, at);
        case '&':
            return referenceAt(input, at);
        default:
            return null;
    }
}
function backslashAt(input, at) {
    const next = input[at + 1] ?? '';
    if (next === 'u') {
        const digits = input.slice(at + 2, at + 6);
        return /^[0-9a-fA-F]{4}$/.test(digits) ? { units: String.fromCharCode(parseInt(digits, 16)), length: 6 } : null;
    }
    return ASCII_PUNCTUATION.test(next) ? { units: next, length: 2 } : null;
}
/** One UTF-8 encoded code point, `%E2%82%AC`; a byte that starts or continues no valid sequence is text. */
function percentAt(input, at) {
    const lead = byteAt(input, at);
    if (lead === null)
        return null;
    const length = lead < 0x80 ? 1 : lead >> 5 === 0b110 ? 2 : lead >> 4 === 0b1110 ? 3 : lead >> 3 === 0b11110 ? 4 : 0;
    if (length === 0)
        return null;
    let codePoint = length === 1 ? lead : lead & (0xff >> (length + 1));
    for (let i = 1; i < length; i++) {
        const byte = byteAt(input, at + 3 * i);
        if (byte === null || byte >> 6 !== 0b10)
            return null;
        codePoint = (codePoint << 6) | (byte & 0x3f);
    }
    if (codePoint > 0x10ffff)
        return null;
    return { units: String.fromCodePoint(codePoint), length: 3 * length };
}
function byteAt(input, at) {
    if (input[at] !== '%')
        return null;
    const digits = input.slice(at + 1, at + 3);
    return /^[0-9a-fA-F]{2}$/.test(digits) ? parseInt(digits, 16) : null;
}
function referenceAt(input, at) {
    let units = '';
    const decoder = new decode/* HtmlEntityDecoder */.t_((codePoint) => {
        units += String.fromCodePoint(codePoint);
    });
    decoder.startEntity(decode/* DecodingMode */.FJ.Legacy);
    let length = decoder.write(input, at + 1);
    if (length === -1)
        length = decoder.end();
    return length > 0 ? { units, length } : null;
}
//# sourceMappingURL=spellings.js.map
;// CONCATENATED MODULE: ./lib/text/secrets.js
/**
 * One object that knows the run's secrets (the API key, the GitHub token, the credentials of
 * api-url) and masks them in every spelling that text from a service or a page may carry them
 * in: as is, JSON-escaped (`\/`, `\u0041`, as PHP's json_encode writes), percent-encoded, as an
 * HTML character reference (named or numeric, with or without `;`, as browsers decode them),
 * backslash-escaped by markdown, or broken by the escaper's own joiner, in any mix. The edge
 * builds it once and passes every sink's text or data through it: the runner masks its own log,
 * but nothing masks a PR comment, a job summary or an artifact.
 *
 * The text is decoded once, each decoded character remembering the span of the text it came
 * from, and every secret is searched in the decoded text and in the text as given. That is
 * linear in the text and in the secrets: a regular expression of the spellings (one group per
 * character) is rejected by V8 for a key of a few thousand characters, with the key in its message.
 */


const REDACTED = '[redacted]';
/**
 * A shorter value is not masked: a one-letter user name in api-url would blank that letter
 * everywhere, and three characters are no secret a masking could keep.
 */
const SECRET_MIN_LENGTH = 4;
function secretScrubber(secrets) {
    const kept = [
        ...new Set([...secrets].filter((secret) => typeof secret === 'string' && secret.length >= SECRET_MIN_LENGTH)),
    ];
    if (kept.length === 0)
        return { text: (text) => text, value: (value) => value };
    const text = (input) => masked(input, kept);
    return { text, value: (value) => (0,map_strings/* mapStrings */.t)(value, text) };
}
/**
 * The user name and password of a URL, decoded as the parser decodes them and as written; works on a URL that does not
 * parse.
 */
function urlCredentials(url) {
    if (!url)
        return [];
    const found = [];
    try {
        const parsed = new URL(url);
        found.push(parsed.username, parsed.password, safeDecode(parsed.username), safeDecode(parsed.password));
    }
    catch {
        // A URL that does not parse: everything between the scheme and the last `@`, and its parts.
        const userInfo = /^\s*[a-z][a-z0-9+.-]*:[/\\]*(.*)@/is.exec(url)?.[1];
        if (userInfo)
            found.push(userInfo, ...userInfo.split(':'));
    }
    return [...new Set(found.filter(Boolean))];
}
function masked(input, secrets) {
    const spans = [];
    for (const secret of secrets)
        for (const at of occurrences(input, secret))
            spans.push([at, at + secret.length]);
    const decoded = decodedSpellings(input);
    if (decoded.text !== input) {
        for (const secret of secrets)
            for (const at of occurrences(decoded.text, secret))
                spans.push([decoded.start(at), decoded.end(at + secret.length - 1)]);
    }
    return spans.length === 0 ? input : replaced(input, merged(spans));
}
function occurrences(text, secret) {
    const found = [];
    for (let at = text.indexOf(secret); at !== -1; at = text.indexOf(secret, at + secret.length))
        found.push(at);
    return found;
}
/** Overlapping and touching spans as one, in order: a secret that contains another is masked whole. */
function merged(spans) {
    const sorted = spans.sort((a, b) => a[0] - b[0]);
    const out = [];
    for (const span of sorted) {
        const last = out.at(-1);
        if (last && span[0] <= last[1])
            last[1] = Math.max(last[1], span[1]);
        else
            out.push([span[0], span[1]]);
    }
    return out;
}
function replaced(input, spans) {
    let out = '';
    let from = 0;
    for (const [start, end] of spans) {
        out += input.slice(from, start) + REDACTED;
        from = end;
    }
    return out + input.slice(from);
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
//# sourceMappingURL=secrets.js.map

/***/ })

};

//# sourceMappingURL=726.index.js.map