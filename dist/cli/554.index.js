export const id = 554;
export const ids = [554];
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

/***/ 8554:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SERVE_HELP: () => (/* binding */ SERVE_HELP),
  integer: () => (/* binding */ integer),
  serve: () => (/* binding */ serve)
});

// EXTERNAL MODULE: ./lib/service/render/find-browser.js
var find_browser = __webpack_require__(6424);
// EXTERNAL MODULE: ./lib/io/files.js + 2 modules
var files = __webpack_require__(2657);
// EXTERNAL MODULE: ./lib/service/plans.js
var plans = __webpack_require__(1507);
;// CONCATENATED MODULE: ./lib/cli/serve-keys.js
/**
 * The keys `pagegate serve` accepts. `--key KEY=PLAN` is visible to anyone who can run `ps`, so
 * keys are also read from `--keys-file FILE` and `PAGEGATE_SERVE_KEYS`; no key at all means the
 * documented `dev-key`. The start-up line names that one, and numbers the user's own keys.
 */


async function serveKeys(sources) {
    const entries = sources.flags.map((arg) => (0,plans/* parseKeyArg */.Vc)(arg));
    if (sources.file) {
        const { text } = await (0,files/* readNamedFile */.wh)('--keys-file', sources.file);
        text.split(/\r?\n/).forEach((line, i) => {
            const entry = line.trim();
            if (entry && !entry.startsWith('#'))
                entries.push((0,plans/* parseKeyArg */.Vc)(entry, `--keys-file ${sources.file} line ${i + 1}`));
        });
    }
    for (const entry of (sources.env ?? '').split(/[\s,]+/).filter(Boolean))
        entries.push((0,plans/* parseKeyArg */.Vc)(entry, 'PAGEGATE_SERVE_KEYS'));
    if (entries.length === 0)
        return { keys: plans/* DEFAULT_KEYS */.ze, given: false };
    return { keys: Object.fromEntries(entries), given: true };
}
/** `keys: dev-key (pro)` for the documented key; a user's keys by number and plan, never by value. */
function keysLine({ keys, given }) {
    const named = Object.entries(keys).map(([key, plan], i) => `${given ? `key #${i + 1}` : key} (${plan})`);
    return `keys: ${named.join(', ')}`;
}
//# sourceMappingURL=serve-keys.js.map
// EXTERNAL MODULE: ./lib/cli/commands.js
var commands = __webpack_require__(4710);
// EXTERNAL MODULE: ./lib/cli/flags.js
var flags = __webpack_require__(2529);
// EXTERNAL MODULE: ./lib/cli/usage.js
var usage = __webpack_require__(4761);
;// CONCATENATED MODULE: ./lib/cli/serve.js





const SERVE_FLAGS = {
    port: { type: 'string', value: 'N', default: '8787', meaning: 'port to listen on; 0 picks a free one' },
    host: { type: 'string', value: 'H', default: '127.0.0.1', meaning: 'address to listen on' },
    'public-url': {
        type: 'string',
        value: 'URL',
        shownDefault: 'the address it listens on',
        meaning: 'where clients reach this service (scheme, host, optional path, without /api/v1), for the poll URLs it hands out',
    },
    db: { type: 'string', value: 'FILE', shownDefault: 'in memory', meaning: 'SQLite file; reports survive restarts' },
    key: {
        type: 'string',
        value: 'KEY=PLAN',
        multiple: true,
        shownDefault: 'dev-key=pro',
        meaning: 'a workspace key and its plan: free, basic, pro, agency (visible in ps: prefer --keys-file)',
    },
    'keys-file': {
        type: 'string',
        value: 'FILE',
        env: 'PAGEGATE_SERVE_KEYS',
        meaning: 'KEY=PLAN lines (# comments); the environment variable holds the same, comma-separated',
    },
    faults: {
        type: 'string',
        value: 'SPEC',
        meaning: 'fault injection, e.g. seed=7,503=0.1,429=0.05,retry-after=1,latency=20',
    },
    'cache-ttl': {
        type: 'string',
        value: 'SECONDS',
        default: '3600',
        meaning: 'how long an analysis answers from the cache; 0 = no cache',
    },
    workers: { type: 'string', value: 'N', default: '4', meaning: 'analyses run at once, rendered ones included' },
    chromium: {
        type: 'string',
        value: 'PATH',
        env: 'PAGEGATE_CHROMIUM',
        meaning: 'the browser for render: true; without it and the variable, the first of chromium-headless-shell, ' +
            'chromium, google-chrome, google-chrome-stable on PATH',
    },
    // A string, so it can carry pairs; the bare flag is rewritten to "*" (every private address).
    'allow-private': {
        type: 'string',
        value: '[=ADDR:PORT,...]',
        multiple: true,
        meaning: 'analyse pages on loopback and private addresses (off: SSRF-safe default); with pairs, only those (e.g. ' +
            '--allow-private=127.0.0.1:8080,[::1]:8080)',
    },
};
const SERVE_HELP = (0,flags/* helpText */.B)({
    usage: commands/* USAGE */.u_.serve,
    about: 'Runs the reference Page Analysis Service (every endpoint of the v1 interface) on this machine.',
    flags: SERVE_FLAGS,
    examples: [
        'pagegate serve --allow-private',
        'pagegate serve --host 0.0.0.0 --public-url https://analysis.internal.example',
        'pagegate serve --port 0 --db pages.db --keys-file keys.txt',
    ],
});
async function serve(argv, out, env) {
    const { values } = (0,usage/* parseCommandArgs */.Qx)('serve', argv.map((arg) => (arg === '--allow-private' ? `${arg}=${ALL_PRIVATE}` : arg)), SERVE_FLAGS);
    if (values.help) {
        out(`${SERVE_HELP}\n`);
        return usage/* EXIT */.dc.pass;
    }
    // Loaded here, not at start-up: `check` against a hosted service never loads the service's code.
    const { parseAllowance, parseFaults, startService } = await Promise.all(/* import() */[__webpack_require__.e(280), __webpack_require__.e(192), __webpack_require__.e(299), __webpack_require__.e(426), __webpack_require__.e(759)]).then(__webpack_require__.bind(__webpack_require__, 4759));
    const keys = await serveKeys({ flags: values.key ?? [], file: values['keys-file'], env: env.PAGEGATE_SERVE_KEYS });
    const cacheTtlSeconds = integer(values['cache-ttl'], '--cache-ttl');
    const service = await startService({
        port: integer(values.port, '--port'),
        host: values.host,
        ...(values['public-url'] ? { publicUrl: values['public-url'] } : {}),
        ...(values.db ? { db: values.db } : {}),
        keys: { ...keys.keys },
        ...(values.faults ? { faults: parseFaults(values.faults) } : {}),
        cacheTtlSeconds,
        workers: integer(values.workers, '--workers'),
        allowPrivate: allowance(values['allow-private'] ?? [], parseAllowance),
        ...(values.chromium ? { chromium: values.chromium } : {}),
    });
    // Handlers first: whoever reads "listening on" may signal at once (stdout to a pipe is synchronous).
    const stopped = new Promise((resolve) => {
        process.once('SIGINT', () => resolve());
        process.once('SIGTERM', () => resolve());
    });
    out(`listening on ${service.url}\n${keysLine(keys)}\ncache: ` +
        `${cacheTtlSeconds > 0 ? `${cacheTtlSeconds} s` : 'off'} (--cache-ttl)\nrendering: ${rendering(service)}\n` +
        `private addresses: ${privateAddresses(values['allow-private'] ?? [])}\n`);
    await stopped;
    await service.close();
    out('stopped\n');
    return usage/* EXIT */.dc.pass;
}
function rendering(service) {
    if (!service.browser)
        return `unavailable, no Chromium found (render: true answers 422 render_unavailable); ${find_browser/* INSTALL_HINT */.eA}`;
    return `with ${service.browser.path} (from ${service.browser.source})`;
}
/** Whether pages on private and local addresses are analysed, as the flag set it. */
function privateAddresses(values) {
    if (values.length === 0)
        return 'refused (--allow-private to analyse pages on this network)';
    if (values.includes(ALL_PRIVATE))
        return 'allowed (--allow-private)';
    return `allowed only for ${values.flatMap((value) => value.split(',')).join(', ')} (--allow-private)`;
}
const ALL_PRIVATE = '*';
function allowance(values, parseAllowance) {
    if (values.length === 0)
        return false;
    if (values.includes(ALL_PRIVATE))
        return true;
    return parseAllowance(values.flatMap((value) => value.split(',')));
}
function integer(raw, flag) {
    if (!/^\d+$/.test(raw))
        throw new usage/* UsageError */.eb(`${flag}: "${raw}" is not a whole number`);
    return Number(raw);
}
//# sourceMappingURL=serve.js.map

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

/***/ 4848:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ ServeError),
/* harmony export */   c: () => (/* binding */ ServeConfigError)
/* harmony export */ });
/* harmony import */ var _model_one_line_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(827);
/**
 * The reference service's own error family, so that service/ stands on model/ and text/ alone
 * (the action's family lives in src/errors.ts; both stand on model/one-line-error.ts).
 */

class ServeError extends _model_one_line_error_js__WEBPACK_IMPORTED_MODULE_0__/* .OneLineError */ .j {
    name = 'ServeError';
}
/** A bad flag, option or file given to the service at start: `pagegate serve` exits 2. */
class ServeConfigError extends ServeError {
    name = 'ServeConfigError';
    static misconfigured = true;
}
//# sourceMappingURL=errors.js.map

/***/ }),

/***/ 1507:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NB: () => (/* binding */ PLANS),
/* harmony export */   RX: () => (/* binding */ workspaceId),
/* harmony export */   Vc: () => (/* binding */ parseKeyArg),
/* harmony export */   nP: () => (/* binding */ workspacesByKey),
/* harmony export */   ze: () => (/* binding */ DEFAULT_KEYS)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4848);
/** Plans and the keys that carry them: one workspace per key. */


const PLANS = {
    free: { reportAllowance: 50, crawlPageCap: 0 },
    basic: { reportAllowance: 500, crawlPageCap: 0 },
    pro: { reportAllowance: 5000, crawlPageCap: 500 },
    agency: { reportAllowance: 50000, crawlPageCap: 5000 },
    unlimited: { reportAllowance: Number.POSITIVE_INFINITY, crawlPageCap: 10_000 },
};
const PLAN_NAMES = ['free', 'basic', 'pro', 'agency'];
/** The documented key a service started without keys accepts. */
const DEFAULT_KEYS = { 'dev-key': 'pro' };
/** "KEY=PLAN" as given to `pagegate serve --key` (or where `label` says); the message never repeats the key. */
function parseKeyArg(arg, label = '--key') {
    const split = arg.lastIndexOf('=');
    if (split <= 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServeConfigError */ .c(`${label}: expected KEY=PLAN (for example ci-key=pro)`);
    const plan = arg.slice(split + 1);
    if (!isPlan(plan))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServeConfigError */ .c(`${label}: plan "${plan}" is not one of ${PLAN_NAMES.join(', ')}`);
    return [arg.slice(0, split), plan];
}
function isPlan(value) {
    return PLAN_NAMES.includes(value);
}
function workspaceId(key) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(key).digest('hex').slice(0, 24);
}
/** Keys by digest, so a presented key is found without keeping the keys around. */
function workspacesByKey(keys) {
    const byDigest = new Map();
    for (const [key, plan] of Object.entries(keys)) {
        if (key === '')
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServeConfigError */ .c('keys: an API key must not be empty');
        if (!Object.hasOwn(PLANS, plan))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ServeConfigError */ .c(`keys: plan "${String(plan)}" is not one of ${PLAN_NAMES.join(', ')}`);
        const id = workspaceId(key);
        byDigest.set(id, { id, plan });
    }
    return byDigest;
}
//# sourceMappingURL=plans.js.map

/***/ }),

/***/ 6424:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kz: () => (/* binding */ findBrowser),
/* harmony export */   eA: () => (/* binding */ INSTALL_HINT)
/* harmony export */ });
/* unused harmony export BROWSER_NAMES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4848);
/**
 * Which Chromium renders pages: `--chromium PATH`, else PAGEGATE_CHROMIUM, else the first of
 * BROWSER_NAMES on PATH. Debian ships `chromium-headless-shell`; GitHub's Ubuntu runners have
 * Google Chrome. Nothing is downloaded: without a browser, render requests are refused with
 * INSTALL_HINT.
 */



const BROWSER_NAMES = ['chromium-headless-shell', 'chromium', 'google-chrome', 'google-chrome-stable'];
const INSTALL_HINT = 'install one (Debian/Ubuntu: apt-get install chromium-headless-shell) or name it with --chromium PATH or ' +
    'PAGEGATE_CHROMIUM';
/** A path given explicitly must work (a typo is a configuration error); PATH is searched quietly. */
function findBrowser(flag, env) {
    if (flag)
        return { path: executable(flag, '--chromium'), source: '--chromium' };
    if (env.PAGEGATE_CHROMIUM)
        return { path: executable(env.PAGEGATE_CHROMIUM, 'PAGEGATE_CHROMIUM'), source: 'PAGEGATE_CHROMIUM' };
    for (const name of BROWSER_NAMES) {
        for (const dir of (env.PATH ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_1__.delimiter).filter(Boolean)) {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
            if (isExecutable(path))
                return { path, source: 'PATH' };
        }
    }
    return null;
}
function executable(path, where) {
    if (!isExecutable(path))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ServeConfigError */ .c(`${where}: "${path}" is not an executable file`);
    return path;
}
function isExecutable(path) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isFile();
    }
    catch {
        return false;
    }
}
//# sourceMappingURL=find-browser.js.map

/***/ })

};

//# sourceMappingURL=554.index.js.map