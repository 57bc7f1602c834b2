export const id = 762;
export const ids = [762];
export const modules = {

/***/ 1893:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ACCEPTED_HELP: () => (/* binding */ ACCEPTED_HELP),
/* harmony export */   ACCEPT_HELP: () => (/* binding */ ACCEPT_HELP),
/* harmony export */   accept: () => (/* binding */ accept),
/* harmony export */   accepted: () => (/* binding */ accepted)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(452);
/* harmony import */ var _io_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2657);
/* harmony import */ var _io_regular_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6742);
/* harmony import */ var _gate_accepted_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(138);
/* harmony import */ var _gate_results_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4660);
/* harmony import */ var _config_rules_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2853);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4710);
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2529);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4761);
/* harmony import */ var _text_count_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9180);
/**
 * `pagegate accepted show|forget` and `pagegate accept`: the accepted state of `--accepted-file`
 * seen and moved by hand. `accept` takes a run's pages as accepted (the way out of a red a team
 * decided to live with without a waiver); `forget` drops pages, so their next run is a new page.
 */











const STATE_FLAG = {
    'accepted-file': { type: 'string', value: 'FILE', meaning: 'the accepted state (as pagegate check --accepted-file)' },
};
const ACCEPT_FLAGS = {
    'results-file': { type: 'string', value: 'FILE', meaning: 'the run whose pages become accepted (its results file)' },
    ...STATE_FLAG,
    'comment-tag': {
        type: 'string',
        value: 'TAG',
        shownDefault: "the state's own, else pagegate/check",
        meaning: 'the gate the state belongs to, when FILE holds none yet',
    },
};
const EXIT_NOTE = 'Exit status: 0 done, 1 the state could not be written, 2 usage error or a file that cannot be read.';
const ACCEPTED_HELP = (0,_flags_js__WEBPACK_IMPORTED_MODULE_9__/* .helpText */ .B)({
    usage: _commands_js__WEBPACK_IMPORTED_MODULE_7__/* .USAGE */ .u_.accepted,
    about: 'Shows the pages of an accepted state and when each was accepted, or forgets pages (a URL, or a glob over ' +
        'URLs or paths such as "/blog/**"): a forgotten page is a new page on its next run.',
    flags: STATE_FLAG,
    notes: [EXIT_NOTE],
    examples: [
        'pagegate accepted show --accepted-file .pagegate/accepted.json',
        'pagegate accepted forget "https://example.com/old" "/blog/**" --accepted-file .pagegate/accepted.json',
    ],
});
const ACCEPT_HELP = (0,_flags_js__WEBPACK_IMPORTED_MODULE_9__/* .helpText */ .B)({
    usage: _commands_js__WEBPACK_IMPORTED_MODULE_7__/* .USAGE */ .u_.accept,
    about: "Takes a run's analysed pages as accepted, failing or not, and keeps the state's other pages: the next " +
        'run compares with them.',
    flags: ACCEPT_FLAGS,
    notes: [EXIT_NOTE],
    examples: ['pagegate accept --results-file pagegate-results.json --accepted-file .pagegate/accepted.json'],
});
async function accepted(argv, io) {
    const out = io.stdout;
    const { values, positionals } = (0,_usage_js__WEBPACK_IMPORTED_MODULE_8__/* .parseCommandArgs */ .Qx)('accepted', argv, STATE_FLAG);
    if (values.help) {
        out(`${ACCEPTED_HELP}\n`);
        return _usage_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT */ .dc.pass;
    }
    const [action, ...patterns] = positionals;
    const showing = action === 'show' && patterns.length === 0;
    if (!showing && !(action === 'forget' && patterns.length > 0))
        throw new _usage_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb('pagegate accepted: give "show", or "forget" with the URLs or globs to drop (see pagegate accepted --help)');
    const path = requiredFlag('accepted', values['accepted-file'], 'accepted-file');
    const state = await loadState(path);
    return showing ? show(state, path, out) : forget(state, path, patterns, io);
}
async function accept(argv, { stdout: out, stderr }) {
    const { values, positionals } = (0,_usage_js__WEBPACK_IMPORTED_MODULE_8__/* .parseCommandArgs */ .Qx)('accept', argv, ACCEPT_FLAGS);
    if (values.help) {
        out(`${ACCEPT_HELP}\n`);
        return _usage_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT */ .dc.pass;
    }
    if (positionals.length > 0)
        throw new _usage_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`pagegate accept: unexpected "${positionals[0]}" (see --help)`);
    const resultsFile = requiredFlag('accept', values['results-file'], 'results-file');
    const path = requiredFlag('accept', values['accepted-file'], 'accepted-file');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(resultsFile).catch((error) => {
        throw new _usage_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`pagegate accept: --results-file cannot read "${resultsFile}" (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .readFailure */ .f1)(error)})`);
    });
    const store = (0,_io_files_js__WEBPACK_IMPORTED_MODULE_2__/* .acceptedFileStore */ .zk)(path);
    const load = await store.load();
    if (load.kind === 'missing' && load.why !== 'not-found')
        throw new _usage_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`pagegate accept: ${load.detail}`);
    const before = load.kind === 'found' ? load.state : null;
    const next = (0,_gate_accepted_js__WEBPACK_IMPORTED_MODULE_4__/* .nextAccepted */ .Px)(store.draft(), before ? (0,_gate_accepted_js__WEBPACK_IMPORTED_MODULE_4__/* .statePages */ .we)(before) : new Map(), () => false);
    for await (const page of (0,_gate_results_file_js__WEBPACK_IMPORTED_MODULE_5__/* .readingInput */ .vz)('--results-file', resultsFile, (name) => (0,_gate_results_file_js__WEBPACK_IMPORTED_MODULE_5__/* .resultsPages */ .Zh)((0,_io_regular_files_js__WEBPACK_IMPORTED_MODULE_3__/* .readBytes */ .io)(resultsFile), name)))
        await next.add(page);
    const meta = {
        tag: before?.tag ?? values['comment-tag'] ?? 'pagegate/check',
        commit: null,
        savedAt: new Date().toISOString(),
    };
    const saved = await next.finish(true, meta, {
        info: (line) => out(`${line}\n`),
        warn: (line) => stderr(`${line}\n`),
    });
    return saved ? _usage_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT */ .dc.pass : _usage_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT */ .dc.failed;
}
function requiredFlag(command, value, flag) {
    if (value)
        return value;
    throw new _usage_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`pagegate ${command}: --${flag} is required (see pagegate ${command} --help)`);
}
async function loadState(path) {
    const load = await (0,_io_files_js__WEBPACK_IMPORTED_MODULE_2__/* .acceptedFileStore */ .zk)(path).load();
    if (load.kind === 'found')
        return load.state;
    throw new _usage_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`pagegate accepted: ${load.detail}`);
}
function show(state, path, out) {
    const pages = (0,_gate_accepted_js__WEBPACK_IMPORTED_MODULE_4__/* .statePages */ .we)(state);
    const commit = state.commit ? `commit ${state.commit.slice(0, 7)}` : 'no commit';
    out(`${path}: comment-tag "${state.tag}", saved ${state.savedAt} (${commit}), ${countOf(pages.size)}\n`);
    for (const [url, page] of pages)
        out(`  ${page.acceptedAt}  ${modeOf(page)}  ${url}\n`);
    return _usage_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT */ .dc.pass;
}
function modeOf(page) {
    if (page.render === undefined)
        return 'mode unknown';
    return page.render ? 'rendered' : 'fetched';
}
async function forget(state, path, patterns, io) {
    const matches = (url) => patterns.some((pattern) => pattern === url || matchesSafely(pattern, url));
    const pages = (0,_gate_accepted_js__WEBPACK_IMPORTED_MODULE_4__/* .statePages */ .we)(state);
    const kept = [...pages].filter(([url]) => !matches(url));
    const dropped = pages.size - kept.length;
    if (dropped === 0)
        throw new _usage_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(`pagegate accepted: no page of ${path} matches ${patterns.map((p) => `"${p}"`).join(', ')}`);
    const draft = (0,_io_files_js__WEBPACK_IMPORTED_MODULE_2__/* .acceptedFileStore */ .zk)(path).draft();
    for (const [url, page] of kept)
        await draft.add(url, page);
    const saved = await draft.save({ tag: state.tag, commit: state.commit, savedAt: state.savedAt });
    if (!saved.saved) {
        io.stderr(`pagegate accepted: ${saved.detail}\n`);
        return _usage_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT */ .dc.failed;
    }
    io.stdout(`${path}: forgot ${countOf(dropped)}, ${countOf(kept.length)} left\n`);
    return _usage_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT */ .dc.pass;
}
/** A state's keys are whatever its file holds: one that is no URL matches only itself. */
function matchesSafely(pattern, url) {
    try {
        return (0,_config_rules_js__WEBPACK_IMPORTED_MODULE_6__/* .patternMatches */ .eJ)(pattern, url);
    }
    catch {
        return false;
    }
}
function countOf(pages) {
    return (0,_text_count_js__WEBPACK_IMPORTED_MODULE_10__/* .count */ .U)(pages, 'page');
}
//# sourceMappingURL=accepted.js.map

/***/ }),

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

//# sourceMappingURL=762.index.js.map