export const id = 733;
export const ids = [733];
export const modules = {

/***/ 6733:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CRAWL_HELP: () => (/* binding */ CRAWL_HELP),
/* harmony export */   crawl: () => (/* binding */ crawl)
/* harmony export */ });
/* harmony import */ var _client_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1220);
/* harmony import */ var _gate_crawl_wait_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9300);
/* harmony import */ var _model_service_target_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6538);
/* harmony import */ var _config_inputs_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2116);
/* harmony import */ var _text_one_line_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6810);
/* harmony import */ var _serve_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8554);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4710);
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2529);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4761);
/* harmony import */ var _text_count_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9180);
/**
 * `pagegate crawl SITE-URL`: starts a site crawl on the reference service (the v1 interface only reads crawls), or
 * with no service given, runs one in-process.
 */










const CRAWL_FLAGS = {
    'api-url': {
        type: 'string',
        value: 'URL',
        env: 'PAGEGATE_API_URL',
        meaning: 'reference service base URL including /api/v1; without it the crawl runs in-process to its end',
    },
    'api-key': {
        type: 'string',
        value: 'KEY',
        env: 'PAGEGATE_API_KEY',
        meaning: 'workspace key on the Pro or Agency plan',
    },
    'max-pages': {
        type: 'string',
        value: 'N',
        shownDefault: "the plan's cap",
        meaning: 'page limit (capped by the plan)',
    },
    'max-depth': { type: 'string', value: 'N', shownDefault: '3', meaning: 'link depth limit' },
    render: {
        type: 'string',
        value: 'BOOL',
        shownDefault: 'false',
        meaning: "run every page in the service's browser (pages built by scripts); --render alone is true",
    },
    wait: {
        type: 'boolean',
        meaning: 'follow the crawl to its end with a progress line; exit 0 when it is done, 1 when it failed or did not ' +
            'finish in time',
    },
    timeout: { type: 'string', value: 'SECONDS', default: '600', meaning: 'with --wait: how long to follow it' },
};
const CRAWL_HELP = (0,_flags_js__WEBPACK_IMPORTED_MODULE_6__/* .helpText */ .B)({
    usage: _commands_js__WEBPACK_IMPORTED_MODULE_4__/* .USAGE */ .u_.crawl,
    about: [
        'Starts a site crawl on the reference service and prints its id; gate on it with --crawl ID (or latest).',
        'Without --api-url it crawls in-process, to its end (pagegate check --crawl SITE-URL gates on such a crawl).',
    ].join('\n'),
    flags: CRAWL_FLAGS,
    examples: [
        'pagegate crawl http://127.0.0.1:8080/',
        'pagegate crawl http://127.0.0.1:8080/ --api-url http://127.0.0.1:8787/api/v1 --api-key dev-key --wait',
    ],
});
/** How often `--wait` reads the crawl at most: the action's default poll-interval. */
const CRAWL_POLL_MS = 3000;
async function crawl(argv, io) {
    const { values, positionals } = (0,_usage_js__WEBPACK_IMPORTED_MODULE_5__/* .parseCommandArgs */ .Qx)('crawl', argv, CRAWL_FLAGS, new Set(['render']));
    if (values.help) {
        io.stdout(`${CRAWL_HELP}\n`);
        return _usage_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.pass;
    }
    const site = positionals[0];
    if (!site || positionals.length > 1)
        throw new _usage_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb('pagegate crawl: give exactly one SITE-URL (see pagegate crawl --help)');
    const hosted = hostedService(values['api-url'] ?? io.env.PAGEGATE_API_URL, values['api-key'] ?? io.env.PAGEGATE_API_KEY);
    const timeoutMs = (0,_serve_js__WEBPACK_IMPORTED_MODULE_3__.integer)(values.timeout, '--timeout') * 1000;
    const request = {
        url: site,
        ...(values['max-pages'] ? { max_pages: (0,_serve_js__WEBPACK_IMPORTED_MODULE_3__.integer)(values['max-pages'], '--max-pages') } : {}),
        ...(values['max-depth'] ? { max_depth: (0,_serve_js__WEBPACK_IMPORTED_MODULE_3__.integer)(values['max-depth'], '--max-depth') } : {}),
        ...(values.render !== undefined && (0,_config_inputs_values_js__WEBPACK_IMPORTED_MODULE_2__/* .readBoolean */ .Vf)('--render', values.render) ? { render: true } : {}),
    };
    const { service, inProcess } = hosted
        ? { service: hosted, inProcess: null }
        : await startInProcessCrawl(site, Boolean(values.render), io);
    const client = new _client_client_js__WEBPACK_IMPORTED_MODULE_0__/* .PageAnalysisClient */ .R({ service });
    try {
        const started = await client.startReferenceCrawl(request);
        io.stdout(`crawl ${started.id} ${started.state}: ${started.seed_url} (max ${(0,_text_count_js__WEBPACK_IMPORTED_MODULE_7__/* .count */ .U)(started.max_pages, 'page')}, depth ` +
            `${started.max_depth})\n`);
        if (!values.wait && !inProcess)
            return _usage_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.pass;
        const progress = progressLine(io);
        const ended = await (0,_gate_crawl_wait_js__WEBPACK_IMPORTED_MODULE_1__/* .waitForCrawl */ .Q6)({
            client,
            id: started.id,
            pollIntervalMs: CRAWL_POLL_MS,
            signal: AbortSignal.timeout(timeoutMs),
            // The end line says how it ended; a progress line for the last read would say it twice.
            progress: (c) => progress(c.state === 'done' || c.state === 'failed' ? '' : (0,_gate_crawl_wait_js__WEBPACK_IMPORTED_MODULE_1__/* .crawlProgress */ .rK)(c)),
        });
        progress('');
        io.stdout(`${endLine(ended, timeoutMs)}\n`);
        return ended.state === 'done' ? _usage_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.pass : _usage_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.failed;
    }
    finally {
        await client.close();
        await inProcess?.close();
    }
}
/** The service given by --api-url and its key; null: none, the crawl runs in-process. */
function hostedService(url, key) {
    if (!url)
        return null;
    if (!key)
        throw new _usage_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb('pagegate crawl: --api-key (or PAGEGATE_API_KEY) is required with --api-url');
    return new _model_service_target_js__WEBPACK_IMPORTED_MODULE_8__/* .ServiceTarget */ .f(url, key);
}
/** No service given: the crawl runs in this process, so it is followed to its end (nothing would be left to read). */
async function startInProcessCrawl(site, render, io) {
    const { startInProcess } = await Promise.all(/* import() */[__webpack_require__.e(280), __webpack_require__.e(299), __webpack_require__.e(426), __webpack_require__.e(759), __webpack_require__.e(663)]).then(__webpack_require__.bind(__webpack_require__, 1663));
    const inProcess = await startInProcess({ pages: [site], render, info: (line) => io.stderr(`${line}\n`) });
    return { service: inProcess.service, inProcess };
}
/** Writes each new progress text: in place on a TTY (and '' clears it), else as a line when it changed. */
function progressLine(io) {
    let last = '';
    return (text) => {
        if (text === last)
            return;
        if (io.isTTY)
            io.stderr(`\r\x1b[2K${text}`);
        else if (text)
            io.stderr(`${text}\n`);
        last = text;
    };
}
function endLine(crawl, timeoutMs) {
    if (crawl.state === 'done') {
        return (`crawl ${crawl.id} done: ${(0,_text_count_js__WEBPACK_IMPORTED_MODULE_7__/* .count */ .U)(crawl.pages_fetched, 'page')} fetched, average score ${crawl.average_score}, ` +
            `${crawl.critical_pages} with critical findings`);
    }
    if (crawl.state === 'failed')
        return `crawl ${crawl.id} failed${typeof crawl.error === 'string' ? `: ${(0,_text_one_line_js__WEBPACK_IMPORTED_MODULE_9__/* .oneLine */ .T)(crawl.error, 200)}` : ''}`;
    return `${(0,_gate_crawl_wait_js__WEBPACK_IMPORTED_MODULE_1__/* .crawlProgress */ .rK)(crawl)} after ${timeoutMs / 1000} s (--timeout); gate on it later with --crawl ${crawl.id}`;
}
//# sourceMappingURL=crawl.js.map

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

//# sourceMappingURL=733.index.js.map