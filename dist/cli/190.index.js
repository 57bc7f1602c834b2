export const id = 190;
export const ids = [190];
export const modules = {

/***/ 2529:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ helpText)
/* harmony export */ });
const WIDTH = 100;
const COLUMN = 26;
function helpText(help) {
    const rows = Object.entries(help.flags).map(([name, flag]) => flagRow(name, flag));
    rows.push(flagRow('help', { type: 'boolean', short: 'h', meaning: 'this help' }));
    const sections = [help.usage, help.about, `Options:\n${rows.join('\n')}`];
    if (help.notes?.length)
        sections.push(help.notes.join('\n'));
    if (help.examples.length > 0)
        sections.push(`Examples:\n${help.examples.map((line) => `  ${line}`).join('\n')}`);
    return sections.join('\n\n');
}
function flagRow(name, flag) {
    const left = `  ${flag.short ? `-${flag.short}, ` : ''}--${name}` +
        `${flag.value ? ` ${flag.value}` : ''}${flag.multiple ? ' ...' : ''}`;
    const shown = flag.default ?? flag.shownDefault;
    const extras = [shown ? `default ${shown}` : '', flag.env ? `env ${flag.env}` : ''].filter(Boolean);
    // The parenthesis is one word to the wrapper, so a default is never split from its value.
    const words = [...flag.meaning.split(' '), ...(extras.length > 0 ? [`(${extras.join('; ')})`] : [])];
    const lines = wrap(words, WIDTH - COLUMN);
    const first = left.length < COLUMN - 1 ? `${left.padEnd(COLUMN)}${lines.shift() ?? ''}` : left;
    return [first, ...lines.map((line) => `${' '.repeat(COLUMN)}${line}`)].join('\n');
}
/** Words into lines of at most `width` characters (a longer word gets a line of its own). */
function wrap(words, width) {
    const lines = [];
    let line = '';
    for (const word of words) {
        if (line && line.length + 1 + word.length > width) {
            lines.push(line);
            line = word;
        }
        else
            line = line ? `${line} ${word}` : word;
    }
    if (line)
        lines.push(line);
    return lines;
}
//# sourceMappingURL=flags.js.map

/***/ }),

/***/ 2190:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MERGE_HELP: () => (/* binding */ MERGE_HELP),
/* harmony export */   merge: () => (/* binding */ merge)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(452);
/* harmony import */ var _io_regular_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6742);
/* harmony import */ var _gate_merge_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(547);
/* harmony import */ var _gate_results_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4660);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4710);
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2529);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4761);
/** `pagegate merge`: shard results files -> one results file (what `mode: report` reads). */








const MERGE_FLAGS = {
    output: {
        type: 'string',
        short: 'o',
        value: 'FILE',
        shownDefault: 'print it',
        meaning: 'where the merged results file is written',
    },
};
const MERGE_HELP = (0,_flags_js__WEBPACK_IMPORTED_MODULE_7__/* .helpText */ .B)({
    usage: _commands_js__WEBPACK_IMPORTED_MODULE_5__/* .USAGE */ .u_.merge,
    about: 'Merges shard results files (from mode: analyze) into one results file.',
    flags: MERGE_FLAGS,
    examples: ['pagegate merge shard-1.json shard-2.json -o results.json'],
});
async function merge(argv, out) {
    const { values, positionals } = (0,_usage_js__WEBPACK_IMPORTED_MODULE_6__/* .parseCommandArgs */ .Qx)('merge', argv, MERGE_FLAGS);
    if (values.help) {
        out(`${MERGE_HELP}\n`);
        return _usage_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT */ .dc.pass;
    }
    if (positionals.length === 0)
        throw new _usage_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb('pagegate merge: give at least one results file (see pagegate merge --help)');
    const parts = [];
    for (const file of positionals)
        parts.push(await readPart(file));
    const text = `${JSON.stringify((0,_gate_merge_js__WEBPACK_IMPORTED_MODULE_3__/* .mergeResults */ .n)(parts), null, 2)}\n`;
    if (values.output)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(values.output, text);
    else
        out(text);
    return _usage_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT */ .dc.pass;
}
/** One part, read streamed; a part that cannot be read names the file (what is wrong inside it says so too). */
async function readPart(file) {
    try {
        return await (0,_gate_results_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readResults */ .x8)((0,_io_regular_files_js__WEBPACK_IMPORTED_MODULE_2__/* .readBytes */ .io)(file), file);
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL)
            throw error;
        throw new _usage_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`pagegate merge: cannot read "${file}" (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .readFailure */ .f1)(error)})`);
    }
}
//# sourceMappingURL=merge.js.map

/***/ }),

/***/ 547:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ mergeByUrl),
/* harmony export */   n: () => (/* binding */ mergeResults)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _site_urls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3677);
/** Shard results -> one results file: what `mode: report` and `pagegate merge` read. */


/**
 * The merge rule, the one place it is written (`pagegate merge`, `mode: report` and a
 * `baseline-file` that lists a URL twice all follow it): a URL, normalised, listed again keeps its
 * first position and takes the later entry. Parts come in the order given, and a shard re-run
 * (listed after the first attempt) holds the fresher result. A Map keeps a key's first position.
 */
function mergeByUrl(merged, url, entry) {
    merged.set((0,_site_urls_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePageUrl */ .Ut)(url), entry);
}
/**
 * Parts merged by the merge rule. The merged file is undecided: the report job decides again
 * with its own thresholds, so `passed` is only "every page passed as analysed".
 */
function mergeResults(parts) {
    const [first, ...rest] = parts;
    if (!first)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PagegateError */ .TN('no results to merge');
    const pages = new Map();
    for (const part of parts)
        for (const page of part.pages)
            mergeByUrl(pages, page.url, page);
    const merged = [...pages.values()];
    return {
        version: 1,
        passed: merged.every((page) => page.verdict === 'pass'),
        startedAt: rest.reduce((earliest, part) => (instant(part.startedAt) < instant(earliest) ? part.startedAt : earliest), first.startedAt),
        finishedAt: rest.reduce((latest, part) => (instant(part.finishedAt) > instant(latest) ? part.finishedAt : latest), first.finishedAt),
        decided: false,
        pages: merged,
    };
}
/** ISO times with different offsets do not sort as text. */
function instant(iso) {
    return Date.parse(iso);
}
//# sourceMappingURL=merge.js.map

/***/ }),

/***/ 4660:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D0: () => (/* binding */ resultsUrls),
/* harmony export */   Zh: () => (/* binding */ resultsPages),
/* harmony export */   pv: () => (/* binding */ writingResults),
/* harmony export */   vz: () => (/* binding */ readingInput),
/* harmony export */   x8: () => (/* binding */ readResults)
/* harmony export */ });
/* unused harmony exports RESULTS_FILE_LIMITS, openResultsFile */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _io_json_stream_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7329);
/* harmony import */ var _io_streamed_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9849);
/* harmony import */ var _model_results_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9339);
/* harmony import */ var _model_zod_issue_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2390);
/**
 * The results file format in one place: what one file may hold, how it is read (streamed, a page
 * at a time, every limit applied while reading) and how it is written (a page per line as each is
 * decided). `mode: report` and `baseline-file` read files a fork's workflow may have produced,
 * so their size and shape are the attacker's choice. The bytes are bounded by FILE_MAX_BYTES,
 * the one limit of every file pagegate reads (io/regular-files.ts).
 */





const RESULTS_FILE_LIMITS = {
    /** A run has at most 10,000 pages (max-urls). */
    pages: 10_000,
    /** Findings (or values of any other list) of one page. */
    findingsPerPage: 10_000,
    /** One page, as JSON: 10,000 findings with their evidence fit. */
    pageBytes: 64 * 1024 ** 2,
    /** One field other than `pages` (the waivers, the thresholds): a file of a huge unknown field is refused early. */
    fieldBytes: 16 * 1024 ** 2,
    /** A results page nests about 6 levels; 2,000 levels overflowed the stack of the schema check. */
    depth: 64,
    /** Fields of the document or of one page. */
    fields: 1_000,
};
const HEAD = _model_results_js__WEBPACK_IMPORTED_MODULE_3__/* .Results */ .nB.omit({ pages: true });
/** Each page of the file, in its order, checked against the schema and the limits; then the rest of the file. */
async function* resultsPages(chunks, name) {
    for await (const item of items(chunks, name, { name: 'pages', kind: 'array' }))
        yield pageOf(item.value, item.index, name);
}
/**
 * Only the URL of each page, in its order: enough to know which entry of a URL listed twice is
 * the later one before any page is parsed. The same reader as resultsPages (a page giving `url`
 * twice is refused by both), with only `url` parsed.
 */
async function* resultsUrls(chunks, name) {
    const list = { name: 'pages', kind: 'array', skipItems: true, peek: ['url'] };
    for await (const item of items(chunks, name, list)) {
        const url = item.peeked.url;
        if (typeof url !== 'string')
            throw notResults(name, `${(0,_model_zod_issue_js__WEBPACK_IMPORTED_MODULE_4__/* .fieldPath */ .cn)(['pages', item.index, 'url'])}: expected a string`);
        yield url;
    }
}
/** The whole file: a baseline-file, or a part `pagegate merge` merges. */
async function readResults(chunks, name) {
    const pages = [];
    const head = new Map();
    for await (const part of parts(chunks, name, { name: 'pages', kind: 'array' })) {
        if (part.kind === 'field')
            head.set(part.key, part.value);
        else
            pages.push(pageOf(part.value, part.index, name));
    }
    return { ...HEAD.parse(Object.fromEntries(head)), pages };
}
async function* items(chunks, name, list) {
    for await (const part of parts(chunks, name, list))
        if (part.kind === 'item')
            yield part;
}
/** The file's parts; the fields around the pages are checked once the file has been read. */
async function* parts(chunks, name, list) {
    const limits = {
        depth: RESULTS_FILE_LIMITS.depth,
        itemBytes: RESULTS_FILE_LIMITS.pageBytes,
        fieldBytes: RESULTS_FILE_LIMITS.fieldBytes,
        items: RESULTS_FILE_LIMITS.pages,
        fields: RESULTS_FILE_LIMITS.fields,
        arrayValues: RESULTS_FILE_LIMITS.findingsPerPage,
    };
    // A Map, then entries: a key `__proto__` stays a key, as in JSON.parse, rather than a prototype.
    const head = new Map();
    try {
        for await (const part of (0,_io_json_stream_js__WEBPACK_IMPORTED_MODULE_1__/* .readJsonDocument */ .E)(chunks, list, limits)) {
            if (part.kind === 'field')
                head.set(part.key, part.value);
            yield part;
        }
    }
    catch (error) {
        if (error instanceof _io_json_stream_js__WEBPACK_IMPORTED_MODULE_1__/* .JsonStreamError */ .l)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${name}: not a results file (${error.message})`);
        throw error;
    }
    const parsed = HEAD.safeParse(Object.fromEntries(head));
    if (!parsed.success)
        throw notResults(name, (0,_model_zod_issue_js__WEBPACK_IMPORTED_MODULE_4__/* .issueText */ .v4)(parsed.error));
}
/**
 * Reads an input's file: one that cannot be read (missing, not a regular file, over the size
 * limit) is a configuration error naming the input; what is wrong inside it already is one.
 */
async function* readingInput(input, path, read) {
    try {
        yield* read(`${input} ${path}`);
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL)
            throw error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${input}: cannot read "${path}" (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .readFailure */ .f1)(error)})`);
    }
}
function pageOf(data, index, name) {
    const parsed = _model_results_js__WEBPACK_IMPORTED_MODULE_3__/* .PageResult */ .L0.safeParse(data);
    if (parsed.success)
        return withoutNotes(parsed.data);
    throw notResults(name, (0,_model_zod_issue_js__WEBPACK_IMPORTED_MODULE_4__/* .issueText */ .v4)(parsed.error, { at: ['pages', index] }));
}
function notResults(name, problem) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${name}: not a pagegate results file v1 (${problem})`);
}
/**
 * Results written before facts were typed carry `notes`, sentences of their own; what they said is
 * now derived from the page's data, so they are dropped rather than shown twice or parsed.
 */
function withoutNotes(page) {
    const { notes: _notes, ...rest } = page;
    return rest;
}
async function openResultsFile(path) {
    const document = await (0,_io_streamed_files_js__WEBPACK_IMPORTED_MODULE_2__/* .openLineDocument */ .mH)(path, { version: 1 }, { name: 'pages', kind: 'array' });
    return {
        page: (page) => document.entry(JSON.stringify(page)),
        finish: ({ version: _version, pages: _pages, ...tail }) => document.close(tail),
        abandon: () => document.abandon(),
    };
}
/**
 * Runs `produce` with the results file open for its pages, then closes the file with the results
 * it returns (whose pages are not written again). A run that throws leaves no half file.
 */
async function writingResults(path, produce) {
    const file = await openResultsFile(path);
    try {
        const produced = await produce(file);
        await file.finish(produced.results);
        return produced;
    }
    finally {
        await file.abandon();
    }
}
//# sourceMappingURL=results-file.js.map

/***/ }),

/***/ 8230:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ EventPayload)
/* harmony export */ });
/* unused harmony export WorkflowRun */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/**
 * The fields of a GitHub event payload that pagegate reads (the deploy's commit, URL and time;
 * the run's pull request), and nothing else: GitHub sends far more, and other events send other
 * shapes. A field that is missing or has another shape reads as absent, never as a failure: the
 * run then falls back (the workflow's SHA, the step's start) or has no PR to comment on, which is
 * a skip, not an error (an issue's number in an `issue_comment` event is no PR's).
 */

/** Absent when missing or malformed, so one odd field never spoils the fields beside it. */
const lenient = (schema) => schema.optional().catch(undefined);
const PrNumber = lenient(zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive());
const Text = lenient(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1));
const Numbered = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ number: PrNumber });
/** `pull_requests` lists only PRs from the same repository: GitHub leaves it empty for forks. */
const WorkflowRun = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    pull_requests: lenient(zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Numbered)),
    head_sha: Text,
    head_branch: Text,
    head_repository: lenient(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ owner: lenient(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ login: Text })) })),
});
const EventPayload = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    pull_request: lenient(Numbered.extend({ head: lenient(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ sha: Text })) })),
    // An issue that is a PR carries a `pull_request` object (of links); a plain issue has none.
    issue: lenient(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ number: PrNumber, pull_request: lenient(zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({})) })),
    workflow_run: lenient(WorkflowRun),
    deployment: lenient(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ sha: Text })),
    deployment_status: lenient(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ environment_url: Text, target_url: Text, created_at: Text })),
})
    .catch({});
//# sourceMappingURL=event-payload.js.map

/***/ }),

/***/ 3677:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ splitUrlList),
/* harmony export */   Sf: () => (/* binding */ resolvePageUrls),
/* harmony export */   Ut: () => (/* binding */ normalizePageUrl),
/* harmony export */   bZ: () => (/* binding */ siteUrlFromEvent)
/* harmony export */ });
/* harmony import */ var _text_one_line_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6810);
/* harmony import */ var _text_http_url_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8255);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1814);
/* harmony import */ var _model_event_payload_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8230);
/**
 * The page list from what the user wrote: split, resolved against site-url, normalised,
 * de-duplicated, capped. Pure: reading urls-file and fetching the sitemap happen at the edges.
 */





/** Lines and commas; `#` starts a comment when it opens a line or follows a space (a fragment has none before it). */
function splitUrlList(text) {
    return text
        .split(/[\r\n,]+/)
        .map((entry) => entry.replace(/(^|\s)#.*$/, '').trim())
        .filter((entry) => entry !== '');
}
/**
 * A path is taken relative to site-url's own path, so a site served under a prefix (GitHub Pages
 * project sites: https://owner.github.io/repo/) finds `/about` at .../repo/about.
 */
function resolvePageUrls(entries, siteUrl) {
    const seen = new Set();
    for (const entry of entries)
        seen.add(resolvePageUrl(entry, siteUrl));
    return [...seen];
}
function resolvePageUrl(entry, siteUrl) {
    if (entry.startsWith('/')) {
        if (siteUrl === null)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`"${(0,_text_one_line_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .T)(entry, 120)}" is a path, but no site-url is set to resolve it against`);
        const root = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
        // `./` keeps a path that looks absolute once its slashes are gone (`/https://x`) a path on the site.
        return normalizePageUrl(new URL(`./${entry.replace(/^\/+/, '')}`, root).href);
    }
    if (!(0,_text_http_url_js__WEBPACK_IMPORTED_MODULE_4__/* .isHttpUrl */ .q)(entry))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`"${(0,_text_one_line_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .T)((0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUrl */ .B)(entry), 120)}" is neither an absolute http(s) URL nor a path starting with /`);
    return normalizePageUrl(entry);
}
/**
 * Scheme and host lowercased and the default port dropped (WHATWG URL does both); the fragment never reaches the
 * server.
 */
function normalizePageUrl(url) {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
}
/** A deployment_status event names the deployed site: environment_url first, then target_url. */
function siteUrlFromEvent(event) {
    if (event?.name !== 'deployment_status')
        return null;
    const status = _model_event_payload_js__WEBPACK_IMPORTED_MODULE_2__/* .EventPayload */ .z.parse(event.payload).deployment_status;
    return [status?.environment_url, status?.target_url].find((url) => url !== undefined && (0,_text_http_url_js__WEBPACK_IMPORTED_MODULE_4__/* .isHttpUrl */ .q)(url)) ?? null;
}
//# sourceMappingURL=urls.js.map

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

/***/ })

};

//# sourceMappingURL=190.index.js.map