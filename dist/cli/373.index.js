export const id = 373;
export const ids = [373];
export const modules = {

/***/ 2853:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mr: () => (/* binding */ settingLayer),
/* harmony export */   NP: () => (/* binding */ rulesFor),
/* harmony export */   Vg: () => (/* binding */ assertPatternsMatch),
/* harmony export */   XK: () => (/* binding */ applyRuleSet),
/* harmony export */   eJ: () => (/* binding */ patternMatches),
/* harmony export */   np: () => (/* binding */ ruleLayers),
/* harmony export */   xm: () => (/* binding */ valueIn),
/* harmony export */   yv: () => (/* binding */ originOf)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4006);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _text_one_line_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6810);
/* harmony import */ var _text_count_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9180);
/**
 * The rules one page is judged by: the inputs (with the config file's top-level defaults already
 * applied by inputs.ts), then every config-file pattern that matches the page, in file order.
 */




function rulesFor(config, url) {
    const base = { ...config.thresholds, render: config.render };
    return config.overrides.filter((override) => patternMatches(override.pattern, url)).reduce(applyRuleSet, base);
}
/**
 * A later rule set wins for thresholds and render; ignore-checks add up instead, because they
 * are waivers: a pattern that waives one more check must not bring back the checks waived for
 * every page.
 */
function applyRuleSet(rules, set) {
    return {
        ...rules,
        ...set.thresholds,
        render: set.render ?? rules.render,
        ignoreChecks: [...new Set([...rules.ignoreChecks, ...(set.ignoreChecks ?? [])])],
    };
}
/** A config file may hold thousands of patterns: the error names the first few and counts the rest. */
const NAMED_PATTERNS = 5;
function assertPatternsMatch(config, urls) {
    const unmatched = [...new Set(config.overrides.map((o) => o.pattern))].filter((pattern) => !urls.some((url) => patternMatches(pattern, url)));
    if (unmatched.length === 0)
        return;
    const named = unmatched.slice(0, NAMED_PATTERNS).map((pattern) => JSON.stringify((0,_text_one_line_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .T)(pattern, 120)));
    const rest = unmatched.length - named.length;
    const list = rest > 0 ? `${named.join(', ')} and ${rest} more` : named.join(', ');
    const what = unmatched.length === 1 ? `pattern ${list} matches` : `patterns ${list} match`;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`config-file ${config.configFile ?? ''}: ${what} no page (of ${(0,_text_count_js__WEBPACK_IMPORTED_MODULE_2__/* .count */ .U)(urls.length, 'page')} in the run)`);
}
/** A full-URL pattern is matched against the normalised URL (lowercase scheme and host), any other against its path. */
function patternMatches(pattern, url) {
    const subject = /^https?:\/\//i.test(pattern) ? url : new URL(url).pathname;
    return picomatch__WEBPACK_IMPORTED_MODULE_3__.isMatch(subject, pattern, { dot: true });
}
/** The layers of the rules of a page (of every page when `url` is null), lowest precedence first. */
function ruleLayers(config, url) {
    const patterns = config.overrides.flatMap((override, index) => {
        if (url === null || !patternMatches(override.pattern, url))
            return [];
        return [{ origin: { kind: 'pattern', index, pattern: override.pattern }, set: override }];
    });
    return [
        { origin: { kind: 'input' }, set: config.layers.inputs },
        { origin: { kind: 'config' }, set: config.layers.configFile },
        ...patterns,
    ];
}
/** The last layer that set the rule, the one whose value is in force; undefined: action.yml's default. */
function settingLayer(layers, key) {
    return layers.findLast((layer) => valueIn(layer.set, key) !== undefined);
}
function originOf(layers, key) {
    return settingLayer(layers, key)?.origin ?? { kind: 'default' };
}
/** What a layer set for the rule; undefined when it left it alone. */
function valueIn(set, key) {
    if (key === 'render' || key === 'ignoreChecks')
        return set[key];
    return set.thresholds?.[key];
}
//# sourceMappingURL=rules.js.map

/***/ }),

/***/ 138:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Px: () => (/* binding */ nextAccepted),
/* harmony export */   vL: () => (/* binding */ startLoading),
/* harmony export */   vY: () => (/* binding */ keptPages),
/* harmony export */   vw: () => (/* binding */ planAccepted),
/* harmony export */   we: () => (/* binding */ statePages)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _baseline_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2615);
/* harmony import */ var _site_urls_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3677);
/**
 * `baseline: accepted`: load the accepted state at the start, plan the run's baselines from it,
 * and save this run's pages as the new state only when the gate passed. A state that cannot be
 * had (first run, evicted, no store, unreadable) means `previous` for this run, said once; the
 * store never fails the verdict.
 */



/**
 * The store's load, started early so the library and the restore overlap the run's first requests; it never rejects.
 */
function startLoading(store) {
    if (!store)
        return Promise.resolve({ kind: 'missing', why: 'no-store', detail: 'no accepted-file was given' });
    const loaded = store.load().catch((error) => ({
        kind: 'missing',
        why: 'unavailable',
        detail: `the accepted state could not be loaded (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describe */ .q0)(error)})`,
    }));
    return store.kind ? loaded.then((load) => ({ ...load, store: store.kind })) : loaded;
}
/** `fallback`: what each page is compared with when there is no state (a crawl's: the previous crawl). */
async function planAccepted(loading, tag, io, fallback = 'its previous report') {
    const load = await loading;
    if (load.kind === 'found' && load.state.tag === tag) {
        const { commit, savedAt } = load.state;
        io.info(`baseline: the accepted state of ${commit ? `commit ${commit.slice(0, 7)}` : 'an earlier run'}, saved ` +
            `${savedAt} (${load.where})`);
        const pages = statePages(load.state);
        const facts = { from: { commit, savedAt }, saved: false, ...storeOf(load) };
        return { plan: { kind: 'accepted', pages }, facts, pages };
    }
    const missing = load.kind === 'found'
        ? {
            why: 'other-tag',
            detail: `${load.where} holds the state of comment-tag "${load.state.tag}", not "${tag}"`,
        }
        : load;
    const line = `baseline accepted: ${missing.detail}; each page is compared with ${fallback} in this run`;
    // The cache library has already warned about a failed restore: the line says what it means here.
    if (missing.why === 'no-store' || missing.why === 'not-found' || missing.why === 'restore-failed')
        io.info(line);
    else
        io.warn(line);
    const facts = { from: null, missing: missing.why, saved: false, ...storeOf(load) };
    return { plan: { kind: 'previous' }, facts, pages: new Map() };
}
function storeOf(load) {
    return load.store ? { store: load.store } : {};
}
/** Each page says when it was accepted, so a page a later run keeps carries its own time. */
function statePages(state) {
    return new Map(Object.entries(state.pages).map(([url, page]) => [url, { ...page, acceptedAt: page.acceptedAt ?? state.savedAt }]));
}
/**
 * The pages of the gate's state a run that compares nothing with it keeps (a report job): none
 * when there is none yet; null when the state could not be had, which this run must not replace.
 */
async function keptPages(store, tag, io) {
    const load = await startLoading(store);
    if (load.kind === 'found')
        return load.state.tag === tag ? statePages(load.state) : new Map();
    if (load.why !== 'unavailable' && load.why !== 'restore-failed')
        return new Map();
    io.warn(`accepted state not saved: ${load.detail}; this run's pages alone would drop the others`);
    return null;
}
function nextAccepted(draft, before, failsGate) {
    const written = new Set();
    let dropped = false;
    const drop = async () => {
        if (dropped)
            return;
        dropped = true;
        await draft.discard();
    };
    return {
        add: async (page) => {
            if (dropped)
                return;
            if (failsGate(page))
                return drop();
            const analysed = (0,_baseline_file_js__WEBPACK_IMPORTED_MODULE_1__/* .snapshotOf */ .eY)(page);
            const url = (0,_site_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizePageUrl */ .Ut)(page.url);
            if (!analysed || written.has(url))
                return;
            written.add(url);
            await draft.add(url, analysed);
        },
        finish: async (passed, meta, io) => {
            if (!passed || dropped) {
                await drop();
                return false;
            }
            let kept = 0;
            for (const [url, snapshot] of before) {
                if (written.has(url))
                    continue;
                kept++;
                await draft.add(url, snapshot);
            }
            const outcome = await draft.save(meta);
            const pages = `${written.size} ${written.size === 1 ? 'page' : 'pages'} of this run, ${kept} kept`;
            if (outcome.saved)
                io.info(`accepted state saved: ${outcome.where} (${pages})`);
            // The cache library prints its own warning when a save fails; a second one would say the same.
            else if (outcome.warned)
                io.info(`accepted state not saved: ${outcome.detail}`);
            else
                io.warn(`accepted state not saved: ${outcome.detail}`);
            return outcome.saved;
        },
        discard: drop,
    };
}
//# sourceMappingURL=accepted.js.map

/***/ }),

/***/ 2615:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FW: () => (/* binding */ baselinesFromPages),
/* harmony export */   eY: () => (/* binding */ snapshotOf),
/* harmony export */   er: () => (/* binding */ baselineUrlFor)
/* harmony export */ });
/* harmony import */ var _site_urls_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3677);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(547);


/**
 * Pages that can serve as a baseline: analysed (a key, no error) with their findings kept. A
 * page that errored has no findings, and comparing against it would call every finding new.
 * A URL listed twice: the merge rule (merge.ts).
 */
async function baselinesFromPages(pages) {
    const baselines = new Map();
    for await (const page of pages) {
        const snapshot = snapshotOf(page);
        if (snapshot)
            (0,_merge_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeByUrl */ .h)(baselines, page.url, snapshot);
    }
    return baselines;
}
/** The page as a baseline, or null when it cannot serve as one. */
function snapshotOf(page) {
    if (page.key === null || page.error !== null || !page.findings)
        return null;
    return {
        key: page.key,
        score: page.score,
        grade: page.grade,
        issues: page.issues,
        // Files written before analyzedAt was recorded do not say when each page was analysed.
        analyzedAt: page.analyzedAt ?? null,
        findings: page.findings,
        ...(page.render === undefined ? {} : { render: page.render }),
    };
}
/** The page's path and query on the baseline origin: a preview's /pricing against production's /pricing. */
function baselineUrlFor(pageUrl, baselineOrigin) {
    const page = new URL(pageUrl);
    return (0,_site_urls_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizePageUrl */ .Ut)(new URL(`${page.pathname}${page.search}`, baselineOrigin).href);
}
//# sourceMappingURL=baseline-file.js.map

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

/***/ })

};

//# sourceMappingURL=373.index.js.map