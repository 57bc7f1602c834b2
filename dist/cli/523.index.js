export const id = 523;
export const ids = [523];
export const modules = {

/***/ 2302:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ configFileData)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _text_one_line_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6810);
/**
 * The config file's text as data, for parseConfigFile. JSON by its name, or by a first `{` when
 * the name says neither; YAML otherwise. The YAML parser is imported here, on first use: most runs
 * have no config file and a JSON one needs none, and in the action's entry it cost the start 10 ms
 * before the first request (bench/README.md).
 */


async function configFileData(file) {
    const asJson = /\.json$/i.test(file.name) || (!/\.ya?ml$/i.test(file.name) && file.text.trimStart().startsWith('{'));
    const parse = asJson ? JSON.parse : (await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19))).parse;
    try {
        return { name: file.name, data: parse(file.text) };
    }
    catch (error) {
        const detail = error instanceof Error ? error.message.split('\n', 1)[0]?.replace(/:$/, '') : String(error);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`config-file ${file.name}: not valid ${asJson ? 'JSON' : 'YAML'}: ${(0,_text_one_line_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .T)(detail ?? '', 160)}`);
    }
}
//# sourceMappingURL=config-file-data.js.map

/***/ }),

/***/ 31:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yc: () => (/* binding */ usableDefault),
/* harmony export */   mc: () => (/* binding */ INPUTS)
/* harmony export */ });
/* unused harmony export OUTPUTS */
/* harmony import */ var _model_thresholds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6401);
/**
 * The one table of the action's inputs and outputs. action.yml and the README's tables are
 * written from it (`npm run inputs`), `pagegate check --help` is generated from it, and
 * parseGateConfig takes its defaults from it; test/config/input-docs.test.ts fails when
 * action.yml or the README drift from it.
 */

/** A threshold's input: its name and meaning are the thresholds table's (model/thresholds.ts). */
function thresholdInput(name) {
    return { name, default: '', value: 'N', meaning: _model_thresholds_js__WEBPACK_IMPORTED_MODULE_0__/* .THRESHOLD */ .yW[name].meaning };
}
const INPUT_TABLE = [
    {
        name: 'api-url',
        default: '',
        value: 'URL',
        env: 'PAGEGATE_API_URL',
        meaning: 'Base URL of a hosted Page Analysis Service, including /api/v1. Empty: the pages are analysed in-process ' +
            "by the reference service, which may reach only the hosts of the run's pages.",
    },
    {
        name: 'api-key',
        default: '',
        value: 'KEY',
        env: 'PAGEGATE_API_KEY',
        meaning: 'Workspace API key of the service at api-url (required with it). Masked in logs and sent only as ' +
            '"Authorization: Bearer".',
    },
    {
        name: 'urls',
        default: '',
        value: 'LIST',
        meaning: 'URLs or paths to analyse, one per line (commas also split). Paths resolve against site-url.',
    },
    {
        name: 'urls-file',
        default: '',
        value: 'FILE',
        meaning: 'File with one URL or path per line; lines starting with # are comments.',
    },
    {
        name: 'site-url',
        default: '',
        value: 'URL',
        meaning: "Origin that paths resolve against. Default: the deployment_status event's environment_url, then target_url.",
    },
    {
        name: 'sitemap',
        default: '',
        value: 'URL',
        meaning: 'Sitemap URL or path (XML sitemap or sitemap index, gzip allowed) whose URLs are added, capped by max-urls.',
    },
    {
        name: 'max-urls',
        default: '50',
        value: 'N',
        meaning: 'Cap on the number of pages; a warning says how many were dropped.',
    },
    {
        name: 'render',
        default: 'false',
        value: 'BOOL',
        meaning: 'true or false: ask the service to run each page in a browser before analysing it.',
    },
    thresholdInput('min-score'),
    thresholdInput('max-critical'),
    thresholdInput('max-score-drop'),
    {
        name: 'fail-on-regression',
        default: 'critical',
        value: 'LEVEL',
        meaning: 'Lowest severity of a new or escalated finding that fails the page: critical, recommended, optional or none.',
    },
    {
        name: 'ignore-checks',
        default: '',
        value: 'GLOBS',
        meaning: 'Check-name globs, one per line, whose findings never count (for example "social.*").',
    },
    {
        name: 'config-file',
        default: '',
        value: 'FILE',
        meaning: 'YAML or JSON file with per-URL-pattern overrides of thresholds, render and ignore-checks, and waivers ' +
            '(findings that count for nothing until a date). Unknown keys and patterns that match no page are errors.',
    },
    {
        name: 'baseline',
        default: 'accepted',
        value: 'KIND',
        meaning: "accepted (each page's state in the last run whose gate passed; a failing run never moves it), previous " +
            "(the page's latest report before this run) or none.",
    },
    {
        name: 'accepted-file',
        default: '',
        value: 'FILE',
        meaning: "File that holds the accepted state instead of the GitHub Actions cache (the CLI's store in any CI: " +
            'cache that path). Read at start, written only when the gate passes.',
    },
    {
        name: 'baseline-url',
        default: '',
        value: 'URL',
        meaning: 'Origin whose latest report of the same path is the baseline (a preview gated against production).',
    },
    {
        name: 'baseline-file',
        default: '',
        value: 'FILE',
        meaning: 'Results JSON of an earlier run, used as the baseline.',
    },
    {
        name: 'concurrency',
        default: '4',
        value: 'N',
        meaning: 'Pages being submitted at once; a submitted page waits for its analysis without holding a slot.',
    },
    {
        name: 'poll-interval',
        default: '3',
        value: 'SECONDS',
        meaning: 'Longest wait between polls of one report when the service does not hold a read until the report is ' +
            'done (Prefer: wait): the first poll comes after 1 s (or this, when smaller), then the wait doubles up ' +
            'to this; a Retry-After on a 202 answer is honoured within timeout.',
    },
    {
        name: 'timeout',
        default: '600',
        value: 'SECONDS',
        meaning: 'Seconds for the whole run; pages still unfinished get verdict error.',
    },
    {
        name: 'fail-on-error',
        default: 'true',
        value: 'BOOL',
        meaning: 'true: a page whose analysis errored or timed out fails the gate.',
    },
    {
        name: 'comment',
        default: 'auto',
        value: 'WHEN',
        cliDefault: 'never',
        meaning: 'auto (comment when something fails or regressed; once a sticky comment exists, always update it), ' +
            'always or never.',
    },
    {
        name: 'comment-tag',
        default: '',
        value: 'TAG',
        meaning: 'Tells several gates in one PR apart. Default: the workflow name and job id.',
    },
    {
        name: 'github-token',
        default: '${{ github.token }}',
        value: 'TOKEN',
        cliDefault: '',
        meaning: 'Token used to write the sticky PR comment (needs pull-requests: write).',
    },
    {
        name: 'results-file',
        default: '',
        value: 'FILE',
        cliDefault: 'pagegate-results.json',
        meaning: 'Where the results JSON is written. Default: pagegate-results.json under RUNNER_TEMP (the CLI: in the ' +
            'working directory).',
    },
    {
        name: 'crawl',
        default: '',
        value: 'site|URL|latest|ID',
        meaning: "site (crawl site-url now), a site URL to crawl now, latest (the service's newest crawl that has not " +
            "failed) or a crawl id: gate on a site crawl's pages and grouped findings instead of submitting URLs, " +
            'waiting within timeout for a crawl still running (a hosted service: Pro and Agency plans). Compared with ' +
            'the accepted state; without one, with the previous crawl.',
    },
    {
        name: 'wait-for',
        default: '120',
        value: 'SECONDS',
        meaning: 'Readiness probe: seconds to wait until each URL answers 2xx or 3xx (and shows expect) before submitting ' +
            'it. A page that ends on 4xx or 5xx is an error and is never submitted. 0: off.',
    },
    {
        name: 'expect',
        default: '',
        value: 'TEXT',
        meaning: 'A string (a commit SHA, a build id) that must appear in the page body or a response header value before ' +
            'the page counts as deployed. Empty: off.',
    },
    {
        name: 'deployed-at',
        default: '',
        value: 'TIME',
        meaning: 'ISO 8601 time of the deploy being gated; analyses completed before it are stale. Default: the ' +
            "deployment_status event's created_at, else the time the step started.",
    },
    {
        name: 'fresh',
        default: 'auto',
        value: 'POLICY',
        meaning: 'auto (a cache hit that predates deployed-at is analysed again under a pagegate query parameter), always ' +
            'or never (accept cache hits as they are).',
    },
    thresholdInput('warn-min-score'),
    thresholdInput('warn-max-critical'),
    {
        name: 'mode',
        default: 'gate',
        value: 'MODE',
        meaning: 'gate (analyse and decide), analyze (analyse and write results only: a matrix shard or a fork PR) or ' +
            'report (merge results-files, decide, summarise, comment).',
    },
    {
        name: 'shard',
        default: '',
        value: 'I/N',
        meaning: 'i/n (1-based): analyse only the i-th of n stable slices of the URL list.',
    },
    { name: 'results-files', default: '', value: 'GLOB', meaning: 'For mode: report: glob of results files to merge.' },
    {
        name: 'annotations',
        default: 'true',
        value: 'BOOL',
        cliDefault: 'false',
        meaning: 'true: one warning annotation per failing page, then per page past a warn level, at most 10 per step.',
    },
    {
        name: 'pull-request',
        default: '',
        value: 'N',
        meaning: 'The PR number to comment on when the event carries none (the workflow_run half of the fork-safe pair); ' +
            "the comment is written only when the PR's head commit is the run's head commit.",
    },
    {
        name: 'allowed-sites',
        default: '',
        value: 'GLOBS',
        meaning: 'URL globs, one per line, that site-url, the sitemap and every page must match (for example ' +
            'https://pr-*.preview.example.com). Required with pull-request on workflow_run, where site-url comes ' +
            'from an untrusted artifact.',
    },
    {
        name: 'upload-results',
        default: 'false',
        value: 'BOOL',
        meaning: 'true: upload the results file as a workflow artifact and link it as the full results from the comment ' +
            'and the summary (the action only).',
    },
];
const INPUTS = INPUT_TABLE;
const OUTPUTS = [
    { name: 'passed', meaning: 'true when the gate passed, false otherwise.' },
    { name: 'results-file', meaning: 'Path of the results JSON.' },
    {
        name: 'failed-count',
        meaning: 'Number of pages that fail the gate: verdict fail, and verdict error when fail-on-error is true.',
    },
    { name: 'regression-count', meaning: 'Number of new or escalated findings that count across all pages.' },
    { name: 'report-keys', meaning: 'JSON object mapping each URL to its report key.' },
    { name: 'comment-url', meaning: 'URL of the sticky PR comment written by this run; empty when none.' },
    {
        name: 'results-artifact-url',
        meaning: 'URL of the uploaded results artifact; empty unless upload-results is true and the upload succeeded.',
    },
    { name: 'warning-count', meaning: 'Number of pages past a warn level (warn-min-score, warn-max-critical).' },
    {
        name: 'outcome',
        meaning: 'passed, failed (the gate failed on a page) or error (the analysis could not run: configuration, an ' +
            "unreachable service, a rejected key, a spent allowance, the run's timeout).",
    },
];
/** The default a run uses: a `${{ }}` expression has no value outside a runner. */
function usableDefault(spec) {
    return spec.default.startsWith('${{') ? '' : spec.default;
}
//# sourceMappingURL=input-table.js.map

/***/ }),

/***/ 4630:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t0: () => (/* binding */ parseGateConfig),
  v3: () => (/* binding */ readGateRules)
});

// UNUSED EXPORTS: GateConfig, INPUT_DEFAULTS, INPUT_NAMES

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/model/config.js
var model_config = __webpack_require__(9559);
// EXTERNAL MODULE: ./lib/model/thresholds.js
var model_thresholds = __webpack_require__(6401);
// EXTERNAL MODULE: ./lib/config/inputs-values.js
var inputs_values = __webpack_require__(2116);
// EXTERNAL MODULE: ./lib/model/waiver.js
var waiver = __webpack_require__(6909);
;// CONCATENATED MODULE: ./lib/config/waivers-file.js
/**
 * The config file's `waivers`: findings that count for nothing until a date. Each entry must say
 * why (`reason`) and until when (`expires`, at most a year ahead): a waiver without either is the
 * forever-ignored check that `ignore-checks` already is. Every error names the entry.
 */



/** How far ahead a waiver may expire: a waiver is a deadline, renewed on purpose. */
const WAIVER_MAX_DAYS = 365;
const WAIVER_KEYS = ['check', 'pattern', 'evidence', 'reason', 'expires'];
function readWaivers(where, value, now) {
    if (!Array.isArray(value))
        throw new errors/* ConfigError */.xL(`${where}: waivers must be a list of { check, pattern, evidence, reason, expires }`);
    return value.map((entry, i) => readWaiver(`${where}: waivers[${i}]`, entry, now));
}
function readWaiver(label, entry, now) {
    if (!(0,inputs_values/* isMapping */.pi)(entry))
        throw new errors/* ConfigError */.xL(`${label} must be a mapping (allowed keys: ${WAIVER_KEYS.join(', ')})`);
    const unknown = Object.keys(entry).find((key) => !WAIVER_KEYS.includes(key));
    if (unknown !== undefined)
        throw new errors/* ConfigError */.xL(`${label}.${unknown} is not a known key (allowed: ${WAIVER_KEYS.join(', ')})`);
    const check = waivers_file_text(`${label}.check`, entry.check, 'a check-name glob such as images.alt');
    // From here on the entry is named by its check too: "waivers[3]" alone is hard to find in a long file.
    const named = `${label} (${check})`;
    return waiver/* Waiver */.fv.parse({
        check,
        pattern: entry.pattern === undefined || entry.pattern === null ? null : (0,inputs_values/* readPattern */.ZS)(`${named}.pattern`, entry.pattern),
        evidence: entry.evidence === undefined || entry.evidence === null
            ? null
            : (0,waiver/* collapsedEvidence */.Hk)(waivers_file_text(`${named}.evidence`, entry.evidence, 'a substring of the evidence; leave it out to waive any')),
        reason: waivers_file_text(`${named}.reason`, entry.reason, 'say why these findings are waived'),
        expires: readExpiry(`${named}.expires`, entry.expires, now),
    });
}
/** A non-empty string, trimmed; `what` says what belongs there. */
function waivers_file_text(label, value, what) {
    if (value === undefined || value === null)
        throw new errors/* ConfigError */.xL(`${label} is missing (${what})`);
    const trimmed = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    if (trimmed === '')
        throw new errors/* ConfigError */.xL(`${label}: ${(0,inputs_values/* quote */.hD)((0,inputs_values/* scalarText */.ws)(value))} is empty or not text (${what})`);
    return trimmed;
}
function readExpiry(label, value, now) {
    if (value === undefined || value === null)
        throw new errors/* ConfigError */.xL(`${label} is missing (a date YYYY-MM-DD, at most ${WAIVER_MAX_DAYS} days ahead)`);
    const raw = value instanceof Date ? value.toISOString().slice(0, 10) : (0,inputs_values/* scalarText */.ws)(value).trim();
    if (!waiver/* Waiver */.fv.shape.expires.safeParse(raw).success)
        throw new errors/* ConfigError */.xL(`${label}: ${(0,inputs_values/* quote */.hD)(raw)} is not a date YYYY-MM-DD`);
    if ((0,waiver/* daysUntil */.AQ)(raw, now) > WAIVER_MAX_DAYS) {
        throw new errors/* ConfigError */.xL(`${label}: ${raw} is more than ${WAIVER_MAX_DAYS} days ahead (at most ${(0,waiver/* dayAfter */.PV)(now, WAIVER_MAX_DAYS)})`);
    }
    return raw;
}
//# sourceMappingURL=waivers-file.js.map
;// CONCATENATED MODULE: ./lib/config/inputs-config-file.js
/**
 * The config file's data (YAML or JSON, parsed by config-file-data.ts): top-level defaults and
 * per-URL-pattern rules. Strict, because a misspelt key that silently does nothing is the one
 * failure a gate must not have: an unknown key is an error naming its path. Shorthand
 * (`pages: { "/blog/**": 60 }`) is normalised here into the one Override shape, the way LHCI turns
 * `"error"` and `["error", {...}]` into one assertion.
 */





/** A number threshold set to null in the file turns it off for the pages it covers. */
function limit({ key, min, max }) {
    return (label, value, into) => {
        into.thresholds = {
            ...into.thresholds,
            [key]: value === null ? null : (0,inputs_values/* readInteger */.JI)(label, (0,inputs_values/* scalarText */.ws)(value), min, max),
        };
    };
}
const RULE_KEYS = {
    ...Object.fromEntries(model_thresholds/* THRESHOLDS */.Rm.map((row) => [row.name, limit(row)])),
    'fail-on-regression': (label, value, into) => {
        into.thresholds = { ...into.thresholds, failOnRegression: (0,inputs_values/* oneOf */.yL)(label, (0,inputs_values/* scalarText */.ws)(value), model_config/* FAIL_ON_REGRESSION */.f$) };
    },
    render: (label, value, into) => {
        into.render = typeof value === 'boolean' ? value : (0,inputs_values/* readBoolean */.Vf)(label, (0,inputs_values/* scalarText */.ws)(value));
    },
    'ignore-checks': (label, value, into) => {
        into.ignoreChecks = readGlobList(label, value);
    },
};
const PAGE_KEYS = ['pattern', ...Object.keys(RULE_KEYS)];
const TOP_KEYS = [...Object.keys(RULE_KEYS), 'pages', 'waivers'];
/** `now`: the waivers' expiry dates are checked against it (at most a year ahead). */
function parseConfigFile(file, now) {
    const where = `config-file ${file.name}`;
    // An empty YAML file is null.
    const data = file.data ?? {};
    if (!(0,inputs_values/* isMapping */.pi)(data))
        throw new errors/* ConfigError */.xL(`${where}: the top level must be a mapping (allowed keys: ${TOP_KEYS.join(', ')})`);
    const { pages, waivers, ...top } = data;
    return {
        defaults: readRuleSet(where, '', top, TOP_KEYS),
        overrides: pages === undefined ? [] : readPages(where, pages),
        waivers: waivers === undefined || waivers === null ? [] : readWaivers(where, waivers, now),
    };
}
/** The list form, or the map form keyed by pattern whose value is a min-score or a rule mapping. */
function readPages(where, pages) {
    if (Array.isArray(pages)) {
        return pages.map((entry, i) => {
            const path = `pages[${i}]`;
            if (!(0,inputs_values/* isMapping */.pi)(entry))
                throw new errors/* ConfigError */.xL(`${where}: ${path} must be a mapping with a pattern (allowed keys: ${PAGE_KEYS.join(', ')})`);
            const { pattern, ...rules } = entry;
            return {
                pattern: (0,inputs_values/* readPattern */.ZS)(`${where}: ${path}.pattern`, pattern),
                ...readRuleSet(where, `${path}.`, rules, PAGE_KEYS),
            };
        });
    }
    if ((0,inputs_values/* isMapping */.pi)(pages)) {
        return Object.entries(pages).map(([pattern, value]) => {
            const path = `pages[${JSON.stringify(pattern)}]`;
            const rules = (0,inputs_values/* isMapping */.pi)(value) ? value : { 'min-score': value };
            return {
                pattern: (0,inputs_values/* readPattern */.ZS)(`${where}: ${path}`, pattern),
                ...readRuleSet(where, `${path}.`, rules, Object.keys(RULE_KEYS)),
            };
        });
    }
    throw new errors/* ConfigError */.xL(`${where}: pages must be a list of { pattern, ... } or a mapping of pattern to min-score or rules`);
}
function readRuleSet(where, prefix, entries, allowed) {
    const rules = {};
    for (const [key, value] of Object.entries(entries)) {
        const reader = Object.hasOwn(RULE_KEYS, key) ? RULE_KEYS[key] : undefined;
        if (!reader)
            throw new errors/* ConfigError */.xL(`${where}: ${prefix}${key} is not a known key (allowed: ${allowed.join(', ')})`);
        reader(`${where}: ${prefix}${key}`, value, rules);
    }
    return rules;
}
function readGlobList(label, value) {
    if (typeof value === 'string')
        return (0,inputs_values/* readLines */.Se)(value);
    if (Array.isArray(value)) {
        return value.map((item, i) => {
            if (typeof item === 'string' && item.trim() !== '')
                return item.trim();
            throw new errors/* ConfigError */.xL(`${label}[${i}]: ${(0,inputs_values/* quote */.hD)((0,inputs_values/* scalarText */.ws)(item))} is not a check-name glob`);
        });
    }
    throw new errors/* ConfigError */.xL(`${label}: ${(0,inputs_values/* quote */.hD)((0,inputs_values/* scalarText */.ws)(value))} is not a list of check-name globs`);
}
//# sourceMappingURL=inputs-config-file.js.map
// EXTERNAL MODULE: ./lib/model/service-target.js
var service_target = __webpack_require__(6538);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./lib/model/event-payload.js
var event_payload = __webpack_require__(8230);
;// CONCATENATED MODULE: ./lib/config/deploy-event.js
/**
 * What the triggering event says about the deploy being gated: its commit and when it was made.
 * Pure: the edge reads the event file. Fields are read tolerantly; anything unusable is null and
 * the caller falls back (the workflow's SHA, the step's start).
 */


const Sha = schemas/* string */.YjP().regex(/^[0-9a-f]{7,64}$/i);
/** The deployment's commit, the PR head's, or the head of the run a workflow_run follows. */
function commitFromEvent(event) {
    const payload = event_payload/* EventPayload */.z.parse(event?.payload);
    const candidates = {
        deployment_status: payload.deployment?.sha,
        pull_request: payload.pull_request?.head?.sha,
        pull_request_target: payload.pull_request?.head?.sha,
        workflow_run: payload.workflow_run?.head_sha,
    };
    const parsed = Sha.safeParse(event ? candidates[event.name] : undefined);
    return parsed.success ? parsed.data : null;
}
/** A deployment_status event's created_at: when the deployment reported success, so after it was live. */
function deployedAtFromEvent(event) {
    if (event?.name !== 'deployment_status')
        return null;
    const createdAt = event_payload/* EventPayload */.z.parse(event.payload).deployment_status?.created_at;
    const ms = createdAt === undefined ? Number.NaN : Date.parse(createdAt);
    return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}
//# sourceMappingURL=deploy-event.js.map
// EXTERNAL MODULE: ./lib/config/rules.js
var rules = __webpack_require__(2853);
// EXTERNAL MODULE: ./lib/config/input-table.js
var input_table = __webpack_require__(31);
// EXTERNAL MODULE: ./lib/config/warn-levels.js
var warn_levels = __webpack_require__(7354);
;// CONCATENATED MODULE: ./lib/config/inputs-baseline.js
/**
 * What the gate compares against, from four inputs that must agree: baseline, baseline-url,
 * baseline-file and accepted-file. Pure.
 */


/** The accepted state's file only means something when the accepted state is the baseline. */
function readBaseline(kind, given) {
    const { url, file, acceptedFile } = given;
    const setting = (0,inputs_values/* oneOf */.yL)('baseline', kind, ['accepted', 'previous', 'none']);
    if (url && file)
        throw new errors/* ConfigError */.xL('baseline-url and baseline-file: set only one of them');
    if ((url || file) && setting === 'none')
        throw new errors/* ConfigError */.xL(`baseline: "none" conflicts with ${url ? 'baseline-url' : 'baseline-file'}`);
    const baseline = file
        ? { kind: 'file', path: file }
        : url
            ? { kind: 'url', origin: readOrigin(url) }
            : setting === 'accepted'
                ? { kind: 'accepted', file: acceptedFile }
                : { kind: setting };
    if (acceptedFile && baseline.kind !== 'accepted') {
        const instead = url || file ? 'baseline-url or baseline-file is set' : `baseline is "${kind}"`;
        throw new errors/* ConfigError */.xL(`accepted-file: only used with baseline accepted, but ${instead}`);
    }
    return baseline;
}
/** Only the origin is swapped into a page URL; a path here would be silently ignored, so it is refused. */
function readOrigin(raw) {
    const url = new URL((0,inputs_values/* readHttpUrl */.y7)('baseline-url', raw));
    if (url.pathname !== '/' || url.search || url.hash) {
        throw new errors/* ConfigError */.xL(`baseline-url: ${(0,inputs_values/* quote */.hD)(raw)} must be an origin only (scheme://host[:port]), without a path or query`);
    }
    return url.origin;
}
//# sourceMappingURL=inputs-baseline.js.map
// EXTERNAL MODULE: ./lib/site/allowed-sites.js
var allowed_sites = __webpack_require__(2298);
// EXTERNAL MODULE: ./lib/site/urls.js
var site_urls = __webpack_require__(3677);
;// CONCATENATED MODULE: ./lib/config/inputs-pages.js
/**
 * How the inputs that name a run's pages fit together: the URL sources or a crawl, and every site
 * within allowed-sites. Pure.
 */



/** A live run's pages come from the URL sources or from a crawl, never from both. */
function assertPagesNamed({ sources, crawl, baseline, }) {
    const { urls, urlsFile, sitemap } = sources;
    const hasUrlSource = urls.length > 0 || urlsFile !== null || sitemap !== null;
    if (crawl !== null && hasUrlSource) {
        throw new errors/* ConfigError */.xL(`crawl: gates on the crawl's pages, so urls, urls-file and sitemap must be empty`);
    }
    if (crawl !== null && (baseline.kind === 'url' || baseline.kind === 'file')) {
        throw new errors/* ConfigError */.xL('crawl: its baseline is the accepted state or the previous crawl of the same site, so baseline-url and ' +
            'baseline-file must be empty');
    }
    if (crawl === null && !hasUrlSource)
        throw new errors/* ConfigError */.xL('no pages to analyse: set urls, urls-file, sitemap or crawl');
}
/**
 * On `workflow_run` with `pull-request`, site-url came from the fork's artifact: without
 * allowed-sites nothing would stop it naming any site. The URLs known now are checked now; the
 * engine checks those from urls-file and the sitemap once read.
 */
function assertAllowedSites(config, eventName) {
    const { siteUrl, urls, sitemap } = config.sources;
    if (eventName === 'workflow_run' &&
        config.pullRequest !== null &&
        siteUrl !== null &&
        config.allowedSites.length === 0) {
        throw new errors/* ConfigError */.xL('allowed-sites: required with pull-request on workflow_run, where site-url comes from an untrusted ' +
            'artifact (for example https://pr-*.preview.example.com)');
    }
    if (siteUrl !== null)
        (0,allowed_sites/* assertAllowedSite */.A)(siteUrl, config.allowedSites, 'site-url');
    for (const url of (0,site_urls/* resolvePageUrls */.Sf)([...urls, ...(sitemap ? [sitemap] : [])], siteUrl))
        (0,allowed_sites/* assertAllowedSite */.A)(url, config.allowedSites, 'page');
}
//# sourceMappingURL=inputs-pages.js.map
;// CONCATENATED MODULE: ./lib/config/inputs.js
/**
 * Workflow inputs (or CLI flags) plus the config file -> one validated GateConfig. Pure: the
 * edges read the files, the event and the environment and pass them in. A missing or empty input
 * takes its action.yml default, so the CLI, which passes only the flags given, behaves like the
 * action.
 */
















/** Every input of action.yml with the default a run uses (input-table.ts is the source). */
const INPUT_DEFAULTS = Object.fromEntries(input_table/* INPUTS */.mc.map((spec) => [spec.name, (0,input_table/* usableDefault */.Yc)(spec)]));
const INPUT_NAMES = input_table/* INPUTS */.mc.map((spec) => spec.name);
function parseGateConfig(source) {
    const read = readInputs(source);
    // Parsed once per run, before the first request: zod's compiled fast path (a new Function per
    // object schema, made on the first parse) would cost more start-up than this one parse saves.
    const config = model_config/* GateConfig */.oX.parse(byMode(read), { jitless: true });
    assertAllowedSites(read, source.event?.name ?? null);
    return config;
}
/**
 * Every input read and checked, without what the mode needs: enough to explain a page's rules,
 * and site-url to resolve the page against.
 */
function readGateRules(source) {
    const { render, thresholds, configFile, overrides, layers, waivers, failOnError, sources } = readInputs(source);
    return {
        rules: { render, thresholds, configFile, overrides, layers, waivers, failOnError },
        siteUrl: sources.siteUrl,
    };
}
/** Each input's value, checked, in the order the inputs are read: the first mistake is the one named. */
function readInputs(source) {
    const input = (name) => source.inputs[name]?.trim() || INPUT_DEFAULTS[name];
    const optional = (name) => input(name) || null;
    const now = source.startedAt ?? new Date();
    const file = source.configFile
        ? parseConfigFile(source.configFile, now)
        : { defaults: {}, overrides: [], waivers: [] };
    const given = readRules(input);
    const { render, ...thresholds } = (0,rules/* applyRuleSet */.XK)(given, file.defaults);
    const event = source.event ?? null;
    const commit = commitFromEvent(event) ?? (source.env?.sha || null);
    const deployedAt = input('deployed-at')
        ? (0,inputs_values/* readIsoTime */.xT)('deployed-at', input('deployed-at'))
        : (deployedAtFromEvent(event) ?? now.toISOString());
    const sources = readSources(input, event);
    const read = {
        mode: (0,inputs_values/* oneOf */.yL)('mode', input('mode'), ['gate', 'analyze', 'report']),
        apiUrl: input('api-url') ? (0,inputs_values/* readHttpUrl */.y7)('api-url', input('api-url')) : null,
        apiKey: optional('api-key'),
        sources,
        render,
        thresholds,
        configFile: source.configFile?.name ?? null,
        overrides: file.overrides,
        // The runner passes every input, defaults included: only a value other than the default says the workflow set it.
        layers: {
            inputs: inputLayer(given, (name) => input(name) !== INPUT_DEFAULTS[name]),
            configFile: file.defaults,
        },
        waivers: file.waivers,
        baseline: readBaseline(input('baseline'), {
            url: optional('baseline-url'),
            file: optional('baseline-file'),
            acceptedFile: optional('accepted-file'),
        }),
        concurrency: (0,inputs_values/* readInteger */.JI)('concurrency', input('concurrency'), 1, 64),
        pollIntervalMs: Math.round((0,inputs_values/* readSeconds */.UW)('poll-interval', input('poll-interval'), 0.05, 300) * 1000),
        timeoutMs: (0,inputs_values/* readInteger */.JI)('timeout', input('timeout'), 1, 21_600) * 1000,
        failOnError: (0,inputs_values/* readBoolean */.Vf)('fail-on-error', input('fail-on-error')),
        comment: (0,inputs_values/* oneOf */.yL)('comment', input('comment'), ['auto', 'always', 'never']),
        commentTag: input('comment-tag') || [source.env?.workflow, source.env?.job].filter(Boolean).join('/') || 'pagegate',
        githubToken: optional('github-token'),
        resultsFile: input('results-file') || (0,external_node_path_.join)(source.env?.runnerTemp || (0,external_node_os_.tmpdir)(), 'pagegate-results.json'),
        crawl: input('crawl') ? (0,inputs_values/* readCrawl */.Q5)('crawl', input('crawl'), sources.siteUrl) : null,
        waitForMs: (0,inputs_values/* readInteger */.JI)('wait-for', input('wait-for'), 0, 3600) * 1000,
        expect: optional('expect'),
        deployedAt,
        fresh: (0,inputs_values/* oneOf */.yL)('fresh', input('fresh'), ['auto', 'always', 'never']),
        freshTag: commit?.slice(0, 7) || source.env?.runId || `t${Math.floor(Date.parse(deployedAt) / 1000)}`,
        commit,
        shard: input('shard') ? (0,inputs_values/* readShard */.Xy)('shard', input('shard')) : null,
        resultsFiles: optional('results-files'),
        annotations: (0,inputs_values/* readBoolean */.Vf)('annotations', input('annotations')),
        uploadResults: (0,inputs_values/* readBoolean */.Vf)('upload-results', input('upload-results')),
        pullRequest: input('pull-request') ? (0,inputs_values/* readInteger */.JI)('pull-request', input('pull-request'), 1, null) : null,
        allowedSites: (0,inputs_values/* readLines */.Se)(input('allowed-sites')),
    };
    (0,warn_levels/* assertWarnLevels */.k)(read, null);
    return read;
}
/** The inputs' thresholds and render; the config file's top-level keys go over them. */
function readRules(input) {
    const limits = Object.fromEntries(model_thresholds/* THRESHOLDS */.Rm.map((row) => [row.key, readLimit(row, input(row.name))]));
    return {
        ...limits,
        failOnRegression: (0,inputs_values/* oneOf */.yL)('fail-on-regression', input('fail-on-regression'), model_config/* FAIL_ON_REGRESSION */.f$),
        ignoreChecks: (0,inputs_values/* readLines */.Se)(input('ignore-checks')),
        render: (0,inputs_values/* readBoolean */.Vf)('render', input('render')),
    };
}
/** The rules the workflow set itself, by input name: an input at its default is not an origin. */
function inputLayer(rules, given) {
    const limits = model_thresholds/* THRESHOLDS */.Rm.map((row) => [row.name, row.key]);
    const thresholds = Object.fromEntries([...limits, ['fail-on-regression', 'failOnRegression']]
        .filter(([name]) => given(name))
        .map(([, key]) => [key, rules[key]]));
    return {
        ...(Object.keys(thresholds).length > 0 ? { thresholds } : {}),
        ...(given('render') ? { render: rules.render } : {}),
        ...(given('ignore-checks') ? { ignoreChecks: rules.ignoreChecks } : {}),
    };
}
function readSources(input, event) {
    const siteUrl = input('site-url') ? (0,inputs_values/* readHttpUrl */.y7)('site-url', input('site-url')) : (0,site_urls/* siteUrlFromEvent */.bZ)(event);
    const urls = (0,site_urls/* splitUrlList */.K)(input('urls'));
    const sitemap = input('sitemap') || null;
    // Resolving now fails a path without site-url before anything is submitted; the edge resolves again with urls-file's
    // lines.
    (0,site_urls/* resolvePageUrls */.Sf)([...urls, ...(sitemap ? [sitemap] : [])], siteUrl);
    return {
        urls,
        urlsFile: input('urls-file') || null,
        siteUrl,
        sitemap,
        maxUrls: (0,inputs_values/* readInteger */.JI)('max-urls', input('max-urls'), 1, 10_000),
    };
}
/** Empty turns the threshold off. */
function readLimit({ name, min, max }, raw) {
    return raw === '' ? null : (0,inputs_values/* readInteger */.JI)(name, raw, min, max);
}
/**
 * The mode's own settings, each there when the mode needs it: a missing one is named here, once.
 * GateConfig.parse then keeps of the values what the mode holds.
 */
function byMode(read) {
    const { mode, apiUrl, apiKey, resultsFiles, ...values } = read;
    // The probe is what looks for the marker; without it the marker would be silently ignored.
    if (values.expect !== null && values.waitForMs === 0)
        throw new errors/* ConfigError */.xL('expect: the readiness probe looks for it, but wait-for is 0 (off)');
    if (mode === 'report') {
        if (!resultsFiles)
            throw new errors/* ConfigError */.xL('results-files: required with mode report (a glob of results files to merge)');
        return { ...values, mode, resultsFiles };
    }
    const analysis = analysisTarget(apiUrl, apiKey);
    assertPagesNamed(values);
    return { ...values, mode, analysis };
}
/**
 * Without api-url the pages are analysed in-process; a hosted service needs its key, which the
 * target holds from here on. The key's value never appears in a message, even when it is the thing
 * that is wrong.
 */
function analysisTarget(apiUrl, apiKey) {
    if (apiUrl === null)
        return { kind: 'in-process', unusedKey: apiKey !== null };
    if (apiKey === null)
        throw new errors/* ConfigError */.xL('api-key: required with api-url (leave both empty to analyse in-process)');
    return new service_target/* ServiceTarget */.f(apiUrl, apiKey);
}
//# sourceMappingURL=inputs.js.map

/***/ }),

/***/ 2999:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ scrubberForInputs)
/* harmony export */ });
/* unused harmony export secretValues */
/* harmony import */ var _text_secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5223);
/**
 * The run's secrets, read from the inputs as given (before they are parsed, so that even a
 * configuration error is scrubbed): the API key, the GitHub token, and the credentials in api-url.
 * One list: the action masks these in the runner's log and every sink's scrubber masks the same.
 */

const SECRET_INPUTS = ['api-key', 'github-token'];
function secretValues(inputs) {
    const given = (name) => inputs[name]?.trim();
    return [...SECRET_INPUTS.map(given), ...(0,_text_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .urlCredentials */ .O4)(given('api-url'))].filter((value) => Boolean(value));
}
function scrubberForInputs(inputs) {
    return (0,_text_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .secretScrubber */ .vt)(secretValues(inputs));
}
//# sourceMappingURL=secrets.js.map

/***/ }),

/***/ 6012:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ thresholdsInForce)
/* harmony export */ });
/* harmony import */ var _model_thresholds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6401);

/** The thresholds a reader of the summary needs to know, by input name; unset ones are left out. */
function thresholdsInForce(config) {
    const { failOnRegression, ignoreChecks } = config.thresholds;
    const limit = (row) => {
        const value = config.thresholds[row.key];
        return value === null ? null : String(value);
    };
    const shown = {
        ...Object.fromEntries(_model_thresholds_js__WEBPACK_IMPORTED_MODULE_0__/* .THRESHOLDS */ .Rm.map((row) => [row.name, limit(row)])),
        'fail-on-regression': failOnRegression,
        'ignore-checks': ignoreChecks.length > 0 ? ignoreChecks.join(', ') : null,
        'fail-on-error': String(config.failOnError),
        'config-file': config.overrides.length > 0 ? `${config.configFile}: ${config.overrides.map((o) => o.pattern).join(', ')}` : null,
    };
    return Object.fromEntries(Object.entries(shown).filter((entry) => entry[1] !== null));
}
//# sourceMappingURL=thresholds-in-force.js.map

/***/ }),

/***/ 7354:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ assertWarnLevels)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1814);
/* harmony import */ var _model_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9559);
/* harmony import */ var _model_thresholds_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6401);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2853);
/**
 * A warn level beside the threshold it shadows: `warn-min-score 85` with `min-score 70` warns from
 * 84 down to 70. A warn level that its failing twin already covers can never fire, the page fails
 * first; that is a configuration mistake, named with both values and where each came from.
 */





/** A warn level and the failing threshold it shadows, from the thresholds table. */
const PAIRS = _model_thresholds_js__WEBPACK_IMPORTED_MODULE_3__/* .THRESHOLDS */ .Rm.flatMap((warn) => ('shadows' in warn ? [{ warn, fail: _model_thresholds_js__WEBPACK_IMPORTED_MODULE_3__/* .THRESHOLD */ .yW[warn.shadows] }] : []));
/** How the warn value stands to the failing one when it can never fire (the page fails first); null when it can. */
function shadowed(op, warn, fail) {
    if (warn === fail)
        return 'equals';
    if (op === '>=')
        return warn < fail ? 'is below' : null;
    return warn > fail ? 'is above' : null;
}
/** Every page's combination of layers; the top level alone when `urls` is null (before the URL list is known). */
function assertWarnLevels(config, urls) {
    if (urls === null) {
        check(config.thresholds, (0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .ruleLayers */ .np)(config, null), '');
        return;
    }
    for (const url of urls)
        check((0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .rulesFor */ .NP)(config, url), (0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .ruleLayers */ .np)(config, url), ` (for ${(0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUrl */ .B)(url)})`);
}
function check(thresholds, layers, forPage) {
    for (const pair of PAIRS) {
        const warn = thresholds[pair.warn.key];
        const fail = thresholds[pair.fail.key];
        if (warn === null || fail === null)
            continue;
        const relation = shadowed(pair.warn.op, warn, fail);
        if (relation === null)
            continue;
        const from = `${pair.warn.name} from ${(0,_model_config_js__WEBPACK_IMPORTED_MODULE_2__/* .ruleOriginText */ .g6)((0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .originOf */ .yv)(layers, pair.warn.key))}, ${pair.fail.name} from ` +
            `${(0,_model_config_js__WEBPACK_IMPORTED_MODULE_2__/* .ruleOriginText */ .g6)((0,_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .originOf */ .yv)(layers, pair.fail.key))}`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${pair.warn.name} ${warn} ${relation} ${pair.fail.name} ${fail}, so it can never warn: the page fails first ` +
            `(${from})${forPage}`);
    }
}
//# sourceMappingURL=warn-levels.js.map

/***/ }),

/***/ 603:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ cacheHitIsBaseline)
/* harmony export */ });
/**
 * A cache hit whose report is the baseline itself: nothing new was analysed, so nothing could
 * regress. The gate skips the comparison for it and the report counts it; both ask this.
 */
function cacheHitIsBaseline(page) {
    return page.cached && page.key !== null && page.baseline !== null && page.baseline.key === page.key;
}
//# sourceMappingURL=cache-hit.js.map

/***/ }),

/***/ 5524:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ findingIdentity),
  t: () => (/* binding */ pairingKeys)
});

// EXTERNAL MODULE: ./lib/text/plain.js
var plain = __webpack_require__(4395);
// EXTERNAL MODULE: ./node_modules/parse5/dist/index.js + 13 modules
var dist = __webpack_require__(8426);
;// CONCATENATED MODULE: ./lib/text/asset-hash.js
/**
 * Content hashes in URLs: what a bundler changes on every build (`logo.1a2b3c4d.png`,
 * `chunk-KXJQ7ZPW.js`, `app.css?v=3f1c2ab`) though the asset is the same one. A finding's identity
 * masks them, so a deploy that only rebuilt its assets changes no identity.
 */
/** What a masked hash reads as. */
const HASH_MASK = '#';
// Query parameters whose whole value is a cache-buster, however it is spelt.
const CACHE_BUSTERS = new Set(['v', 'ver', 'version', 'hash', 'rev', 'build', 'cb', 'ts', '_']);
/**
 * Hex, base32 or base64 as bundlers write hashes: 6 or more letters and digits with a digit among
 * them, 8 or more hex digits, or 8 or more upper-case base32 characters (esbuild's `KXJQZPWM`,
 * which often has no digit). Words ("getting", "started", "README") are none of these.
 */
function looksLikeHash(run) {
    if (/\d/.test(run) && /[a-z]/i.test(run))
        return true;
    return run.length >= 8 && (/^[\da-f]+$/i.test(run) || /^[A-Z2-7]+$/.test(run));
}
/** The URL (or a srcset, or a meta's content) with every content hash and cache-buster value masked. */
function maskAssetHashes(value) {
    // A run of letters and digits is bounded by the separators around it: `.`, `-`, `_`, `/`, `?`, `=`...
    return value
        .replace(/[A-Za-z0-9]{6,}/g, (run) => (looksLikeHash(run) ? HASH_MASK : run))
        .replace(/([?&])([^=&#\s]+)=([^&#\s,]*)/g, (whole, lead, name) => CACHE_BUSTERS.has(name.toLowerCase()) ? `${lead}${name}=${HASH_MASK}` : whole);
}
/**
 * What is left of an asset's URL (hashes already masked) once its build-specific part is gone: the
 * path without query and fragment, its file name cut at its first `.`, `-` or `_`
 * (`/assets/logo-C3V-OSiY.png` and `/assets/logo.#.png` are both `/assets/logo`). Coarser than the
 * mask; it tells which of several changed elements is which, never whether two are the same.
 */
function assetStem(maskedUrl) {
    const path = maskedUrl.replace(/[?#].*$/s, '');
    const slash = path.lastIndexOf('/');
    const name = path.slice(slash + 1);
    const cut = name.slice(1).search(/[.\-_]/);
    return cut === -1 ? path : path.slice(0, slash + 2 + cut);
}
//# sourceMappingURL=asset-hash.js.map
;// CONCATENATED MODULE: ./lib/model/evidence-markup.js
/**
 * Evidence that is markup, read as markup: what a finding's identity keeps of it is which element
 * it is, not how this build happens to spell it. parse5's tokenizer (the HTML standard's, as a
 * browser reads a page) reads the excerpt, so tag and attribute names come case-folded,
 * attribute values with their character references decoded, and quotes, whitespace inside tags,
 * `=""` on a boolean attribute and the `/` of `<img/>` are gone. The tokenizer, not the fragment
 * parser: a fragment parser drops `<head>`, `<body>` and `<html>` start tags, and those are the
 * evidence of a missing title or viewport.
 */


/** Attributes whose values are URLs (or hold them: srcset, a meta's content), where builds put hashes. */
const URL_VALUED = new Set([
    'src',
    'href',
    'srcset',
    'imagesrcset',
    'poster',
    'data',
    'action',
    'formaction',
    'content',
    'background',
    'cite',
    'longdesc',
    'manifest',
    'ping',
    'xlink:href',
    'data-src',
    'data-srcset',
]);
/** Elements whose content the tokenizer reads as text, as the tree builder would switch it. */
const TEXT_MODES = new Map([
    ['title', dist/* TokenizerMode */.V_.RCDATA],
    ['textarea', dist/* TokenizerMode */.V_.RCDATA],
    ['style', dist/* TokenizerMode */.V_.RAWTEXT],
    ['xmp', dist/* TokenizerMode */.V_.RAWTEXT],
    ['iframe', dist/* TokenizerMode */.V_.RAWTEXT],
    ['noembed', dist/* TokenizerMode */.V_.RAWTEXT],
    ['noframes', dist/* TokenizerMode */.V_.RAWTEXT],
    ['script', dist/* TokenizerMode */.V_.SCRIPT_DATA],
    ['plaintext', dist/* TokenizerMode */.V_.PLAINTEXT],
]);
/** Evidence that starts with a tag, a comment or a doctype; anything else is text (a header, a URL, a message). */
function isMarkup(evidence) {
    return /^\s*<[A-Za-z!/?]/.test(evidence);
}
const collapse = (text) => (/\s/.test(text) ? text.replace(/\s+/g, ' ').trim() : text);
const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
/** The tokens of one excerpt as they identify it; a handler of parse5's tokenizer. */
class CanonicalTokens {
    switchMode;
    parts = [];
    first = null;
    /** How far the tokens emitted reach into the excerpt. */
    read = 0;
    #text = '';
    constructor(switchMode) {
        this.switchMode = switchMode;
    }
    onStartTag(token) {
        this.#flushText(token);
        const attrs = token.attrs
            .map(({ name, value }) => ({
            name,
            value: URL_VALUED.has(name) ? maskAssetHashes(collapse(value)) : collapse(value),
        }))
            .sort(byName);
        this.parts.push(['<', token.tagName, ...attrs.flatMap(({ name, value }) => [name, value])]);
        this.first ??= { tag: token.tagName, attrs };
        const mode = TEXT_MODES.get(token.tagName);
        if (mode !== undefined)
            this.switchMode(mode);
    }
    onEndTag(token) {
        this.#flushText(token);
        this.parts.push(['/', token.tagName]);
    }
    onComment(token) {
        this.#flushText(token);
        this.parts.push(['!', collapse(token.data)]);
    }
    onDoctype(token) {
        this.#flushText(token);
        this.parts.push(['!doctype', token.name ?? '']);
    }
    onCharacter(token) {
        this.#text += token.chars;
        this.#reached(token);
    }
    onNullCharacter(token) {
        this.onCharacter(token);
    }
    onWhitespaceCharacter(token) {
        this.onCharacter(token);
    }
    onEof() {
        this.#flushText(null);
    }
    #flushText(next) {
        const text = collapse(this.#text);
        if (text !== '')
            this.parts.push(['text', text]);
        this.#text = '';
        if (next)
            this.#reached(next);
    }
    #reached(token) {
        this.read = Math.max(this.read, token.location?.endOffset ?? this.read);
    }
}
function readMarkup(evidence) {
    // The handler switches the tokenizer it is fed by (after a <title>, as the tree builder would).
    const tokens = new CanonicalTokens((mode) => (tokenizer.state = mode));
    const tokenizer = new dist/* Tokenizer */._F({ sourceCodeLocationInfo: true }, tokens);
    tokenizer.write(evidence, true);
    // An excerpt cut short inside a tag (evidence has a length limit) ends in a token the tokenizer
    // drops at EOF: kept as text, so two cut tags stay apart.
    const rest = collapse(evidence.slice(tokens.read));
    if (rest !== '')
        tokens.parts.push(['cut', maskAssetHashes(rest.toLowerCase())]);
    const cutTag = tokens.first === null ? tagOf(rest) : '';
    return {
        canonical: JSON.stringify(tokens.parts),
        first: tokens.first ?? (cutTag === '' ? null : { tag: cutTag, attrs: [] }),
    };
}
/** The element's tag and attribute names. */
function shapeKey(first) {
    return JSON.stringify([first.tag, ...first.attrs.map(({ name }) => name)]);
}
/** The element's tag, attribute names and the stems of the assets it points at. */
function elementKey(first) {
    const stems = first.attrs
        .filter(({ name }) => URL_VALUED.has(name))
        .flatMap(({ value }) => value.split(','))
        .map((candidate) => assetStem(candidate.trim().split(/\s/)[0] ?? ''))
        .sort();
    return JSON.stringify([shapeKey(first), ...stems]);
}
/** The tag name of a start tag cut short, or '' when the rest is not one. */
function tagOf(rest) {
    return /^<([a-z][^\s/>]*)/i.exec(rest)?.[1]?.toLowerCase() ?? '';
}
//# sourceMappingURL=evidence-markup.js.map
// EXTERNAL MODULE: ./lib/model/waiver.js
var waiver = __webpack_require__(6909);
;// CONCATENATED MODULE: ./lib/model/finding-identity.js
/**
 * A finding's identity: its check and its evidence as it identifies the element, never its
 * position in the list. Evidence that is markup is read as markup (`evidence-markup.ts`): a deploy
 * that reformats, reorders, re-quotes, re-cases or minifies a tag, or rebuilds the assets it
 * points at, changes no identity. Other evidence (a header, a URL, a status) is compared with its
 * whitespace collapsed. The gate diffs by it; the report and the accepted state match by it too.
 */



function findingIdentity(finding) {
    // A JSON string ends at its closing quote, so no check name can run into the evidence after it.
    return JSON.stringify(finding.check) + read(finding.evidence).canonical;
}
/**
 * Keys of many findings: findings repeat their evidence (sixty thousand of one identity from a
 * fork's results file), so each distinct evidence is read once per use of the returned function,
 * and its coarser keys only when asked (most findings pair by identity).
 */
function pairingKeys() {
    const seen = new Map();
    return ({ check, evidence }, key) => {
        let ofCheck = seen.get(check);
        if (ofCheck === undefined) {
            // A JSON string ends at its closing quote, so no check name can run into the key after it.
            ofCheck = { prefix: JSON.stringify(check), byEvidence: new Map() };
            seen.set(check, ofCheck);
        }
        const prefix = ofCheck.prefix;
        if (key === 'check')
            return prefix;
        let keys = ofCheck.byEvidence.get(evidence);
        if (keys === undefined) {
            const reading = read(evidence);
            keys = { identity: prefix + reading.canonical, reading };
            ofCheck.byEvidence.set(evidence, keys);
        }
        if (key === 'identity')
            return keys.identity;
        const first = keys.reading.first;
        if (key === 'element')
            return (keys.element ??= prefix + (first ? elementKey(first) : ''));
        return (keys.shape ??= prefix + (first ? shapeKey(first) : ''));
    };
}
/**
 * Marked by kind, so no text can spell what a piece of markup reads as. Text has no element to pair by.
 * Hidden characters do not count: the results file, a later run's baseline, holds evidence without them.
 */
function read(raw) {
    const evidence = (0,plain/* withoutHidden */.P)(raw);
    if (!isMarkup(evidence))
        return { canonical: `t${(0,waiver/* collapsedEvidence */.Hk)(evidence)}`, first: null };
    const { canonical, first } = readMarkup(evidence);
    return { canonical: `m${canonical}`, first };
}
//# sourceMappingURL=finding-identity.js.map

/***/ }),

/***/ 2527:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   cq: () => (/* binding */ urlSpan),
/* harmony export */   mG: () => (/* binding */ inline)
/* harmony export */ });
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5032);
/* harmony import */ var _text_cut_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9967);
/* harmony import */ var _text_plain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4395);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1814);
/**
 * Untrusted text made inert for GitHub markdown (PR comments and job summaries). A backslash
 * escape is not enough for mentions and references: GitHub links `@user`, `#123` and `GH-123`
 * in the rendered text, after markdown. They are broken with an invisible joiner instead, and so
 * are autolinks (`http://`, `www.`, `a@b.c`), whose text would otherwise become a live link.
 */




const JOINER = '\u200D';
const ENTITIES = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };
/** Emphasis, code, links, tables, strikethrough, math: each loses its meaning behind a backslash. */
const BACKSLASHED = new Set(['\\', '`', '*', '_', '[', ']', '|', '~', '$']);
/**
 * GitHub user names and issue numbers are ASCII, so ASCII classes suffice (and keep this fast).
 * `mailto:` and `xmpp:` are GFM's extended autolinks besides `www.` and `://`.
 */
const SPECIAL = /[\\`*_[\]|~$<>&]|@(?=[\w-])|(?<=\S)@|#(?=\d)|\bgh-(?=\d)|:(?=\/\/)|\b(?:www(?=\.)|mailto(?=:)|xmpp(?=:))/gi;
function inert(match, offset, text) {
    // `a@b.c` is an email autolink: a joiner after the `@` breaks it for GitHub, not for every
    // renderer (some take any character before the `@`, `|` and non-ASCII after it).
    if (match === '@' && /\S/.test(text[offset - 1] ?? ''))
        return JOINER + match + JOINER;
    return ENTITIES[match] ?? (BACKSLASHED.has(match) ? `\\${match}` : match + JOINER);
}
/** Text for a sentence or a table cell: one line, cut to `max` code points, nothing live. */
function inline(text, max) {
    return (0,_text_cut_js__WEBPACK_IMPORTED_MODULE_2__/* .cut */ .J)((0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUrlsIn */ .$)((0,_text_plain_js__WEBPACK_IMPORTED_MODULE_0__/* .clean */ .uH)(text)), max).replace(SPECIAL, inert);
}
/**
 * A code span shows text literally (no HTML, no mentions, no markdown); its fence is longer than
 * any backtick run inside, and content that starts or ends with a backtick is padded with a space.
 * Empty content gives '' (an empty span is not a span). Not for table cells: see `urlSpan`.
 */
function codeSpan(text, max) {
    return fence((0,_text_cut_js__WEBPACK_IMPORTED_MODULE_2__/* .cut */ .J)((0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUrlsIn */ .$)((0,_text_plain_js__WEBPACK_IMPORTED_MODULE_0__/* .clean */ .uH)(text)), max));
}
/**
 * A page URL, redacted, as a code span, so it is never auto-linked to somewhere its text does not
 * say. `|` and `\` are percent-encoded because this span sits in table cells, where GitHub splits
 * on a pipe even inside a code span.
 */
function urlSpan(url) {
    const shown = (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUrl */ .B)((0,_text_plain_js__WEBPACK_IMPORTED_MODULE_0__/* .clean */ .uH)(url)).replaceAll('|', '%7C').replaceAll('\\', '%5C');
    return fence((0,_text_cut_js__WEBPACK_IMPORTED_MODULE_2__/* .cut */ .J)(shown, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .URL_MAX */ .hp));
}
function fence(content) {
    if (!content)
        return '';
    let longest = 0;
    if (content.includes('`')) {
        for (const run of content.matchAll(/`+/g))
            longest = Math.max(longest, run[0].length);
    }
    const ticks = '`'.repeat(longest + 1);
    const pad = content.startsWith('`') || content.endsWith('`') ? ' ' : '';
    return `${ticks}${pad}${content}${pad}${ticks}`;
}
//# sourceMappingURL=escape.js.map

/***/ }),

/***/ 5032:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fi: () => (/* binding */ MESSAGE_MAX),
/* harmony export */   GQ: () => (/* binding */ TITLE_MAX),
/* harmony export */   He: () => (/* binding */ REMEDIATION_MAX),
/* harmony export */   Jc: () => (/* binding */ REASONS_PER_ROW),
/* harmony export */   fo: () => (/* binding */ NAME_MAX),
/* harmony export */   hp: () => (/* binding */ URL_MAX),
/* harmony export */   nd: () => (/* binding */ EVIDENCE_MAX),
/* harmony export */   oD: () => (/* binding */ REASON_MAX),
/* harmony export */   pm: () => (/* binding */ SUMMARY_BUDGET),
/* harmony export */   ub: () => (/* binding */ COMMENT_BUDGET)
/* harmony export */ });
/**
 * How much of each untrusted value a report shows, and how big a report may be. Long values are
 * cut with `…`; the full text is always in the results file.
 */
const TITLE_MAX = 120;
const EVIDENCE_MAX = 200;
const MESSAGE_MAX = 300;
const REMEDIATION_MAX = 300;
const REASON_MAX = 200;
const URL_MAX = 200;
/** Checks, severities, grades, error codes: short by nature, so a long one is noise or hostile. */
const NAME_MAX = 80;
/** A table row names at most this many reasons; the findings below list every regression. */
const REASONS_PER_ROW = 3;
/** GitHub refuses an issue comment body over 65,536 characters. */
const COMMENT_BUDGET = 65_536;
/** The runner refuses a step summary over 1 MiB (counted in bytes); `core.summary` does not check. */
const SUMMARY_BUDGET = 1_048_576;
//# sourceMappingURL=limits.js.map

/***/ }),

/***/ 1887:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r6: () => (/* reexport */ plainHeadline),
  wQ: () => (/* binding */ renderComment),
  Br: () => (/* binding */ renderSummary),
  vo: () => (/* reexport */ terminal_renderTerminalLine)
});

// UNUSED EXPORTS: commentMarker, errorHeadline, renderDetailGroups

// EXTERNAL MODULE: ./lib/model/finding-identity.js + 2 modules
var finding_identity = __webpack_require__(5524);
// EXTERNAL MODULE: ./lib/report/escape.js
var report_escape = __webpack_require__(2527);
// EXTERNAL MODULE: ./lib/report/limits.js
var limits = __webpack_require__(5032);
// EXTERNAL MODULE: ./lib/model/severity.js
var severity = __webpack_require__(9506);
;// CONCATENATED MODULE: ./lib/report/findings.js
/**
 * The findings of a page, as list lines: regressions (the reason a reviewer reads the comment),
 * then, for a failing page, the critical findings it still has (what a threshold like max-critical
 * fails on), and resolved findings (good news, folded away). A line comes in parts so the size
 * budget can drop its evidence without rendering it again.
 */




/** Most severe first, so a page cut to its first few findings keeps the ones that matter. */
function bySeverity(findings) {
    return [...findings].sort((a, b) => (0,severity/* severityRank */.q)(b.severity) - (0,severity/* severityRank */.q)(a.severity));
}
/**
 * The findings listed under a page: its regressions, most severe first, then, when it failed,
 * its critical findings that are not among them (a page can fail on max-critical with nothing new),
 * then, under min-score, the findings that cost it the most that are not listed yet.
 */
function findings_listedFindings(page) {
    const regressions = bySeverity(page.regressions);
    if (page.verdict !== 'fail')
        return regressions;
    // Matched as a multiset, like the diff: two images without alt, one of them new, leave one standing.
    const regressed = new Map();
    for (const r of regressions)
        regressed.set((0,finding_identity/* findingIdentity */.A)(r), (regressed.get((0,finding_identity/* findingIdentity */.A)(r)) ?? 0) + 1);
    const standing = (page.findings ?? []).filter((f) => {
        if ((0,severity/* severityRank */.q)(f.severity) !== (0,severity/* severityRank */.q)('critical'))
            return false;
        const identity = (0,finding_identity/* findingIdentity */.A)(f);
        const unmatched = regressed.get(identity) ?? 0;
        regressed.set(identity, unmatched - 1);
        return unmatched <= 0;
    });
    const listed = new Set([...regressions, ...standing].map(finding_identity/* findingIdentity */.A));
    const costliest = (page.costliest ?? []).filter((f) => !listed.has((0,finding_identity/* findingIdentity */.A)(f)));
    return [...regressions, ...standing, ...costliest];
}
/**
 * Renders finding lines. Checks, severities, messages and remediations repeat across pages
 * (one text per check), so each distinct text is escaped once per report; evidence is not cached
 * because it is page content and rarely repeats.
 */
function findingRenderer() {
    const severity = memoized((t) => (0,report_escape/* inline */.mG)(t, limits/* NAME_MAX */.fo));
    const check = memoized((t) => (0,report_escape/* codeSpan */.SS)(t, limits/* NAME_MAX */.fo) || '(unnamed check)');
    const message = memoized((t) => (0,report_escape/* inline */.mG)(t, limits/* MESSAGE_MAX */.Fi));
    const remediation = memoized((t) => (0,report_escape/* inline */.mG)(t, limits/* REMEDIATION_MAX */.He));
    const label = (f) => {
        if (f.change === 'escalated')
            return `**escalated** ${severity(f.from ?? '?')} → ${severity(f.severity)}`;
        return f.change === 'new' ? `**new** ${severity(f.severity)}` : `still ${severity(f.severity)}`;
    };
    return (regression) => {
        const change = label(regression);
        const said = message(regression.message);
        const evidence = (0,report_escape/* codeSpan */.SS)(regression.evidence, limits/* EVIDENCE_MAX */.nd);
        const fix = regression.remediation ? remediation(regression.remediation) : '';
        return {
            head: `- ${change} ${check(regression.check)}${said ? `: ${said}` : ''}`,
            evidence: evidence ? ` — evidence: ${evidence}` : '',
            tail: `${fix ? ` — fix: ${fix}` : ''}\n`,
        };
    };
}
function memoized(render) {
    const seen = new Map();
    return (text) => {
        let shown = seen.get(text);
        if (shown === undefined) {
            shown = render(text);
            seen.set(text, shown);
        }
        return shown;
    };
}
/** Starts with a blank line: without it the heading would continue the previous page's list. */
function pageHeading(page) {
    const title = page.title ? (0,report_escape/* inline */.mG)(page.title, limits/* TITLE_MAX */.GQ) : '';
    return `\n**${(0,report_escape/* urlSpan */.cq)(page.url)}**${title ? ` — ${title}` : ''}\n`;
}
function moreFindingsLine(count) {
    return `- …and ${count} more ${count === 1 ? 'finding' : 'findings'} (in the results file)\n`;
}
function resolvedLine(url, resolved) {
    const findings = resolved.map((f) => `${(0,report_escape/* codeSpan */.SS)(f.check, limits/* NAME_MAX */.fo) || '(unnamed check)'} (${(0,report_escape/* inline */.mG)(f.severity, limits/* NAME_MAX */.fo)})`);
    return `- ${(0,report_escape/* urlSpan */.cq)(url)}: ${findings.join(', ')}\n`;
}
//# sourceMappingURL=findings.js.map
// EXTERNAL MODULE: ./lib/text/count.js
var count = __webpack_require__(9180);
;// CONCATENATED MODULE: ./lib/report/left-out.js
/** The line that says exactly what a report left out to fit its size limit, and where it all is. */

function leftOutLine(left, limit, resultsPlace) {
    const sentence = leftOutSentence(left, limit, resultsPlace);
    return sentence ? `\n**Left out** ${sentence}\n` : '';
}
/** The same words as plain text, for a log. */
function left_out_leftOutPlain(left, limit, resultsPlace) {
    const sentence = leftOutSentence(left, limit, resultsPlace);
    return sentence ? `Left out ${sentence}` : '';
}
/** What follows "Left out": `to stay within ...: what. The full results are in place.`, or '' when nothing was. */
function leftOutSentence(left, limit, resultsPlace) {
    const parts = [];
    if (left.resolved > 0)
        parts.push((0,count/* count */.U)(left.resolved, 'resolved finding'));
    if (left.waived > 0)
        parts.push((0,count/* count */.U)(left.waived, 'waived finding'));
    if (left.passing > 0)
        parts.push((0,count/* count */.U)(left.passing, 'passing page'));
    if (left.crawlGroups > 0)
        parts.push(`the crawl's findings table (${(0,count/* count */.U)(left.crawlGroups, 'group')})`);
    if (left.evidence > 0)
        parts.push(`the evidence of ${(0,count/* count */.U)(left.evidence, 'listed finding')}`);
    if (left.beyond > 0) {
        parts.push(left.perPage > 0
            ? `${(0,count/* count */.U)(left.beyond, 'finding')} beyond the first ${left.perPage} of each page`
            : `the ${(0,count/* count */.U)(left.beyond, 'finding')} listed under each page`);
    }
    if (left.pages > 0) {
        const which = left.shownPages > 0 ? ` beyond the first ${left.shownPages}` : '';
        parts.push(`${(0,count/* count */.U)(left.pages, 'page')} that did not pass${which} (with ${(0,count/* count */.U)(left.pageFindings, 'listed finding')})`);
    }
    if (parts.length === 0)
        return '';
    const unit = limit.unit === 'bytes' ? 'byte' : 'character';
    return (`to stay within the ${limit.budget}-${unit} limit of the ${limit.what}: ${parts.join(', ')}. The full ` +
        `results are in ${resultsPlace}.`);
}
/** Last resort when even the headline does not fit: cut on a code point and end with `…`. */
function cutToLimit(text, limit) {
    if (limit.unit === 'characters') {
        if (text.length <= limit.budget)
            return text;
        let end = Math.max(0, limit.budget - 1);
        const last = text.charCodeAt(end - 1);
        if (last >= 0xd800 && last <= 0xdbff)
            end--;
        return `${text.slice(0, end)}…`;
    }
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length <= limit.budget)
        return text;
    let end = Math.max(0, limit.budget - 3);
    // A UTF-8 continuation byte (10xxxxxx) never starts a code point.
    while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80)
        end--;
    return `${bytes.subarray(0, end).toString('utf8')}…`;
}
//# sourceMappingURL=left-out.js.map
;// CONCATENATED MODULE: ./lib/report/budget.js


function fitToBudget(doc, limit) {
    const sizes = new Sizes(doc, limit.unit);
    const within = (plan) => leftOutWithin(doc, sizes, plan, limit);
    const all = doc.pages.length;
    const bare = {
        resolved: false,
        waived: false,
        passing: false,
        crawl: false,
        evidence: false,
        perPage: Infinity,
        pages: all,
    };
    const steps = [
        { resolved: true, waived: true, passing: true, crawl: true, evidence: true, perPage: Infinity, pages: all },
        { resolved: false, waived: true, passing: true, crawl: true, evidence: true, perPage: Infinity, pages: all },
        { resolved: false, waived: false, passing: true, crawl: true, evidence: true, perPage: Infinity, pages: all },
        { resolved: false, waived: false, passing: false, crawl: true, evidence: true, perPage: Infinity, pages: all },
        { resolved: false, waived: false, passing: false, crawl: false, evidence: true, perPage: Infinity, pages: all },
        bare,
    ];
    for (const plan of steps) {
        const line = within(plan);
        if (line !== null)
            return build(doc, plan, line);
    }
    const most = Math.max(0, ...doc.pages.map((page) => page.findings));
    // Down to no listed findings before the table loses a row: the reasons in a row already
    // name the first regressions of its page.
    const fewer = largest(0, most - 1, (n) => within({ ...bare, perPage: n }));
    if (fewer)
        return build(doc, { ...bare, perPage: fewer.n }, fewer.line);
    const shorter = largest(0, all, (k) => within({ ...bare, perPage: 0, pages: k }));
    if (shorter)
        return build(doc, { ...bare, perPage: 0, pages: shorter.n }, shorter.line);
    const last = { ...bare, perPage: 0, pages: 0 };
    return cutToLimit(build(doc, last, leftOutLine(leftOut(doc, sizes, last), limit, doc.resultsPlace)), limit);
}
/** The left-out line when `plan` fits the budget ('' when nothing is left out), or null. */
function leftOutWithin(doc, sizes, plan, limit) {
    const budget = limit.budget;
    let size = sizes.fixed + (plan.pages > 0 ? sizes.tableHead : 0);
    for (let i = 0; i < plan.pages; i++)
        size += sizes.rows[i] ?? 0;
    for (let i = 0; i < plan.pages && size <= budget; i++) {
        const page = doc.pages[i];
        if (!page)
            break;
        const shown = Math.min(page.findings, plan.perPage);
        if (shown === 0)
            continue;
        size += sizes.headings[i] ?? 0;
        for (let j = 0; j < shown && size <= budget; j++) {
            const line = sizes.line(i, j);
            size += plan.evidence ? line.full : line.bare;
        }
        if (shown < page.findings)
            size += sizes.measure(moreFindingsLine(page.findings - shown));
    }
    if (plan.crawl && size <= budget)
        size += sizes.folded(doc.crawl, budget - size);
    if (plan.passing && size <= budget)
        size += sizes.folded(doc.passing, budget - size);
    if (plan.waived && size <= budget)
        size += sizes.folded(doc.waived, budget - size);
    if (plan.resolved && size <= budget)
        size += sizes.folded(doc.resolved, budget - size);
    if (size > budget)
        return null;
    const line = leftOutLine(leftOut(doc, sizes, plan), limit, doc.resultsPlace);
    return size + sizes.measure(line) <= budget ? line : null;
}
/** Counts what `plan` leaves out; only called for plans whose shown lines are already sized. */
function leftOut(doc, sizes, plan) {
    const left = {
        resolved: plan.resolved ? 0 : doc.resolved.count,
        waived: plan.waived ? 0 : doc.waived.count,
        passing: plan.passing ? 0 : doc.passing.count,
        crawlGroups: plan.crawl ? 0 : doc.crawl.count,
        evidence: 0,
        beyond: 0,
        perPage: plan.perPage,
        pages: 0,
        pageFindings: 0,
        shownPages: Math.min(plan.pages, doc.pages.length),
    };
    doc.pages.forEach((page, i) => {
        if (i >= plan.pages) {
            left.pages++;
            left.pageFindings += page.findings;
            return;
        }
        const shown = Math.min(page.findings, plan.perPage);
        left.beyond += page.findings - shown;
        if (!plan.evidence)
            for (let j = 0; j < shown; j++)
                if (sizes.line(i, j).hasEvidence)
                    left.evidence++;
    });
    return left;
}
function build(doc, plan, leftOutLine) {
    const parts = [doc.top, leftOutLine];
    const pages = doc.pages.slice(0, plan.pages);
    if (pages.length > 0)
        parts.push(doc.tableHead, ...pages.map((page) => page.row));
    for (const page of pages) {
        const shown = Math.min(page.findings, plan.perPage);
        if (shown === 0)
            continue;
        parts.push(page.heading);
        for (let j = 0; j < shown; j++) {
            const line = page.finding(j);
            parts.push(line.head, plan.evidence ? line.evidence : '', line.tail);
        }
        if (shown < page.findings)
            parts.push(moreFindingsLine(page.findings - shown));
    }
    // Appended one by one: spreading a block of 25,000 pages' lines into push() would overflow the stack.
    for (const [shown, block] of [
        [plan.crawl, doc.crawl],
        [plan.passing, doc.passing],
        [plan.waived, doc.waived],
        [plan.resolved, doc.resolved],
    ])
        if (shown)
            for (const part of blockParts(block))
                parts.push(part);
    parts.push(doc.bottom);
    return parts.join('');
}
function blockParts(block) {
    if (block.count === 0)
        return [];
    return [block.open, ...Array.from({ length: block.lines }, (_, i) => block.line(i)), block.close];
}
/** Sizes of parts in the limit's unit, each measured once, lines only when first asked for. */
class Sizes {
    doc;
    measure;
    fixed;
    tableHead;
    rows;
    headings;
    lines;
    foldedLines = new Map();
    constructor(doc, unit) {
        this.doc = doc;
        this.measure = unit === 'bytes' ? (text) => Buffer.byteLength(text, 'utf8') : (text) => text.length;
        this.fixed = this.measure(doc.top) + this.measure(doc.bottom);
        this.tableHead = this.measure(doc.tableHead);
        this.rows = doc.pages.map((page) => this.measure(page.row));
        this.headings = doc.pages.map((page) => this.measure(page.heading));
        this.lines = doc.pages.map(() => []);
    }
    line(page, index) {
        const cache = (this.lines[page] ??= []);
        let sized = cache[index];
        if (!sized) {
            const line = this.page(page).finding(index);
            const bare = this.measure(line.head) + this.measure(line.tail);
            sized = { bare, full: bare + this.measure(line.evidence), hasEvidence: line.evidence !== '' };
            cache[index] = sized;
        }
        return sized;
    }
    page(index) {
        const page = this.doc.pages[index];
        if (!page)
            throw new RangeError(`no page ${index} in this report`);
        return page;
    }
    /** The block's size, or a size over `room` as soon as it is known not to fit (the rest unrendered). */
    folded(block, room) {
        if (block.count === 0)
            return 0;
        let lines = this.foldedLines.get(block);
        if (!lines)
            this.foldedLines.set(block, (lines = []));
        let size = this.measure(block.open) + this.measure(block.close);
        for (let i = 0; i < block.lines && size <= room; i++)
            size += lines[i] ??= this.measure(block.line(i));
        return size;
    }
}
/**
 * The largest n in [low, high] for which `within` gives a left-out line, by bisection (it does
 * for every n below one that does); null when it does not for `low`.
 */
function largest(low, high, within) {
    if (high < low)
        return null;
    const first = within(low);
    if (first === null)
        return null;
    let best = { n: low, line: first };
    let above = high + 1;
    while (above - best.n > 1) {
        const middle = Math.floor((best.n + above) / 2);
        const line = within(middle);
        if (line === null)
            above = middle;
        else
            best = { n: middle, line };
    }
    return best;
}
//# sourceMappingURL=budget.js.map
;// CONCATENATED MODULE: ./lib/report/accepted-line.js


const MISSING = {
    'no-store': 'no accepted-file was given',
    'not-found': 'none saved yet',
    unavailable: 'its store could not be read',
    'restore-failed': 'the cache could not restore it',
    unreadable: 'the stored state could not be read',
    'other-tag': 'the stored state belongs to another comment-tag',
};
/** Why none was found, as the store it lives in has it: only the cache evicts. */
const NOT_FOUND = {
    file: 'accepted-file does not exist yet: the first passing gate writes it',
    cache: 'none in the GitHub Actions cache: the first run of this gate, or evicted after 7 days unused',
};
const STORE_NAME = {
    file: 'accepted-file',
    cache: 'the GitHub Actions cache',
};
/** '' when the run had no accepted baseline. */
function acceptedLine(results) {
    const facts = results.accepted;
    if (!facts)
        return '';
    const parts = [];
    // The state's fields come from a store anyone with cache write access could fill: inert like page text.
    if (facts.from)
        parts.push(`Compared with the accepted state of ${commitText(facts.from.commit)} (saved ` +
            `${(0,report_escape/* inline */.mG)(facts.from.savedAt, limits/* NAME_MAX */.fo)}${facts.store ? `, in ${STORE_NAME[facts.store]}` : ''})`);
    else if (facts.from === null)
        parts.push(`No accepted state (${missingText(facts)}), so each page was compared with its ` + `previous report`);
    // Without a store nothing could move; analyze shards leave moving it to the report job.
    if (results.decided !== false && facts.missing !== 'no-store')
        parts.push(movement(results.passed, facts.saved, facts.from));
    const line = parts.join('; ');
    return `\n*${line.charAt(0).toUpperCase()}${line.slice(1)}.*\n`;
}
function missingText(facts) {
    const why = facts.missing ?? 'not-found';
    return why === 'not-found' && facts.store ? NOT_FOUND[facts.store] : MISSING[why];
}
function commitText(commit) {
    if (!commit)
        return 'an earlier run';
    return `commit ${/^[0-9a-f]{7,64}$/i.test(commit) ? commit.slice(0, 7) : (0,report_escape/* inline */.mG)(commit, limits/* NAME_MAX */.fo)}`;
}
/** `from` undefined: a report job, which did not read the state its shards compared with. */
function movement(passed, saved, from) {
    if (saved)
        return 'this run passed and is the accepted state now';
    if (passed)
        return 'this run passed, but its state could not be saved (see the log)';
    if (from === null)
        return 'this run failed, so no accepted state was saved';
    return 'this run failed, so the accepted state stays where it was';
}
//# sourceMappingURL=accepted-line.js.map
;// CONCATENATED MODULE: ./lib/report/crawl-findings.js
/**
 * With `crawl`, the crawl's findings grouped by check and severity (the service's own grouping):
 * a table of the groups that matter most, so a reviewer sees what is wrong across the site and
 * not only on the pages that regressed.
 */




/** A table longer than this reads as noise in a PR comment; the results file holds every group. */
const CRAWL_GROUPS_SHOWN = 25;
function crawlFindingsBlock(crawl) {
    const groups = [...(crawl?.findings ?? [])].sort((a, b) => (0,severity/* severityRank */.q)(b.severity) - (0,severity/* severityRank */.q)(a.severity) || b.pages - a.pages);
    const rows = groups.slice(0, CRAWL_GROUPS_SHOWN).map(groupRow);
    const more = groups.length - rows.length;
    const title = crawl ? `Findings across crawl ${crawl.id} of ${(0,report_escape/* inline */.mG)(crawl.host, limits/* NAME_MAX */.fo)}` : '';
    return {
        count: groups.length,
        open: `\n**${title}**, grouped by check and severity:\n\n| check | severity | pages |\n|---|---|---|\n`,
        lines: rows.length,
        line: (index) => rows[index] ?? '',
        close: more > 0 ? `\n…and ${(0,count/* count */.U)(more, 'more group')} (in the results file)\n` : '',
    };
}
function groupRow(group) {
    return (`| ${(0,report_escape/* inline */.mG)(group.check, limits/* NAME_MAX */.fo) || '(unnamed check)'} | ${(0,report_escape/* inline */.mG)(group.severity, limits/* NAME_MAX */.fo)} | ` +
        `${group.pages} |\n`);
}
//# sourceMappingURL=crawl-findings.js.map
// EXTERNAL MODULE: ./lib/model/cache-hit.js
var cache_hit = __webpack_require__(603);
// EXTERNAL MODULE: ./lib/outcome.js
var outcome = __webpack_require__(3259);
;// CONCATENATED MODULE: ./lib/report/headline.js
/**
 * The first line a reader sees, worded once for every output: the job summary and the comment
 * (bold), the terminal and the step's failure line (plain). Every count is a page verdict or a
 * fact, never a sum that depends on a setting, so no two outputs of one run can disagree.
 */



/** `**pagegate: failed** — 4 pages: 1 passed, 0 failed, 3 errors · ...`, for markdown. */
function headline(results) {
    const { status, counts } = headlineWords(results);
    return `**pagegate: ${status}** — ${counts}\n`;
}
/** The same headline without markdown, for the terminal and the log. */
function plainHeadline(results) {
    const { status, counts } = headlineWords(results);
    return `pagegate: ${status} — ${counts}`;
}
function headlineWords(results) {
    const pages = results.pages;
    const verdicts = (verdict) => pages.filter((p) => p.verdict === verdict).length;
    const regressed = pages.reduce((sum, p) => sum + p.regressions.length, 0);
    const same = pages.filter(cache_hit/* cacheHitIsBaseline */.t).length;
    const fresh = pages.filter((p) => p.fresh?.reason === 'stale-cache' && !p.cached).length;
    const warned = pages.filter((p) => (p.warnings?.length ?? 0) > 0).length;
    const waived = pages.reduce((sum, p) => sum + (p.waived?.length ?? 0), 0);
    const counts = [
        `${(0,count/* count */.U)(pages.length, 'page')}: ${verdicts('pass')} passed, ${verdicts('fail')} failed, ` +
            `${(0,count/* count */.U)(verdicts('error'), 'error')}`,
        `${(0,count/* count */.U)(regressed, 'finding')} regressed`,
        (0,count/* count */.U)(pages.filter((p) => p.cached).length, 'cache hit'),
    ];
    if (warned > 0)
        counts.push(`${(0,count/* count */.U)(warned, 'page')} past a warn level`);
    if (waived > 0)
        counts.push(`${(0,count/* count */.U)(waived, 'finding')} waived`);
    // Only when it happened: a cache hit that is the baseline means the gate compared nothing new.
    if (same > 0)
        counts.push(`${(0,count/* count */.U)(same, 'page')} compared nothing new (the cache hit is the baseline)`);
    if (fresh > 0)
        counts.push(`${(0,count/* count */.U)(fresh, 'page')} re-analysed past a stale cache (each spent allowance)`);
    return { status: headline_status(results), counts: counts.join(' · ') };
}
function headline_status(results) {
    if (results.decided === false)
        return 'analysed, verdicts provisional';
    return (0,outcome/* resultsOutcome */.hd)(results);
}
/** The headline of a run that ended before any verdict: what stopped it, in one line. */
function errorHeadline(line) {
    return `**pagegate: error** — ${line}\n`;
}
//# sourceMappingURL=headline.js.map
;// CONCATENATED MODULE: ./lib/report/change.js
/** A value and its change against the baseline: `71 (−19)`, `0 (±0)`, or just `71` with nothing to compare. */
function withChange(now, before, minus = '−') {
    if (now === null || now === undefined)
        return '—';
    if (before === null || before === undefined)
        return String(now);
    const delta = now - before;
    const sign = delta > 0 ? '+' : delta < 0 ? minus : '±';
    return `${now} (${sign}${Math.abs(delta)})`;
}
//# sourceMappingURL=change.js.map
;// CONCATENATED MODULE: ./lib/report/page-notes.js
/**
 * Facts about a page that are not failures, in words: where its baseline came from (or why there
 * is none), whether its report was a cache hit or an analysis past a stale one, whether the runner
 * could reach it. The gate records these as data on the page; only this file chooses the words.
 * Results without the typed facts (an older file, a shard) still get the two a reader must see:
 * a cache hit, and no baseline.
 */


function pageNotes(page) {
    const notes = [];
    if (page.crawl)
        notes.push(`crawl ${page.crawl.id}, depth ${page.crawl.depth}, HTTP ${page.crawl.status}`);
    if (page.probe?.unreachable)
        notes.push(`the runner could not reach it (${page.probe.unreachable}); submitted anyway`);
    if (page.fresh)
        notes.push(freshNote(page));
    else if (page.cached)
        notes.push(cacheNote(page));
    if (page.error === null)
        for (const note of baselineNotes(page))
            notes.push(note);
    if (page.errorIgnored)
        notes.push('error does not fail the gate (fail-on-error: false)');
    if (page.error?.code === 'blocked_address')
        notes.push(BLOCKED_ADDRESS_FIX);
    if (page.waived?.length)
        notes.push(`${(0,count/* count */.U)(page.waived.length, 'finding')} waived`);
    return notes;
}
/**
 * A service refuses private and local addresses unless told otherwise; a preview on the runner's own
 * network needs one that allows them.
 */
const BLOCKED_ADDRESS_FIX = 'the service refuses private and local addresses: start it with pagegate serve --allow-private, or leave ' +
    'api-url unset to analyse in-process';
/** When the stale analysis ran is in the results (`fresh.staleSince`); a table cell only says what happened. */
function freshNote(page) {
    // A cache hit of the fresh URL is this deploy's own analysis from an earlier attempt: no allowance spent.
    if (page.cached)
        return "cache hit of this deploy's earlier analysis";
    return page.fresh?.reason === 'always' ? 're-analysed (fresh: always)' : 're-analysed past a stale cache';
}
function cacheNote(page) {
    if (!(0,cache_hit/* cacheHitIsBaseline */.t)(page))
        return 'cache hit';
    return `cache hit: no new analysis since ${page.baseline?.analyzedAt ?? page.analyzedAt ?? 'the baseline'}`;
}
function baselineNotes(page) {
    const from = page.baselineFrom;
    if (from?.kind === 'new-page')
        return ['new page: not in the accepted state, compared with an empty baseline'];
    if (page.baseline === null)
        return [noBaseline(from)];
    if ((0,cache_hit/* cacheHitIsBaseline */.t)(page) || (page.baseline.findings && page.findings))
        return [];
    return ['findings not available: regressions not compared'];
}
function noBaseline(from) {
    switch (from?.why) {
        case 'setting':
            return 'no baseline: baseline set to none';
        case 'unfinished':
            return `no baseline: the latest report is still ${from.status ?? 'unfinished'}`;
        case 'failed':
            return `no baseline: the latest report failed (${from.status ?? 'no code'})`;
        case 'not-in-file':
            return 'no baseline in baseline-file';
        case 'no-earlier-crawl':
            return 'no baseline: no earlier finished crawl of this host';
        case 'not-in-crawl':
            return 'no baseline: page not in the previous crawl';
        case 'mode-changed':
            return 'render changed: no baseline in this mode yet';
        case 'never-analysed':
        case undefined:
            return 'no baseline';
    }
}
//# sourceMappingURL=page-notes.js.map
// EXTERNAL MODULE: ./lib/model/waiver.js
var waiver = __webpack_require__(6909);
;// CONCATENATED MODULE: ./lib/report/page-table.js
/**
 * The table of pages: one row each, with score, grade and critical count against the baseline.
 * When a page of the run passed a warn level, every row gets a `warnings` column.
 */





function tableHead(last, withWarnings) {
    const warnings = withWarnings ? ' warnings |' : '';
    return (`| verdict | page | score | grade | critical | ${last} ` +
        `|${warnings}\n|---|---|---|---|---|---|${withWarnings ? '---|' : ''}\n`);
}
const VERDICT_CELL = { pass: '✅ pass', fail: '❌ fail', error: '⚠️ error' };
function pageRow(page, withWarnings) {
    const warned = (page.warnings?.length ?? 0) > 0;
    const verdict = VERDICT_CELL[page.verdict] + (warned ? ' · ⚠️ warn' : '') + (page.cached ? ' · cached' : '');
    const score = withChange(page.score, page.baseline?.score);
    // Waived critical findings count for nothing, in the column as in the verdict.
    const critical = withChange((0,waiver/* countedCritical */.cP)(page.issues?.critical, page.waived), page.baseline?.issues?.critical);
    const warnings = withWarnings ? ` ${listCell(page.warnings ?? [])} |` : '';
    return (`| ${verdict} | ${(0,report_escape/* urlSpan */.cq)(page.url)} | ${score} | ${gradeCell(page)} | ${critical} | ${reasonsCell(page)} ` +
        `|${warnings}\n`);
}
function listCell(items) {
    const cells = items.slice(0, limits/* REASONS_PER_ROW */.Jc).map((item) => (0,report_escape/* inline */.mG)(item, limits/* REASON_MAX */.oD));
    if (items.length > limits/* REASONS_PER_ROW */.Jc)
        cells.push(`+${items.length - limits/* REASONS_PER_ROW */.Jc} more`);
    return cells.join('; ');
}
function gradeCell(page) {
    if (page.grade === null)
        return '—';
    const grade = (0,report_escape/* inline */.mG)(page.grade, limits/* NAME_MAX */.fo);
    const before = page.baseline?.grade;
    return before && before !== page.grade ? `${grade} (was ${(0,report_escape/* inline */.mG)(before, limits/* NAME_MAX */.fo)})` : grade;
}
function reasonsCell(page) {
    const reasons = page.reasons.length > 0 || !page.error ? page.reasons : [`${page.error.code}: ${page.error.message}`];
    const cells = reasons.length > 0 ? [listCell(reasons)] : [];
    if (page.verdict === 'pass' && page.regressions.length > 0) {
        cells.push(`*${page.regressions.length} regressed without failing the page*`);
    }
    for (const note of pageNotes(page)) {
        const shown = (0,report_escape/* inline */.mG)(note, limits/* REASON_MAX */.oD);
        if (shown)
            cells.push(`*${shown}*`);
    }
    return cells.join('; ');
}
//# sourceMappingURL=page-table.js.map
// EXTERNAL MODULE: ./lib/text/redact.js
var redact = __webpack_require__(1814);
;// CONCATENATED MODULE: ./lib/report/run-line.js
/** The last line: which run and commit this is, the thresholds in force, where the full results are. */



function runLine(run, thresholds) {
    const parts = [`Run ${runName(run)}`];
    if (run.commit)
        parts.push(`commit ${/^[0-9a-f]{7,40}$/i.test(run.commit) ? run.commit.slice(0, 7) : (0,report_escape/* inline */.mG)(run.commit, limits/* NAME_MAX */.fo)}`);
    const set = Object.entries(thresholds).map(([name, value]) => `${(0,report_escape/* inline */.mG)(name, limits/* NAME_MAX */.fo)} ${(0,report_escape/* inline */.mG)(value, limits/* NAME_MAX */.fo)}`);
    parts.push(`thresholds: ${set.length > 0 ? set.join(', ') : 'none'}`);
    parts.push(`full results: ${resultsPlace(run)}`);
    return `\n${parts.join(' · ')}\n`;
}
/**
 * Where a reviewer finds the full results: the uploaded artifact, else the run's page (its job
 * summary); a path on the runner only where there is no run (the CLI), since no reviewer can open it.
 */
function resultsPlace(run) {
    return (run_line_link('the results artifact', run.artifactUrl) ??
        run_line_link("the run's page", run.url) ??
        ((0,report_escape/* codeSpan */.SS)(run.resultsFile, limits/* URL_MAX */.hp) || 'the results file'));
}
function runName(run) {
    const name = (0,report_escape/* inline */.mG)(run.name, limits/* REASON_MAX */.oD) || 'pagegate';
    return run_line_link(name, run.url) ?? name;
}
/**
 * Only a plain http(s) address becomes a link; a destination with spaces or parentheses could
 * end the link early and show something else.
 */
function run_line_link(text, url) {
    const shown = url ? (0,redact/* redactUrl */.B)(url.trim()) : '';
    return /^https?:\/\/[^\s()<>]+$/i.test(shown) ? `[${text}](${shown})` : null;
}
//# sourceMappingURL=run-line.js.map
;// CONCATENATED MODULE: ./lib/report/thresholds-table.js


/** A config file with thousands of patterns would make a table nobody reads; the results file holds every row. */
const ROWS_MAX = 50;
const HEAD = '| threshold | from | pages | past it | closest pass |\n|---|---|---|---|---|\n';
/** '' when the run has no thresholds view (mode analyze) or nothing was measured. */
function thresholdsTable(results) {
    const uses = results.thresholds ?? [];
    if (uses.length === 0)
        return '';
    const rows = uses.slice(0, ROWS_MAX).map(row).join('');
    const more = uses.length > ROWS_MAX ? `\n…and ${uses.length - ROWS_MAX} more thresholds in the results file.\n` : '';
    return `\n### Thresholds\n\n${HEAD}${rows}${more}`;
}
function row(use) {
    const threshold = `${(0,report_escape/* inline */.mG)(use.name, limits/* NAME_MAX */.fo)} ${(0,report_escape/* inline */.mG)(String(use.limit), limits/* NAME_MAX */.fo)}`;
    const past = `${use.past} ${use.level === 'warn' ? 'warned' : 'failed'}`;
    return `| ${threshold} | ${origin(use.from)} | ${use.pages} | ${past} | ${closest(use)} |\n`;
}
function origin(from) {
    switch (from.kind) {
        case 'default':
            return 'default';
        case 'input':
            return 'input';
        case 'config':
            return 'config file';
        case 'pattern':
            // GFM splits a table cell on a pipe even inside a code span, unless it is escaped.
            return `config file pages[${from.index}] ${(0,report_escape/* codeSpan */.SS)(from.pattern, limits/* URL_MAX */.hp).replaceAll('|', '\\|')}`;
    }
}
function closest(use) {
    if (!use.closest)
        return '—';
    const how = use.name === 'max-score-drop' ? 'dropped' : 'at';
    return `${(0,report_escape/* urlSpan */.cq)(use.closest.url)} ${how} ${use.closest.actual}`;
}
//# sourceMappingURL=thresholds-table.js.map
// EXTERNAL MODULE: ./lib/report/waivers.js
var waivers = __webpack_require__(7411);
;// CONCATENATED MODULE: ./lib/report/document.js
/**
 * The parts of a report, each rendered at most once and only when the size budget asks for it:
 * a large run holds far more findings than a comment can show, so lines that are never shown are
 * never escaped. Pages that did not pass come first (table row, then their findings); passing
 * pages and resolved findings are folded blocks.
 */









/** `thresholdsTable`: the job summary ends with the thresholds view; the comment, for reviewers, does not. */
function buildDocument(results, run, thresholds, marker, options) {
    const findingLine = findingRenderer();
    const withResolved = results.pages.filter((p) => p.resolved.length > 0);
    const resolvedCount = withResolved.reduce((sum, p) => sum + p.resolved.length, 0);
    const withWaived = results.pages.filter((p) => (p.waived?.length ?? 0) > 0);
    const waivedCount = withWaived.reduce((sum, p) => sum + (p.waived?.length ?? 0), 0);
    const passing = results.pages.filter((p) => p.verdict === 'pass');
    const withWarnings = results.pages.some((p) => (p.warnings?.length ?? 0) > 0);
    const row = (page) => pageRow(page, withWarnings);
    return {
        top: `${marker}${headline(results)}${acceptedLine(results)}${(0,waivers/* waiverBlock */.I)(results)}`,
        tableHead: `\n${tableHead('reasons', withWarnings)}`,
        pages: results.pages.filter((p) => p.verdict !== 'pass').map((page) => pageBlock(page, findingLine, row)),
        passing: folded((0,count/* count */.U)(passing.length, 'passing page'), tableHead('notes', withWarnings), passing, row, passing.length),
        resolved: folded(`${(0,count/* count */.U)(resolvedCount, 'finding')} resolved since the baseline`, '', withResolved, (p) => resolvedLine(p.url, p.resolved), resolvedCount),
        crawl: crawlFindingsBlock(results.crawl),
        waived: folded(`Waived: ${(0,count/* count */.U)(waivedCount, 'finding')}`, '', withWaived, (p) => (0,waivers/* waivedLine */.Zc)(p, results.waivers ?? []), waivedCount),
        bottom: runLine(run, thresholds) + (options.thresholdsTable ? thresholdsTable(results) : ''),
        resultsPlace: resultsPlace(run),
    };
}
function pageBlock(page, findingLine, row) {
    const findings = findings_listedFindings(page);
    return {
        row: row(page),
        heading: findings.length > 0 ? pageHeading(page) : '',
        findings: findings.length,
        finding: renderedOnce(findings, findingLine),
    };
}
/** The blank lines matter: markdown inside <details> renders only when set apart from the tags. */
function folded(summary, tableHead, pages, render, n) {
    return {
        count: pages.length === 0 ? 0 : n,
        open: `\n<details><summary>${summary}</summary>\n\n${tableHead}`,
        lines: pages.length,
        line: renderedOnce(pages, render),
        close: '\n</details>\n',
    };
}
function renderedOnce(items, render) {
    const done = [];
    return (index) => {
        const item = items[index];
        if (item === undefined)
            throw new RangeError(`no item ${index} of ${items.length}`);
        return (done[index] ??= render(item));
    };
}
//# sourceMappingURL=document.js.map
// EXTERNAL MODULE: ./lib/text/cut.js
var cut = __webpack_require__(9967);
// EXTERNAL MODULE: ./lib/text/plain.js
var plain = __webpack_require__(4395);
;// CONCATENATED MODULE: ./lib/report/marker.js
/**
 * The hidden marker that finds this gate's sticky comment again. The tag comes from the workflow
 * (`comment-tag`, or workflow + job names), so it is made unable to end the HTML comment early:
 * no `>` and no `--`.
 */


const TAG_MAX = 100;
function commentMarker(tag) {
    const safe = (0,cut/* cut */.J)((0,plain/* clean */.uH)(tag), TAG_MAX).replace(/[<>]/g, '').replace(/-{2,}/g, '-').trim();
    return `<!-- pagegate:${safe || 'default'} -->`;
}
//# sourceMappingURL=marker.js.map
;// CONCATENATED MODULE: ./lib/report/terminal.js
/**
 * One plain line per finished page for logs and the terminal: no markdown, and nothing from the
 * page that could drive a terminal (escape sequences) or reorder the line (bidi controls).
 */





/** A line names this many regressions, each with its evidence cut to one short line; the log's details list all. */
const NAMED_REGRESSIONS = 5;
const LINE_EVIDENCE_MAX = 80;
function terminal_renderTerminalLine(page) {
    const parts = [`${page.verdict.toUpperCase()} ${(0,plain/* plainText */.wh)((0,redact/* redactUrl */.B)(page.url), limits/* URL_MAX */.hp)}`];
    if (page.score !== null)
        parts.push(`score ${withChange(page.score, page.baseline?.score, '-')} grade ${(0,plain/* plainText */.wh)(page.grade ?? '—', limits/* NAME_MAX */.fo)}`);
    const detail = details(page);
    if (detail)
        parts.push(detail);
    if (page.warnings?.length)
        parts.push(`warn: ${page.warnings.map((warning) => (0,plain/* plainText */.wh)(warning, limits/* REASON_MAX */.oD)).join('; ')}`);
    const notes = pageNotes(page)
        .map((note) => (0,plain/* plainText */.wh)(note, limits/* REASON_MAX */.oD))
        .filter(Boolean);
    if (notes.length > 0)
        parts.push(`[${notes.join('; ')}]`);
    return parts.join('  ');
}
function details(page) {
    if (page.error)
        return `error ${(0,plain/* plainText */.wh)(page.error.code, limits/* NAME_MAX */.fo)}: ${(0,plain/* plainText */.wh)(page.error.message, limits/* REASON_MAX */.oD)}`;
    if (page.regressions.length > 0) {
        const named = page.regressions
            .slice(0, NAMED_REGRESSIONS)
            .map((r) => `${(0,plain/* plainText */.wh)(`${r.change} ${r.severity} ${r.check}`, limits/* REASON_MAX */.oD)} ` +
            (0,plain/* plainText */.wh)(r.evidence, LINE_EVIDENCE_MAX));
        const rest = page.regressions.length - named.length;
        const more = rest > 0 ? `; and ${rest} more (the log's details and the results file list them)` : '';
        return (`${page.regressions.length} ${page.regressions.length === 1 ? 'regression' : 'regressions'}: ` +
            `${named.join('; ')}${more}`);
    }
    const costliest = page.costliest?.length ? [`costing the most: ${checksCounted(page.costliest)}`] : [];
    return [...page.reasons.map((reason) => (0,plain/* plainText */.wh)(reason, limits/* REASON_MAX */.oD)), ...costliest].join('; ');
}
/** `images.alt (×3), title.missing`: each check once, in the order given. */
function checksCounted(findings) {
    const counts = new Map();
    for (const f of findings)
        counts.set(f.check, (counts.get(f.check) ?? 0) + 1);
    return [...counts].map(([check, n]) => `${(0,plain/* plainText */.wh)(check, limits/* NAME_MAX */.fo)}${n > 1 ? ` (×${n})` : ''}`).join(', ');
}
//# sourceMappingURL=terminal.js.map
;// CONCATENATED MODULE: ./lib/report/log-details.js
/**
 * The log's details: one collapsed group per page that did not pass, under its terminal line. The
 * line alone is in terminal.ts, which the run's progress needs before any finding is compared.
 */





const NOTHING_LEFT_OUT = {
    resolved: 0,
    waived: 0,
    passing: 0,
    crawlGroups: 0,
    evidence: 0,
    beyond: 0,
    perPage: 0,
    pages: 0,
    pageFindings: 0,
    shownPages: 0,
};
/**
 * One collapsed log group per page that did not pass (or regressed): every reason, every
 * regression and (failing) every critical finding it still has, with evidence, the error. Indented, so no line can
 * start a workflow command.
 * The whole log keeps to the summary's budget (a page of 100,000 findings made a 13.8 MB log):
 * what does not fit is counted in the same "Left out" line, at the end of the page it cut.
 */
function renderDetailGroups(results, resultsFile, limit = { budget: SUMMARY_BUDGET, unit: 'bytes', what: 'detail log' }) {
    const pages = results.pages.filter((page) => page.verdict !== 'pass' || page.regressions.length > 0);
    const place = plainText(resultsFile, URL_MAX) || 'the results file';
    const groups = [];
    let left = limit.budget;
    for (const page of pages) {
        const title = `details: ${renderTerminalLine(page)}`;
        const reasons = page.reasons.map((reason) => `  reason: ${plainText(reason, REASON_MAX)}`);
        const error = page.error
            ? [`  error ${plainText(page.error.code, NAME_MAX)}: ${plainText(page.error.message, MESSAGE_MAX)}`]
            : [];
        left -= size([title, ...reasons, ...error]);
        const last = groups.at(-1);
        if (left < 0 && last) {
            const rest = pages.slice(groups.length);
            const pageFindings = rest.reduce((sum, p) => sum + listedFindings(p).length, 0);
            last.lines.push('  ' +
                leftOutPlain({ ...NOTHING_LEFT_OUT, pages: rest.length, pageFindings, shownPages: groups.length }, limit, place));
            break;
        }
        const shown = [];
        let count = 0;
        const listed = listedFindings(page);
        for (const finding of listed) {
            const block = findingLines(finding);
            if (size(block) > left)
                break;
            left -= size(block);
            for (const line of block)
                shown.push(line);
            count++;
        }
        const beyond = listed.length - count;
        const leftOut = beyond > 0 ? [`  ${leftOutPlain({ ...NOTHING_LEFT_OUT, beyond, perPage: count }, limit, place)}`] : [];
        groups.push({ title, lines: [...reasons, ...shown, ...leftOut, ...error] });
        // Once a page was cut, the pages after it are counted, not listed: the next page would otherwise slip in with fewer
        // regressions.
        if (beyond > 0)
            left = -1;
    }
    return groups;
}
function findingLines(r) {
    const from = r.from ? ` (was ${plainText(r.from, NAME_MAX)})` : '';
    const lines = [
        `  ${r.change ?? 'still'} ${plainText(r.severity, NAME_MAX)}${from} ${plainText(r.check, NAME_MAX)}: ` +
            `${plainText(r.message, MESSAGE_MAX)}`,
    ];
    lines.push(`      evidence: ${plainText(r.evidence, EVIDENCE_MAX)}`);
    if (r.remediation)
        lines.push(`      fix: ${plainText(r.remediation, REMEDIATION_MAX)}`);
    return lines;
}
/** UTF-8 bytes of the lines as logged, one newline each. */
function size(lines) {
    return lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0);
}
//# sourceMappingURL=log-details.js.map
;// CONCATENATED MODULE: ./lib/report/markdown.js
/**
 * The job summary and the sticky PR comment: the same report under two size limits. Pure: results
 * in, markdown out. Everything that came from a page or the service is made inert (escape.ts).
 */








/** At most `budget` bytes of UTF-8: the runner's limit for a step summary is 1 MiB. */
function renderSummary(input, budget = limits/* SUMMARY_BUDGET */.pm) {
    const doc = buildDocument(input.results, input.run, input.thresholds, '', { thresholdsTable: true });
    return fitToBudget(doc, { budget, unit: 'bytes', what: 'job summary' });
}
/** At most `budget` characters, starting with the hidden marker of `input.run.tag`. */
function renderComment(input, budget = limits/* COMMENT_BUDGET */.ub) {
    const doc = buildDocument(input.results, input.run, input.thresholds, `${commentMarker(input.run.tag)}\n`, {
        thresholdsTable: false,
    });
    return fitToBudget(doc, { budget, unit: 'characters', what: 'PR comment' });
}
//# sourceMappingURL=markdown.js.map

/***/ }),

/***/ 7411:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ waiverBlock),
/* harmony export */   Zc: () => (/* binding */ waivedLine),
/* harmony export */   uU: () => (/* binding */ waiverLines)
/* harmony export */ });
/* unused harmony export EXPIRY_NOTICE_DAYS */
/* harmony import */ var _text_count_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9180);
/* harmony import */ var _text_plain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4395);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2527);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5032);
/**
 * The words for waivers: a line per waiver that expired, is about to, or waived nothing in this
 * run, and the folded list of the findings waivers took out of the count. The same sentences go
 * to the log and annotations (plain) and to the summary and comment (markdown, the check and the
 * pattern as code spans: a glob like `/blog/**` is emphasis in markdown).
 */




/** A waiver this close to its date (in days) gets a notice: it is renewed or its findings fixed on purpose. */
const EXPIRY_NOTICE_DAYS = 14;
const PLAIN = (text) => (0,_text_plain_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(text, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .URL_MAX */ .hp);
const CODE = (text) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(text, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .URL_MAX */ .hp);
/** Plain sentences for the log and annotations. */
function waiverLines(results) {
    return linesIn(results, PLAIN);
}
/** The same sentences as one markdown block under the headline; '' when there is nothing to say. */
function waiverBlock(results) {
    const { expired, expiring, unused } = linesIn(results, CODE);
    const lines = [...expired, ...expiring, ...unused];
    return lines.length === 0 ? '' : `\n${lines.map((line) => `- ${line}\n`).join('')}`;
}
function linesIn(results, style) {
    const waivers = results.waivers ?? [];
    const inForce = waivers.filter((w) => w.daysLeft >= 0);
    // An analyze shard holds a slice of the pages: what a waiver matched is only known to the report job.
    const decided = results.decided !== false;
    return {
        expired: waivers
            .filter((w) => w.daysLeft < 0)
            .map((w) => `${waiverName(w, style)} expired on ${w.expires}: its findings count again`),
        expiring: inForce
            .filter((w) => w.daysLeft <= EXPIRY_NOTICE_DAYS)
            .map((w) => `${waiverName(w, style)} expires on ${w.expires} ` +
            `(${w.daysLeft === 0 ? 'today is its last day' : `in ${(0,_text_count_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U)(w.daysLeft, 'day')}`})`),
        unused: decided
            ? inForce
                .filter((w) => w.matched === 0)
                .map((w) => `${waiverName(w, style)} matched no finding in this run: remove it if it is no longer needed`)
            : [],
    };
}
/** `waiver for images.alt on /blog/**`, `waiver for images.alt on every page (evidence hero.png)`. */
function waiverName(facts, style) {
    const where = facts.pattern === null ? 'every page' : style(facts.pattern);
    const evidence = facts.evidence === null ? '' : ` (evidence ${style(facts.evidence)})`;
    return `waiver for ${style(facts.check)} on ${where}${evidence}`;
}
/** The waived findings of a page, one line per waiver that took them: checks with counts, the reason and the expiry. */
function waivedLine(page, waivers) {
    const byWaiver = new Map();
    for (const finding of page.waived ?? []) {
        const checks = byWaiver.get(finding.waiver) ?? new Map();
        const check = `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(finding.check, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .NAME_MAX */ .fo) || '(unnamed check)'} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)(finding.severity, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .NAME_MAX */ .fo)})`;
        checks.set(check, (checks.get(check) ?? 0) + 1);
        byWaiver.set(finding.waiver, checks);
    }
    return [...byWaiver]
        .map(([index, checks]) => {
        const listed = [...checks].map(([check, n]) => (n === 1 ? check : `${check} ×${n}`)).join(', ');
        const facts = waivers[index];
        const why = facts ? ` — waived until ${facts.expires}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)(facts.reason, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .REASON_MAX */ .oD)}` : '';
        return `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .urlSpan */ .cq)(page.url)}: ${listed}${why}\n`;
    })
        .join('');
}
//# sourceMappingURL=waivers.js.map

/***/ }),

/***/ 9908:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R: () => (/* binding */ runGate)
});

// EXTERNAL MODULE: ./lib/config/config-file-data.js
var config_file_data = __webpack_require__(2302);
// EXTERNAL MODULE: ./lib/config/inputs.js + 5 modules
var inputs = __webpack_require__(4630);
// EXTERNAL MODULE: ./lib/io/files.js + 2 modules
var files = __webpack_require__(2657);
// EXTERNAL MODULE: ./lib/io/regular-files.js
var regular_files = __webpack_require__(6742);
// EXTERNAL MODULE: ./lib/io/streamed-files.js
var streamed_files = __webpack_require__(9849);
// EXTERNAL MODULE: ./lib/gate/results-file.js
var results_file = __webpack_require__(4660);
// EXTERNAL MODULE: ./lib/client/client.js + 13 modules
var client_client = __webpack_require__(1220);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/text/redact.js
var redact = __webpack_require__(1814);
// EXTERNAL MODULE: ./lib/gate/accepted.js
var gate_accepted = __webpack_require__(138);
// EXTERNAL MODULE: ./lib/gate/baseline-file.js
var baseline_file = __webpack_require__(2615);
;// CONCATENATED MODULE: ./lib/gate/baseline.js

function baselineSource(plan, client) {
    switch (plan.kind) {
        case 'none':
            return () => Promise.resolve({ baseline: null, from: { kind: 'none', why: 'setting' } });
        case 'file':
            return (url, _options, render) => {
                const baseline = plan.pages.get(url) ?? null;
                return Promise.resolve(inMode(render, { baseline, from: baseline ? { kind: 'file' } : { kind: 'none', why: 'not-in-file' } }));
            };
        case 'accepted':
            // A page the accepted state does not hold is new: compared with an empty baseline.
            return (url, _options, render) => {
                const baseline = plan.pages.get(url) ?? null;
                return Promise.resolve(inMode(render, { baseline, from: { kind: baseline ? 'accepted' : 'new-page' } }));
            };
        case 'url':
            return async (url, options) => {
                const { baseline, from } = await latestReport(client, (0,baseline_file/* baselineUrlFor */.er)(url, plan.origin), options, 'url');
                return { baseline, from };
            };
        case 'previous':
            return (url, options) => latestReport(client, url, options, 'previous');
    }
}
/**
 * A rendered analysis is never compared with a fetched one: their evidence is spelt differently
 * (the browser's serialisation vs the source). A baseline whose mode is known and is the other
 * one is no baseline: the page is judged by thresholds only until a run in its mode is accepted.
 */
function inMode(render, lookup) {
    const mode = lookup.baseline?.render;
    if (mode === undefined || mode === render)
        return lookup;
    return { ...lookup, baseline: null, from: { kind: 'none', why: 'mode-changed' } };
}
async function latestReport(client, url, options, kind) {
    const found = await client.lookupReport(url, options);
    if (!found)
        return { baseline: null, from: { kind: 'none', why: 'never-analysed' }, knownLastRunAt: null };
    const read = await client.getReport(found.key, options);
    if (read.kind === 'complete') {
        return { baseline: snapshot(read.report, found.last_run_at), from: { kind }, knownLastRunAt: found.last_run_at };
    }
    const from = read.kind === 'failed'
        ? { kind: 'none', why: 'failed', status: read.error.code }
        : { kind: 'none', why: 'unfinished', status: read.status };
    return { baseline: null, from, knownLastRunAt: found.last_run_at };
}
function snapshot(report, analyzedAt) {
    return {
        key: report.key,
        score: report.score,
        grade: report.grade,
        issues: report.issues,
        analyzedAt,
        findings: report.findings,
    };
}
//# sourceMappingURL=baseline.js.map
// EXTERNAL MODULE: ./lib/site/allowed-sites.js
var allowed_sites = __webpack_require__(2298);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./lib/text/one-line.js
var one_line = __webpack_require__(6810);
// EXTERNAL MODULE: ./lib/text/http-url.js
var http_url = __webpack_require__(8255);
// EXTERNAL MODULE: ./lib/http/agent.js
var http_agent = __webpack_require__(7209);
// EXTERNAL MODULE: ./lib/http/capped-body.js
var capped_body = __webpack_require__(5108);
// EXTERNAL MODULE: ./lib/http/transport-failure.js
var transport_failure = __webpack_require__(274);
;// CONCATENATED MODULE: ./lib/site/agent.js

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
function siteAgent() {
    return (0,http_agent/* agentWith */.Sp)(http_agent/* DEFAULT_TIMEOUTS */.Rh);
}
function header(value) {
    return Array.isArray(value) ? value[0] : value;
}
//# sourceMappingURL=agent.js.map
;// CONCATENATED MODULE: ./lib/site/requests.js
/**
 * The sitemap: a request to the user's own site, not to the service. No Authorization header ever
 * goes here. Everything is bounded (bytes, sitemaps, redirects, time) because the site is whatever
 * the deploy produced, including a broken one.
 */












const MIB = 1024 * 1024;
const HEADERS = { 'user-agent': http_agent/* SITE_USER_AGENT */.il, 'accept-encoding': 'gzip' };
const inflate = (0,external_node_util_.promisify)(external_node_zlib_.gunzip);
/**
 * Page URLs of a sitemap, following sitemap indexes breadth-first. Reading stops, without an
 * error, once maxUrls pages are found, maxSitemaps files are read or maxTotalBytes (decoded, all
 * files together) are spent: the list is capped by max-urls anyway. An index's children beyond
 * the files still to read are not queued (an index of a million children once filled a Set past
 * its maximum size). Locs that are not http(s) are skipped rather than failing the whole gate.
 */
async function fetchSitemapUrls(url, options) {
    const limits = {
        allowedSites: options.allowedSites ?? [],
        maxUrls: options.maxUrls,
        maxBytes: options.maxBytes ?? 50 * MIB,
        maxTotalBytes: options.maxTotalBytes ?? 100 * MIB,
        maxSitemaps: options.maxSitemaps ?? 50,
        signal: options.signal,
    };
    const agent = siteAgent();
    try {
        return await readSitemaps(url, limits, agent);
    }
    finally {
        await agent.close();
    }
}
async function readSitemaps(first, limits, agent) {
    const queue = [first];
    const queued = new Set(queue);
    const pages = new Set();
    let spent = 0;
    for (let read = 0; read < limits.maxSitemaps && pages.size < limits.maxUrls && spent < limits.maxTotalBytes; read++) {
        const sitemapUrl = queue.shift();
        if (sitemapUrl === undefined)
            break;
        const { kind, locs, bytes } = await readSitemap(sitemapUrl, limits, agent);
        spent += bytes;
        for (const raw of locs) {
            const [loc] = absoluteHttpUrl(raw, sitemapUrl);
            if (loc === undefined)
                continue;
            if (kind === 'urlset')
                pages.add(loc);
            else if (!queued.has(loc)) {
                queued.add(loc);
                queue.push(loc);
            }
            if (kind === 'urlset' ? pages.size >= limits.maxUrls : queued.size >= limits.maxSitemaps)
                break;
        }
    }
    return [...pages];
}
async function readSitemap(url, limits, agent) {
    const where = `sitemap ${(0,redact/* redactUrl */.B)(url)}`;
    const { bytes, encoding } = await download(url, where, limits, agent);
    const xml = (await decode(bytes, encoding, where, limits.maxBytes)).toString('utf8');
    try {
        // Loaded on first use: the XML parser is start-up weight for every run that has no sitemap.
        const { parseSitemap } = await Promise.all(/* import() */[__webpack_require__.e(963), __webpack_require__.e(212)]).then(__webpack_require__.bind(__webpack_require__, 7212));
        return { ...parseSitemap(xml), bytes: xml.length };
    }
    catch (error) {
        throw error instanceof errors/* PagegateError */.TN ? new errors/* PagegateError */.TN(`${where}: ${error.message}`) : error;
    }
}
async function download(url, where, limits, agent) {
    let target = url;
    try {
        for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
            (0,allowed_sites/* assertAllowedSite */.A)(target, limits.allowedSites, hop === 0 ? 'sitemap' : `${where}: redirect to`);
            const response = await (0,undici/* request */.Em)(target, {
                method: 'GET',
                headers: HEADERS,
                dispatcher: agent,
                signal: limits.signal,
            });
            const location = header(response.headers.location);
            if (REDIRECTS.has(response.statusCode) && location) {
                await response.body.dump();
                target = new URL(location, target).href;
                continue;
            }
            if (response.statusCode < 200 || response.statusCode >= 300) {
                await response.body.dump();
                throw new errors/* PagegateError */.TN(`${where}: HTTP ${response.statusCode}`);
            }
            if (Number(header(response.headers['content-length'])) > limits.maxBytes) {
                await response.body.dump({ limit: 0 });
                throw tooLarge(where, limits.maxBytes);
            }
            return {
                bytes: await (0,capped_body/* readCapped */.E)(response.body, limits.maxBytes, () => tooLarge(where, limits.maxBytes)),
                encoding: header(response.headers['content-encoding']),
            };
        }
    }
    catch (error) {
        if (error instanceof errors/* PagegateError */.TN)
            throw error;
        throw (0,transport_failure/* transportErrorFrom */.y)(error, where, limits.signal, (text) => text.replaceAll(target, (0,redact/* redactUrl */.B)(target)));
    }
    throw new errors/* PagegateError */.TN(`${where}: more than ${MAX_REDIRECTS} redirects`);
}
/** A `.gz` sitemap is gzip whatever the headers say, and a server that also sets Content-Encoding wraps it twice. */
async function decode(bytes, encoding, where, maxBytes) {
    const coding = encoding?.trim().toLowerCase() ?? 'identity';
    if (coding !== 'identity' && coding !== 'gzip' && coding !== 'x-gzip') {
        throw new errors/* PagegateError */.TN(`${where}: unsupported content-encoding "${(0,one_line/* oneLine */.T)(coding, 40)}"`);
    }
    const once = coding === 'identity' ? bytes : await gunzipCapped(bytes, where, maxBytes);
    return isGzip(once) ? gunzipCapped(once, where, maxBytes) : once;
}
async function gunzipCapped(bytes, where, maxBytes) {
    try {
        return await inflate(bytes, { maxOutputLength: maxBytes });
    }
    catch (error) {
        if (error.code === 'ERR_BUFFER_TOO_LARGE')
            throw tooLarge(where, maxBytes);
        throw new errors/* PagegateError */.TN(`${where}: not valid gzip (${error.code ?? 'unreadable'})`);
    }
}
function isGzip(bytes) {
    return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}
function tooLarge(where, maxBytes) {
    return new errors/* PagegateError */.TN(`${where}: larger than ${(0,capped_body/* sizeText */.l)(maxBytes)} uncompressed`);
}
function absoluteHttpUrl(loc, base) {
    const url = URL.parse(loc, base)?.href;
    return url !== undefined && (0,http_url/* isHttpUrl */.q)(url) ? [url] : [];
}
//# sourceMappingURL=requests.js.map
// EXTERNAL MODULE: ./lib/config/rules.js
var rules = __webpack_require__(2853);
// EXTERNAL MODULE: ./lib/config/warn-levels.js
var warn_levels = __webpack_require__(7354);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./lib/gate/shard.js
/**
 * `shard: i/n` for matrix jobs. A URL's shard comes from a hash of the URL alone, not from its
 * position in the list: adding or removing pages never moves other pages to another shard, so a
 * page's results stay with the same matrix job from run to run. The price is that shards are
 * balanced only statistically.
 */

function shardUrls(urls, shard) {
    return urls.filter((url) => shardOf(url, shard.count) === shard.index);
}
/** 1-based, like the input. */
function shardOf(url, count) {
    const digest = (0,external_node_crypto_.createHash)('sha256').update(url).digest();
    return (digest.readUInt32BE(0) % count) + 1;
}
//# sourceMappingURL=shard.js.map
// EXTERNAL MODULE: ./lib/site/urls.js
var urls = __webpack_require__(3677);
// EXTERNAL MODULE: ./lib/text/count.js
var count = __webpack_require__(9180);
;// CONCATENATED MODULE: ./lib/gate/collect-urls.js
/**
 * The page list from every source the config names: inputs, urls-file, sitemap, with site-url
 * (or the deployment_status event's URL) for paths; normalised, de-duplicated, capped, sharded.
 */









async function collectUrls(config, io, signal) {
    const { sources } = config;
    const list = new PageList(sources.maxUrls, sources.siteUrl);
    for (const entry of sources.urls)
        list.add(entry);
    if (sources.urlsFile)
        await readUrlsFile(io, sources.urlsFile, list);
    if (sources.sitemap && !list.full) {
        const [sitemapUrl] = (0,urls/* resolvePageUrls */.Sf)([sources.sitemap], sources.siteUrl);
        if (sitemapUrl) {
            (0,allowed_sites/* assertAllowedSite */.A)(sitemapUrl, config.allowedSites, 'sitemap');
            // One past max-urls: enough to know that the sitemap lists more than can be kept.
            const maxUrls = sources.maxUrls + 1;
            const found = await fetchSitemapUrls(sitemapUrl, { signal, maxUrls, allowedSites: config.allowedSites });
            io.info(`sitemap ${(0,redact/* redactUrl */.B)(sitemapUrl)}: ${found.length} URLs`);
            for (const url of found)
                list.add(url);
            if (found.length === maxUrls && list.full)
                list.unread ??= 'the sitemap';
        }
    }
    const kept = list.urls();
    for (const url of kept)
        (0,allowed_sites/* assertAllowedSite */.A)(url, config.allowedSites, 'page');
    if (kept.length === 0)
        throw new errors/* ConfigError */.xL('no pages to analyse: urls, urls-file and sitemap gave no URL');
    const warning = list.droppedWarning();
    if (warning)
        io.warn(warning);
    (0,rules/* assertPatternsMatch */.Vg)(config, kept);
    (0,warn_levels/* assertWarnLevels */.k)(config, kept);
    if (!config.shard)
        return kept;
    const slice = shardUrls(kept, config.shard);
    io.info(`shard ${config.shard.index}/${config.shard.count}: ${slice.length} of ${(0,count/* count */.U)(kept.length, 'page')}`);
    return slice;
}
/**
 * urls-file, a line at a time, read no further than max-urls: a file of 250 MiB (or one of a
 * million lines) costs what its first max-urls pages do. A file that cannot be read names the input.
 */
async function readUrlsFile(io, path, list) {
    try {
        for await (const line of io.readLines(path)) {
            for (const entry of (0,urls/* splitUrlList */.K)(line)) {
                if (list.add(entry) === 'dropped') {
                    list.unread = 'urls-file';
                    return;
                }
            }
        }
    }
    catch (error) {
        if (error instanceof errors/* ConfigError */.xL)
            throw error;
        throw new errors/* ConfigError */.xL(`urls-file: cannot read "${path}" (${(0,errors/* readFailure */.f1)(error)})`);
    }
}
/**
 * The pages in the order given, resolved and de-duplicated, up to max-urls. Dropped pages are
 * counted while the sources are read whole (urls); urls-file and the sitemap stop at their first
 * page past the cap, so how many more they list is not known, and the warning says so.
 */
class PageList {
    max;
    siteUrl;
    kept = new Set();
    dropped = new Set();
    /** The source left unread past the cap. */
    unread = null;
    constructor(max, siteUrl) {
        this.max = max;
        this.siteUrl = siteUrl;
    }
    get full() {
        return this.kept.size >= this.max;
    }
    add(entry) {
        const [url] = (0,urls/* resolvePageUrls */.Sf)([entry], this.siteUrl);
        if (url === undefined || this.kept.has(url))
            return 'known';
        if (this.full) {
            this.dropped.add(url);
            return 'dropped';
        }
        this.kept.add(url);
        return 'kept';
    }
    urls() {
        return [...this.kept];
    }
    droppedWarning() {
        const { max, dropped } = this;
        if (this.unread)
            return `max-urls ${max}: pages past the first ${max} were dropped (${this.unread} was read no further)`;
        if (dropped.size === 0)
            return null;
        const were = dropped.size === 1 ? 'was' : 'were';
        return `max-urls ${max}: ${dropped.size} of ${(0,count/* count */.U)(max + dropped.size, 'page')} ${were} dropped`;
    }
}
//# sourceMappingURL=collect-urls.js.map
// EXTERNAL MODULE: ./lib/model/resources.js
var resources = __webpack_require__(5780);
// EXTERNAL MODULE: ./lib/gate/crawl-wait.js
var crawl_wait = __webpack_require__(9300);
;// CONCATENATED MODULE: ./lib/gate/pool.js
/**
 * A fixed-size pool: at most `concurrency` workers hold a slot at once, items started in input
 * order. A worker may give its slot back before it ends (`release`): a page that has been
 * submitted and only waits for its analysis lets the next page be submitted.
 * Workers are expected to turn their own failures into data (a page's error is a verdict, not a
 * crash); a worker that throws anyway rejects only its own item, and the pool goes on.
 */
/** Each item's result as its own promise, so a consumer can use the first before the last is done. */
function poolEach(items, concurrency, worker) {
    const settle = items.map(() => Promise.withResolvers());
    let next = 0;
    const lane = async () => {
        while (next < items.length) {
            const index = next++;
            const slot = settle[index];
            if (slot === undefined)
                return;
            const freed = Promise.withResolvers();
            // Through a promise, so a worker that throws before its first await rejects its item, not the lane.
            const done = Promise.resolve(index)
                .then((i) => worker(items[i], i, () => freed.resolve()))
                .then(slot.resolve, slot.reject);
            await Promise.race([done, freed.promise]);
        }
    };
    for (let i = 0; i < Math.max(1, Math.min(concurrency, items.length)); i++)
        void lane();
    return settle.map((slot) => slot.promise);
}
/**
 * Admits items in index order no further than `size` ahead of the first one not yet finished.
 * Items finished out of order wait whole for the ones before them (the results file keeps list
 * order): this bounds how many, and no item ever waits on one the window keeps out.
 */
function orderWindow(size) {
    let lowest = 0;
    const finished = new Set();
    const waiting = new Map();
    return {
        enter: (index) => index < lowest + size ? Promise.resolve() : new Promise((resolve) => void waiting.set(index, resolve)),
        finish: (index) => {
            finished.add(index);
            while (finished.delete(lowest))
                lowest++;
            for (const [index, admit] of waiting) {
                if (index >= lowest + size)
                    continue;
                waiting.delete(index);
                admit();
            }
        },
    };
}
/** Every result, in input order; once all items are done, the first item's error (in input order) is rethrown. */
async function runPool(items, concurrency, worker) {
    const settled = await Promise.allSettled(poolEach(items, concurrency, worker));
    const failure = settled.find((s) => s.status === 'rejected');
    if (failure)
        throw failure.reason;
    return settled.map((s) => s.value);
}
//# sourceMappingURL=pool.js.map
;// CONCATENATED MODULE: ./lib/gate/crawl.js






async function observeCrawl(input) {
    const { client, signal } = input;
    const crawlId = input.crawl === 'latest' ? await latestId(client, input.info, signal) : input.crawl;
    const detail = await finished(input, crawlId);
    const baselineOf = input.accepted ? fromAccepted(input.accepted) : await fromPreviousCrawl(input, detail, crawlId);
    const pages = await allPages(client, crawlId, signal);
    const observations = await runPool(pages, input.concurrency, async (page) => {
        const findings = await pageFindings(client, crawlId, page, signal);
        const { baseline, from } = baselineOf(page.url);
        return observation(crawlId, page, findings, baseline, from);
    });
    return { crawlId, host: detail.host, observations, findings: await client.getCrawlFindings(crawlId, { signal }) };
}
/** A page the accepted state does not hold is new: compared with an empty baseline, as in every mode. */
function fromAccepted(pages) {
    return (url) => {
        const baseline = pages.get((0,urls/* normalizePageUrl */.Ut)(url)) ?? null;
        return { baseline, from: { kind: baseline ? 'accepted' : 'new-page' } };
    };
}
async function fromPreviousCrawl(input, detail, crawlId) {
    const { client, signal } = input;
    const done = await client.listSiteCrawls({ limit: 100, state: 'done' }, { signal });
    const previous = input.useBaseline ? done.find((c) => c.host === detail.host && c.id < crawlId) : undefined;
    const baselines = previous
        ? await pageSnapshots(client, previous.id, input.concurrency, signal)
        : new Map();
    const missing = !input.useBaseline
        ? { kind: 'none', why: 'setting' }
        : { kind: 'none', why: previous ? 'not-in-crawl' : 'no-earlier-crawl' };
    return (url) => {
        const baseline = baselines.get(url) ?? null;
        return { baseline, from: baseline ? { kind: 'crawl' } : missing };
    };
}
/**
 * The newest crawl that has not failed, finished or not: gating on an older finished one while a
 * newer crawl still runs would judge a site as it was before the deploy.
 */
async function latestId(client, info, signal) {
    const crawls = await client.listSiteCrawls({ limit: 100 }, { signal });
    const latest = crawls.find((c) => c.state !== 'failed');
    if (!latest)
        throw new errors/* PagegateError */.TN('crawl: latest found no site crawl in this workspace that has not failed');
    const failed = crawls.filter((c) => c.state === 'failed' && c.id > latest.id);
    if (failed.length > 0)
        info(`crawl latest: skipped failed ${failed.length === 1 ? 'crawl' : 'crawls'} ${failed.map((c) => c.id).join(', ')}`);
    return latest.id;
}
/** The crawl once it is done, waiting within the run's timeout when it is still queued or running. */
async function finished(input, crawlId) {
    let said = false;
    const detail = await (0,crawl_wait/* waitForCrawl */.Q6)({
        client: input.client,
        id: crawlId,
        pollIntervalMs: input.pollIntervalMs,
        signal: input.signal,
        ...(input.sleep ? { sleep: input.sleep } : {}),
        progress: (crawl) => {
            if (said || crawl_wait/* CRAWL_ENDED */.Jj.includes(crawl.state))
                return;
            said = true;
            input.info(`${(0,crawl_wait/* crawlProgress */.rK)(crawl)}: waiting for it to finish (within timeout)`);
        },
    });
    if (detail.state === 'done')
        return detail;
    if (detail.state === 'failed')
        throw new errors/* PagegateError */.TN(`crawl ${crawlId} failed${typeof detail.error === 'string' ? `: ${(0,one_line/* oneLine */.T)(detail.error)}` : ''}; start a new one`);
    throw new errors/* PagegateError */.TN(`${(0,crawl_wait/* crawlProgress */.rK)(detail)} when the timeout ran out: gate on it once it has finished, or raise timeout`);
}
async function allPages(client, crawlId, signal) {
    const pages = [];
    for await (const page of client.crawlPages(crawlId, {}, { signal }))
        pages.push(page);
    return pages;
}
async function pageFindings(client, crawlId, page, signal) {
    const detail = await client.getCrawlPage(crawlId, page.id, { signal });
    // The interface does not show the shape of a crawled page's findings: those that read as a
    // report Finding are compared; anything else cannot be diffed and is left out.
    return detail.findings.flatMap((raw) => {
        const parsed = resources/* Finding */.wI.safeParse(raw);
        return parsed.success ? [parsed.data] : [];
    });
}
async function pageSnapshots(client, crawlId, concurrency, signal) {
    const pages = await allPages(client, crawlId, signal);
    const snapshots = await runPool(pages, concurrency, async (page) => [
        page.url,
        {
            key: crawlPageKey(crawlId, page.id),
            score: page.score,
            grade: null,
            issues: { critical: page.critical_count },
            findings: await pageFindings(client, crawlId, page, signal),
        },
    ]);
    return new Map(snapshots);
}
function observation(crawlId, page, findings, baseline, from) {
    return {
        url: page.url,
        key: crawlPageKey(crawlId, page.id),
        score: page.score,
        grade: null,
        title: null,
        issues: { critical: page.critical_count },
        cached: false,
        baseline,
        error: null,
        baselineFrom: from,
        crawl: { id: crawlId, depth: page.depth, status: page.status },
        findings,
    };
}
/** Crawled pages have ids, not report keys; this stands in for a key in outputs and the results file. */
function crawlPageKey(crawlId, pageId) {
    return `crawl-${crawlId}-page-${pageId}`;
}
//# sourceMappingURL=crawl.js.map
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./lib/site/readiness.js
/**
 * The readiness probe (`wait-for`, `expect`): before a page is submitted, the runner fetches it
 * itself until it answers 2xx/3xx and, with `expect`, shows the marker in its body or in a
 * response header value. A plain GET with no credentials, redirects followed and bounded, the body
 * read up to a cap. Every page shares one deadline, `wait-for` after the prober started, so a page
 * probed late gets one try rather than a fresh wait; a page ready at once costs one request.
 */







/** A single try never waits less than this, so a page probed after the shared deadline still gets a fair one. */
const MIN_TRY_MS = 5000;
function startProber(settings) {
    const agent = siteAgent();
    const until = performance.now() + settings.waitForMs;
    const marker = settings.expect === null ? null : Buffer.from(settings.expect);
    const options = {
        intervalMs: settings.intervalMs ?? 1000,
        maxIntervalMs: settings.maxIntervalMs ?? 5000,
        maxBodyBytes: settings.maxBodyBytes ?? 2 * 1024 * 1024,
        allowedSites: settings.allowedSites ?? [],
    };
    return {
        probe: async (url) => {
            const started = performance.now();
            const waited = () => Math.round(performance.now() - started);
            let toldAt = started;
            for (let pause = options.intervalMs;; pause = Math.min(pause * 2, options.maxIntervalMs)) {
                const left = until - performance.now();
                const seen = await getOnce(url, agent, AbortSignal.any([settings.signal, AbortSignal.timeout(Math.ceil(Math.max(left, MIN_TRY_MS)))]), marker, options);
                const ready = 'status' in seen && serving(seen.status) && seen.marker;
                if (ready || until - performance.now() <= 0)
                    return outcome(seen, waited());
                if (settings.waiting && performance.now() - toldAt >= (settings.tellEveryMs ?? 10_000)) {
                    toldAt = performance.now();
                    settings.waiting(url, seen, waited());
                }
                await (0,promises_.setTimeout)(Math.ceil(Math.min(pause, until - performance.now())), undefined, {
                    signal: settings.signal,
                }).catch(() => undefined);
                // Stopped (the run's deadline, the user): the last answer stands; the engine says the run ran out.
                if (settings.signal.aborted)
                    return outcome(seen, waited());
            }
        },
        close: () => agent.close(),
    };
}
function outcome(seen, waitedMs) {
    if ('unreachable' in seen)
        return { kind: 'unreachable', reason: seen.unreachable, waitedMs };
    if (!serving(seen.status))
        return { kind: 'http-status', status: seen.status, waitedMs };
    return { kind: seen.marker ? 'ready' : 'no-marker', status: seen.status, waitedMs };
}
function serving(status) {
    return status >= 200 && status < 400;
}
async function getOnce(url, agent, signal, marker, { maxBodyBytes, allowedSites }) {
    let target = url;
    try {
        for (let hop = 0;; hop++) {
            if (allowedSites.length > 0 && !(0,allowed_sites/* isAllowedSite */.c)(target, allowedSites))
                return { unreachable: `redirected to ${(0,redact/* redactUrl */.B)(target)}, which matches none of allowed-sites` };
            const response = await (0,undici/* request */.Em)(target, {
                method: 'GET',
                headers: { 'user-agent': http_agent/* SITE_USER_AGENT */.il },
                dispatcher: agent,
                signal,
            });
            const location = header(response.headers.location);
            // Past the redirect limit the last redirect stands as the answer: the site is serving something.
            if (REDIRECTS.has(response.statusCode) && location && hop < MAX_REDIRECTS) {
                await response.body.dump();
                target = new URL(location, target).href;
                continue;
            }
            if (marker === null || !serving(response.statusCode)) {
                await response.body.dump({ limit: 64 * 1024 });
                return { status: response.statusCode, marker: true };
            }
            const expected = marker.toString();
            const inHeaders = Object.values(response.headers).some((value) => [value ?? []].flat().some((v) => v.includes(expected)));
            return {
                status: response.statusCode,
                marker: inHeaders || (await bodyShows(response.body, marker, maxBodyBytes)),
            };
        }
    }
    catch (error) {
        return { unreachable: signal.aborted ? 'no answer in time' : (0,transport_failure/* failureText */.k)(error) };
    }
}
/** Reads up to maxBodyBytes, stopping as soon as the marker shows (even across two chunks). */
async function bodyShows(body, marker, maxBodyBytes) {
    let tail = Buffer.alloc(0);
    let read = 0;
    for await (const chunk of body) {
        const kept = chunk.subarray(0, maxBodyBytes - read);
        const window = Buffer.concat([tail, kept]);
        if (window.includes(marker))
            return true;
        read += kept.length;
        if (read >= maxBodyBytes)
            break;
        tail = window.subarray(Math.max(0, window.length - marker.length + 1));
    }
    body.destroy();
    return false;
}
//# sourceMappingURL=readiness.js.map
;// CONCATENATED MODULE: ./lib/gate/fresh.js
/**
 * Fresh: a cache hit that predates the deploy describes the page as it was before it. The service
 * answers a URL it analysed recently from its cache (docs/interface.md, Caching), so the page is submitted again
 * as another URL: the same page with a `pagegate` query parameter, which the service has not seen
 * for this deploy. Pure.
 */
/**
 * An analysis completed before the deploy is stale. An unknown time (a cache hit for a URL the
 * lookup had never seen) cannot be shown to postdate the deploy, so it counts as stale too.
 */
function isStale(analyzedAt, deployedAt) {
    if (analyzedAt === null)
        return true;
    const analyzed = Date.parse(analyzedAt);
    return !(analyzed >= Date.parse(deployedAt));
}
/** The page's URL with `pagegate=<tag>` after any existing query; the fragment never reaches the server. */
function freshUrl(pageUrl, tag) {
    const url = new URL(pageUrl);
    url.hash = '';
    const base = url.href;
    const joiner = url.search ? '&' : base.endsWith('?') ? '' : '?';
    return `${base}${joiner}pagegate=${encodeURIComponent(tag)}`;
}
//# sourceMappingURL=fresh.js.map
// EXTERNAL MODULE: ./lib/gate/poll-schedule.js
var poll_schedule = __webpack_require__(4486);
;// CONCATENATED MODULE: ./lib/gate/analyze-page.js



/** A `Retry-After: 0` must not turn polling into a busy loop: the smallest poll-interval. */
const MIN_WAIT_MS = 50;
async function analyzePage(job) {
    const progress = { stage: 'reading the baseline', status: '', key: null, url: job.url, fresh: null };
    let lookup = null;
    try {
        lookup = await job.baselineOf(job.url, { signal: job.signal }, job.render);
        progress.stage = 'submitting';
        return observed(job, await attempt(job, lookup, progress), progress, lookup);
    }
    catch (error) {
        return observed(job, { error: explain(error, job.signal, progress) }, progress, lookup);
    }
}
/**
 * The page's own URL first, unless `fresh: always`; then, when its cache hit predates the deploy
 * (`auto`), the fresh URL. The page's last_run_at is read before the POST: afterwards it could be
 * this run's own analysis.
 */
async function attempt(job, lookup, progress) {
    const lastRunAt = job.fresh.mode === 'never' ? lookup.knownLastRunAt : await lastRun(job, job.url, lookup.knownLastRunAt);
    if (job.fresh.mode === 'always')
        return attemptFresh(job, { reason: 'always', staleSince: null }, progress);
    const analysis = await submitAndWait(job, job.url, lastRunAt, progress);
    if (job.fresh.mode === 'auto' &&
        'report' in analysis &&
        analysis.cached &&
        isStale(lastRunAt ?? null, job.fresh.deployedAt)) {
        return attemptFresh(job, { reason: 'stale-cache', staleSince: lastRunAt ?? null }, progress);
    }
    return analysis;
}
async function attemptFresh(job, fresh, progress) {
    progress.url = freshUrl(job.url, job.fresh.tag);
    progress.fresh = fresh;
    // A cache hit here is this deploy's own analysis (an earlier attempt of the same commit or run).
    return submitAndWait(job, progress.url, await lastRun(job, progress.url, undefined), progress);
}
/** last_run_at of the URL (null: never analysed), asked only when the baseline lookup did not already. */
async function lastRun(job, url, known) {
    if (known !== undefined)
        return known;
    return (await job.client.lookupReport(url, { signal: job.signal }))?.last_run_at ?? null;
}
async function submitAndWait(job, url, knownLastRunAt, progress) {
    progress.stage = 'submitting';
    const submitted = await job.client.submitReport({ url, render: job.render }, { signal: job.signal, ...(knownLastRunAt !== undefined ? { knownLastRunAt } : {}) });
    if (submitted.kind === 'cached')
        return { report: submitted.report, cached: true, analyzedAt: knownLastRunAt ?? null };
    progress.stage = 'waiting for the analysis';
    progress.key = submitted.ack.key;
    return pollUntilDone(job, submitted.ack, progress);
}
async function pollUntilDone(job, ack, progress) {
    progress.status = ack.status;
    job.submitted?.();
    const sleep = job.sleep ?? poll_schedule/* sleep */.y;
    const holds = job.waitSeconds !== undefined;
    // With long polling the first read goes at once: a held read answers as soon as the report is done.
    let scheduled = holds ? 0 : 1;
    let wait = holds ? 0 : (0,poll_schedule/* pollDelay */.x)(0, job.pollIntervalMs);
    for (;;) {
        // The deadline's signal aborts the wait, so a long Retry-After never outlives the run.
        if (wait > 0)
            await sleep(wait, job.signal);
        const waitSeconds = job.waitSeconds?.() ?? 0;
        const read = await job.client.pollReport(ack, { signal: job.signal, ...(waitSeconds > 0 ? { waitSeconds } : {}) });
        if (read.kind === 'complete')
            return { report: read.report, cached: false, analyzedAt: job.now().toISOString() };
        if (read.kind === 'failed') {
            return { error: { code: read.error.code, message: `analysis ${read.status}: ${read.error.message}` } };
        }
        progress.status = read.status;
        const next = (0,poll_schedule/* pollDelay */.x)(scheduled++, job.pollIntervalMs);
        // A held read that is still pending ran out its wait: read again (never in a busy loop).
        if (read.held)
            wait = MIN_WAIT_MS;
        else if (read.retryAfterMs !== undefined)
            wait = Math.max(read.retryAfterMs, MIN_WAIT_MS);
        else
            wait = next;
    }
}
function explain(error, signal, progress) {
    if (signal.aborted) {
        const last = progress.status ? ` (last status: ${progress.status})` : '';
        const why = signal.reason instanceof Error && signal.reason.name === 'TimeoutError'
            ? 'the timeout ran out'
            : 'the run was stopped';
        return { code: 'timeout', message: `unfinished: ${why} while ${progress.stage}${last}` };
    }
    const code = error instanceof errors/* TransportError */.wX ? error.failure : error instanceof errors/* ServiceError */._7 ? error.code : 'error';
    return { code, message: `${progress.stage}: ${(0,errors/* describe */.q0)(error)}` };
}
/**
 * A page the service fetched with an HTTP error status is not a page to judge by its findings: a
 * 404 page scores well on an empty body. Whatever the readiness probe saw (or with wait-for: 0),
 * it is the page's error.
 */
function answeredError(report) {
    const status = report?.http_status;
    return typeof status === 'number' && status >= 400
        ? { code: 'http_status', message: `answered HTTP ${status}` }
        : null;
}
function observed({ url, render }, analysis, progress, lookup) {
    const report = 'report' in analysis ? analysis.report : null;
    return {
        url,
        render,
        key: report?.key ?? progress.key,
        score: report?.score ?? null,
        grade: report?.grade ?? null,
        title: report?.title ?? null,
        issues: report?.issues ?? null,
        cached: 'report' in analysis && analysis.cached,
        baseline: lookup?.baseline ?? null,
        error: 'error' in analysis ? analysis.error : answeredError(report),
        ...(lookup ? { baselineFrom: lookup.from } : {}),
        ...(progress.url !== url ? { analyzedUrl: progress.url } : {}),
        ...('report' in analysis ? { analyzedAt: analysis.analyzedAt } : {}),
        ...(progress.fresh ? { fresh: progress.fresh } : {}),
        findings: report?.findings ?? [],
    };
}
//# sourceMappingURL=analyze-page.js.map
;// CONCATENATED MODULE: ./lib/gate/deployed-pages.js






/**
 * Probes run ahead of the analyses and apart from them: a page still waiting for its deploy must
 * not hold one of the `concurrency` analysis lanes, and probes cost the service nothing.
 */
const PROBE_CONCURRENCY = 16;
const NAMED_UNREACHABLE = 3;
/**
 * Pages in flight at once, counted from the first one not yet decided: `concurrency` bounds only
 * how many are being submitted, a submitted page waits without a slot. As many as the reference
 * service holds reads of for one workspace, so each waiting page's read can be held; and a bound
 * on the pages decided out of order, which wait whole until the ones before them are written.
 */
const PAGES_AHEAD = 100;
async function analyzeDeployedPages(urls, run, decideOne) {
    const { config, signal } = run;
    const prober = config.waitForMs > 0
        ? startProber({
            waitForMs: config.waitForMs,
            expect: config.expect,
            signal,
            allowedSites: config.allowedSites,
            waiting: (url, seen, waitedMs) => run.io.info(waitingLine(url, seen, waitedMs, config.waitForMs)),
        })
        : null;
    try {
        const readiness = prober ? poolEach(urls, PROBE_CONCURRENCY, (url) => prober.probe(url)) : null;
        const window = orderWindow(PAGES_AHEAD);
        const pages = await runPool(urls, config.concurrency, async (url, index, release) => {
            await window.enter(index);
            try {
                return await decideOne(await observe(url, (await readiness?.[index]) ?? null, run, release), index);
            }
            finally {
                window.finish(index);
            }
        });
        warnUnreachable(pages, run.io);
        return pages;
    }
    finally {
        await prober?.close();
    }
}
async function observe(url, ready, run, release) {
    if (ready?.kind === 'http-status' || ready?.kind === 'no-marker')
        return notDeployed(url, ready, run.config);
    const { config } = run;
    const observation = await analyzePage({
        url,
        render: (0,rules/* rulesFor */.NP)(config, url).render,
        client: run.client,
        baselineOf: run.baselineOf,
        pollIntervalMs: config.pollIntervalMs,
        fresh: { mode: config.fresh, deployedAt: config.deployedAt, tag: config.freshTag },
        now: () => run.io.now(),
        signal: run.signal,
        waitSeconds: () => Math.floor((run.endsAt - run.io.now().getTime()) / 1000),
        submitted: release,
    });
    // Past the run's deadline the probe's last try proves nothing about the page: the error says the run ran out.
    return ready && !run.signal.aborted ? { ...observation, probe: probeFacts(ready) } : observation;
}
/** `waiting for /nope.html: HTTP 404 (12 s of wait-for 120)` */
function waitingLine(url, seen, waitedMs, waitForMs) {
    const parsed = new URL((0,redact/* redactUrl */.B)(url));
    const answer = 'unreachable' in seen ? seen.unreachable : `HTTP ${seen.status}${seen.marker ? '' : ' without the expect marker'}`;
    return (`waiting for ${parsed.pathname}${parsed.search}: ${answer} ` +
        `(${Math.round(waitedMs / 1000)} s of wait-for ${Math.round(waitForMs / 1000)})`);
}
function notDeployed(url, ready, config) {
    const seconds = Math.round(config.waitForMs / 1000);
    const error = ready.kind === 'http-status'
        ? { code: 'http_status', message: `answered HTTP ${ready.status} for all of wait-for (${seconds} s)` }
        : {
            code: 'not_deployed',
            message: `served ${ready.status} but never showed expect ${(0,one_line/* oneLine */.T)(config.expect ?? '', 80)} within ` +
                `${seconds} s`,
        };
    return {
        url,
        key: null,
        score: null,
        grade: null,
        title: null,
        issues: null,
        cached: false,
        baseline: null,
        error,
        probe: probeFacts(ready),
        findings: [],
    };
}
function probeFacts(ready) {
    return {
        waitedMs: ready.waitedMs,
        status: 'status' in ready ? ready.status : null,
        unreachable: ready.kind === 'unreachable' ? ready.reason : null,
    };
}
function warnUnreachable(pages, io) {
    const unreachable = pages.filter((page) => page.probe?.unreachable);
    if (unreachable.length === 0)
        return;
    const named = unreachable
        .slice(0, NAMED_UNREACHABLE)
        .map((page) => `${(0,redact/* redactUrl */.B)(page.url)}: ${page.probe?.unreachable}`);
    const more = unreachable.length > NAMED_UNREACHABLE ? `, and ${unreachable.length - NAMED_UNREACHABLE} more` : '';
    const what = unreachable.length === 1 ? '1 page' : `${unreachable.length} pages`;
    io.warn(`wait-for: the runner could not reach ${what} (${named.join('; ')}${more}); submitted anyway, since the ` +
        `service may reach what the runner cannot`);
}
//# sourceMappingURL=deployed-pages.js.map
;// CONCATENATED MODULE: ./lib/gate/engine.js
/**
 * The gate's one flow, shared by the action (main.ts) and the CLI: collect pages (or a crawl, or
 * shard results), analyse them under one deadline, decide, and move the accepted state when the
 * gate passed. Files, logs and the accepted store come in through `io` so the edges decide where
 * they go; the network is reached only through the client and site/.
 */











async function runEngine(config, io) {
    const startedAt = io.now();
    const decided = config.mode === 'report' ? await decideReport(config, io, startedAt) : await decideLive(config, io, startedAt);
    const [{ tally }, { waiverFacts }, { thresholdUses }] = await Promise.all([
        __webpack_require__.e(/* import() */ 138).then(__webpack_require__.bind(__webpack_require__, 1138)),
        __webpack_require__.e(/* import() */ 394).then(__webpack_require__.bind(__webpack_require__, 7394)),
        __webpack_require__.e(/* import() */ 613).then(__webpack_require__.bind(__webpack_require__, 7613)),
    ]);
    const decision = tally(decided.pages, config);
    const accepted = await moveAccepted(config, io, decided, decision.passed);
    const results = {
        version: 1,
        passed: decision.passed,
        startedAt: startedAt.toISOString(),
        finishedAt: io.now().toISOString(),
        decided: config.mode !== 'analyze',
        ...(accepted ? { accepted } : {}),
        ...(config.waivers.length > 0 ? { waivers: waiverFacts(config.waivers, decision.pages, startedAt) } : {}),
        ...(config.mode !== 'analyze' ? { thresholds: thresholdUses(config, decision.pages) } : {}),
        pages: decision.pages,
        ...(decided.crawl ? { crawl: decided.crawl } : {}),
    };
    return {
        results,
        failedCount: decision.failedCount,
        regressionCount: decision.regressionCount,
        warningCount: decision.warningCount,
    };
}
/**
 * A passing gate's pages become the accepted state; an analyze shard only reads it, and a report
 * job (which read no state: its shards did) only saves it.
 */
async function moveAccepted(config, io, decided, passed) {
    if (!decided.accepted)
        return undefined;
    const { facts, next } = decided.accepted;
    if (!next)
        return facts;
    return {
        ...facts,
        saved: await next.finish(passed, {
            tag: config.commentTag,
            commit: config.commit,
            savedAt: io.now().toISOString(),
        }, io),
    };
}
/** A report job sends no request: what decides the shards' pages loads at once. */
async function decideReport(config, io, startedAt) {
    const [{ decideResultsFiles }, { judgeOf }] = await Promise.all([
        __webpack_require__.e(/* import() */ 293).then(__webpack_require__.bind(__webpack_require__, 293)),
        __webpack_require__.e(/* import() */ 897).then(__webpack_require__.bind(__webpack_require__, 7897)),
    ]);
    return decideResultsFiles(config, io, judgeOf(config, startedAt));
}
async function decideLive(config, io, startedAt) {
    const deadline = AbortSignal.timeout(config.timeoutMs);
    const endsAt = io.now().getTime() + config.timeoutMs;
    const signal = io.signal ? AbortSignal.any([deadline, io.signal]) : deadline;
    const apiUrl = config.analysis.url;
    const client = new client_client/* PageAnalysisClient */.R({ service: config.analysis });
    try {
        await client.checkKey({ signal }).catch((error) => {
            // The first request is where a wrong or unreachable api-url shows: say which one.
            if (error instanceof errors/* ServiceError */._7 && error.status === 404) {
                throw new errors/* ConfigError */.xL(`api-url ${(0,redact/* redactUrl */.B)(apiUrl)}: ${error.endpoint} answered 404: the api-url must include the ` +
                    `service's version prefix, such as /api/v1`);
            }
            if (!(error instanceof errors/* TransportError */.wX))
                throw error;
            throw new errors/* TransportError */.wX(`api-url ${(0,redact/* redactUrl */.B)(apiUrl)}: ${error.message}`, {
                endpoint: error.endpoint,
                failure: error.failure,
                sent: error.sent,
            });
        });
        const { draftNext, dropping, judgeOf, keeper } = await __webpack_require__.e(/* import() */ 897).then(__webpack_require__.bind(__webpack_require__, 7897));
        const judge = judgeOf(config, startedAt);
        // After the first request, not before it: loading the store's library (the cache's is large)
        // then overlaps collecting the URL list, and a wrong key fails before any of it.
        const accepted = config.baseline.kind === 'accepted' ? (0,gate_accepted/* startLoading */.vL)(io.accepted) : null;
        if (config.crawl !== null) {
            const crawl = typeof config.crawl === 'object' ? await startCrawl(client, config, config.crawl.seed, signal) : config.crawl;
            return await decideCrawl(config, crawl, { io, judge, client, signal, accepted });
        }
        const urls = await collectUrls(config, io, signal);
        await io.pagesKnown?.(urls);
        const fromAccepted = accepted ? await (0,gate_accepted/* planAccepted */.vw)(accepted, config.commentTag, io) : null;
        const plan = fromAccepted?.plan ?? (await planBaseline(config, io));
        const next = fromAccepted ? draftNext(config, io, fromAccepted.facts, fromAccepted.pages) : null;
        const keep = keeper(io, next, urls.length);
        const pages = await dropping(next, () => analyzeDeployedPages(urls, {
            config,
            client,
            baselineOf: baselineSource(plan, client),
            io,
            signal,
            endsAt,
        }, (observation, index) => keep(judge(observation), index)));
        return {
            pages,
            ...(fromAccepted ? { accepted: { facts: fromAccepted.facts, next } } : {}),
        };
    }
    finally {
        await client.close();
    }
}
/** `crawl: site` or a site URL: a crawl started now, bounded by max-urls, rendered as the pages would be. */
async function startCrawl(client, config, seed, signal) {
    const started = await client.startReferenceCrawl({ url: seed, max_pages: config.sources.maxUrls, ...(config.render ? { render: true } : {}) }, { signal });
    return started.id;
}
/** A crawl's pages, compared with the accepted state when there is one, else with the previous crawl. */
async function decideCrawl(config, crawlSetting, { io, judge, client, signal, accepted }) {
    const { draftNext, dropping, keeper } = await __webpack_require__.e(/* import() */ 897).then(__webpack_require__.bind(__webpack_require__, 7897));
    const fromAccepted = accepted ? await (0,gate_accepted/* planAccepted */.vw)(accepted, config.commentTag, io, 'the previous crawl') : null;
    const crawl = await observeCrawl({
        crawl: crawlSetting,
        client,
        concurrency: config.concurrency,
        useBaseline: config.baseline.kind !== 'none',
        ...(fromAccepted?.plan.kind === 'accepted' ? { accepted: fromAccepted.plan.pages } : {}),
        pollIntervalMs: config.pollIntervalMs,
        signal,
        info: (line) => io.info(line),
    });
    io.info(`crawl ${crawl.crawlId} of ${crawl.host}: ${(0,count/* count */.U)(crawl.observations.length, 'page')}`);
    const next = fromAccepted ? draftNext(config, io, fromAccepted.facts, fromAccepted.pages) : null;
    const keep = keeper(io, next, crawl.observations.length);
    const pages = await dropping(next, async () => {
        const kept = [];
        for (const [index, observation] of crawl.observations.entries())
            kept.push(await keep(judge(observation), index));
        return kept;
    });
    return {
        pages,
        crawl: { id: crawl.crawlId, host: crawl.host, findings: crawl.findings },
        ...(fromAccepted ? { accepted: { facts: fromAccepted.facts, next } } : {}),
    };
}
/** Every baseline but accepted, which planAccepted plans from its store's load. */
async function planBaseline(config, io) {
    const setting = config.baseline;
    switch (setting.kind) {
        case 'file': {
            const { path } = setting;
            const pages = (0,results_file/* readingInput */.vz)('baseline-file', path, (name) => (0,results_file/* resultsPages */.Zh)(io.readBytes(path), name));
            return { kind: 'file', pages: await (0,baseline_file/* baselinesFromPages */.FW)(pages) };
        }
        case 'accepted':
            return { kind: 'previous' };
        case 'url':
        case 'previous':
        case 'none':
            return setting;
    }
}
//# sourceMappingURL=engine.js.map
// EXTERNAL MODULE: ./lib/text/map-strings.js
var map_strings = __webpack_require__(5462);
// EXTERNAL MODULE: ./lib/text/plain.js
var plain = __webpack_require__(4395);
;// CONCATENATED MODULE: ./lib/run-gate.js
/**
 * The recipe every edge follows (the action, `pagegate check`, the demo): inputs and the config
 * file into one GateConfig, outputs checked writable before anything is analysed, the engine,
 * secrets scrubbed and hidden characters removed from what it found, the results file written a
 * page at a time as each is decided (scrubbed as it is recorded). Each edge then tells the result
 * its own way (outputs and a comment, terminal lines, the demo's story).
 */









async function runGate(run) {
    const { scrub, resultsLabel, otherOutputs = [], engineIO, acceptedStore = acceptedFile, ...source } = run;
    const configPath = source.inputs['config-file']?.trim();
    const config = (0,inputs/* parseGateConfig */.t0)({
        ...source,
        configFile: configPath ? await (0,config_file_data/* configFileData */.r)(await (0,files/* readNamedFile */.wh)('config-file', configPath)) : null,
    });
    await (0,files/* checkWritable */.ZB)(resultsLabel, config.resultsFile, { createDirectory: true });
    for (const output of otherOutputs)
        await (0,files/* checkWritable */.ZB)(output.label, output.path, { createDirectory: false });
    if (config.baseline.kind === 'accepted' && config.baseline.file)
        await (0,files/* checkOutputTarget */.Bj)('accepted-file', config.baseline.file);
    const accepted = acceptedStore(config);
    const { outcome, results } = await (0,results_file/* writingResults */.pv)(config.resultsFile, async (file) => {
        const outcome = await runEngineWhereConfigured(config, {
            ...engineIO(config),
            readBytes: regular_files/* readBytes */.io,
            readLines: streamed_files/* readLines */.Se,
            record: (page) => file.page(forSinks(scrub, page)),
            ...(accepted ? { accepted } : {}),
        });
        return { outcome, results: forSinks(scrub, outcome.results) };
    });
    return { config, outcome, results };
}
/**
 * What every sink shows (the results file and `--json`, the comment, the summary, the log): secrets
 * masked and hidden characters removed, once, here, so a zero-width character that the markdown
 * sinks would drop cannot survive in the file.
 */
function forSinks(scrub, value) {
    return (0,map_strings/* mapStrings */.t)(scrub.value(value), plain/* withoutHidden */.P);
}
/** Without accepted-file there is no store: baseline accepted compares with previous, and says so. */
function acceptedFile(config) {
    return config.baseline.kind === 'accepted' && config.baseline.file ? (0,files/* acceptedFileStore */.zk)(config.baseline.file) : null;
}
/**
 * The engine against api-url's service; with none, against the reference service started
 * in-process for this run (loaded only then: a run against a hosted service never loads its
 * code), stopped when the run ends however it ends. A report job analyses nothing.
 */
async function runEngineWhereConfigured(config, io) {
    if (config.mode === 'report')
        return runEngine(config, io);
    const { analysis } = config;
    if (analysis.kind === 'service')
        return runEngine({ ...config, analysis }, io);
    if (analysis.unusedKey)
        io.warn('api-key is set but api-url is not: analysing in-process, the key is not used');
    const inProcess = await startInProcessFor(config, io);
    try {
        // Nothing is cached between in-process runs: no `fresh` query to get past a stale cache.
        const served = { ...config, analysis: inProcess.service, fresh: 'never' };
        return await runEngine(served, { ...io, pagesKnown: inProcess.allowPages });
    }
    finally {
        await inProcess.close();
    }
}
async function startInProcessFor(config, io) {
    const [{ startInProcess }, { configuredPages }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(280), __webpack_require__.e(299), __webpack_require__.e(759), __webpack_require__.e(672)]).then(__webpack_require__.bind(__webpack_require__, 1663)),
        Promise.all(/* import() */[__webpack_require__.e(280), __webpack_require__.e(220)]).then(__webpack_require__.bind(__webpack_require__, 3220)),
    ]);
    return startInProcess({
        pages: configuredPages(config),
        render: config.render || config.overrides.some((override) => override.render === true),
        info: (line) => io.info(line),
    });
}
//# sourceMappingURL=run-gate.js.map

/***/ }),

/***/ 2298:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ assertAllowedSite),
/* harmony export */   c: () => (/* binding */ isAllowedSite)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4006);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _text_one_line_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6810);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1814);
/**
 * `allowed-sites`: URL globs that `site-url`, the sitemap and every page must match. In the
 * `workflow_run` half of the fork-safe pair, `site-url` comes from an artifact a fork wrote; this
 * keeps the fork from pointing the analysis (and the workspace's allowance, and the runner's own
 * requests) at a site of its choosing.
 */




/**
 * A glob without a path (`https://pr-*.preview.example.com`) is matched against the URL's
 * origin, one with a path against origin and path. Both sides are parsed URLs, so user info, a
 * query or a fragment cannot make another host look allowed.
 */
function isAllowedSite(url, globs) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return false;
    }
    return globs.some((glob) => {
        const withPath = /^[a-z][a-z0-9+.-]*:\/\/[^/]*\//i.test(glob);
        return picomatch__WEBPACK_IMPORTED_MODULE_2__(glob, { nocase: true })(withPath ? `${parsed.origin}${parsed.pathname}` : parsed.origin);
    });
}
/** Throws one line naming the URL, where it came from and the globs it missed; no globs, no check. */
function assertAllowedSite(url, globs, label) {
    if (globs.length === 0 || isAllowedSite(url, globs))
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${label} ${JSON.stringify((0,_text_one_line_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .T)((0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUrl */ .B)(url), 200))} matches none of allowed-sites ` +
        `(${globs.map((g) => (0,_text_one_line_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .T)(g, 100)).join(', ')})`);
}
//# sourceMappingURL=allowed-sites.js.map

/***/ }),

/***/ 4395:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ withoutHidden),
/* harmony export */   uH: () => (/* binding */ clean),
/* harmony export */   wh: () => (/* binding */ plainText)
/* harmony export */ });
/* harmony import */ var _cut_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9967);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1814);
/**
 * Untrusted text made safe to show anywhere, markdown or not: characters that hide or reorder
 * what a reader sees are removed, whitespace (newlines included) collapses to one space, URLs are
 * redacted, and long values are cut on a code point with `…`.
 */


/**
 * C0 and C1 controls (an ESC would drive a terminal; tab, CR and LF become spaces below), and every
 * Default_Ignorable_Code_Point: characters a renderer shows as nothing yet that hide, reorder or
 * smuggle text. Among them the bidi controls of Trojan Source (CVE-2021-42574), zero-width spaces
 * and joiners, the soft hyphen, variation selectors, Hangul fillers and the tag characters. The
 * Unicode property keeps the list whole where a hand list missed U+00AD, U+034F, U+180E, U+3164,
 * U+FFA0 and the selectors. The escaper adds its own U+200D after cleaning, so those survive.
 */
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Default_Ignorable_Code_Point}]/gu;
const WHITESPACE_RUN = /\s+/g;
/** Printable ASCII with single inner spaces needs no cleaning: most values, checked in one pass. */
const ALREADY_CLEAN = /^(?:[\x21-\x7E]+(?: [\x21-\x7E]+)*)?$/;
/** Removes hidden and bidi characters and collapses whitespace to single spaces. */
function clean(text) {
    if (ALREADY_CLEAN.test(text))
        return text;
    return withoutHidden(text).replace(WHITESPACE_RUN, ' ').trim();
}
/** Removes hidden and bidi characters, keeping whitespace as it is: for data that keeps its lines. */
function withoutHidden(text) {
    return ALREADY_CLEAN.test(text) ? text : text.replace(HIDDEN, '');
}
/** One line of plain text for logs and annotations: cleaned, redacted, cut. */
function plainText(text, max) {
    return (0,_cut_js__WEBPACK_IMPORTED_MODULE_1__/* .cut */ .J)((0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactUrlsIn */ .$)(clean(text)), max);
}
//# sourceMappingURL=plain.js.map

/***/ })

};

//# sourceMappingURL=523.index.js.map