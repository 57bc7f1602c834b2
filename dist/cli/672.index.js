export const id = 672;
export const ids = [672,663];
export const modules = {

/***/ 3220:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   configuredPages: () => (/* binding */ configuredPages),
/* harmony export */   pageHosts: () => (/* binding */ pageHosts)
/* harmony export */ });
/* harmony import */ var _service_analyzer_address_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5194);

/** The pages known before any is collected: site-url, the crawl's seed, the sitemap and urls. */
function configuredPages(config) {
    const { siteUrl, urls, sitemap } = config.sources;
    const seed = config.crawl !== null && typeof config.crawl === 'object' ? config.crawl.seed : null;
    return [siteUrl, seed, sitemap, ...urls].filter((url) => url !== null);
}
/** Each absolute http(s) URL's host and port once; paths (resolved against site-url) add nothing new. */
function pageHosts(urls) {
    const seen = new Map();
    for (const raw of urls) {
        const url = URL.parse(raw);
        if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:'))
            continue;
        const host = { hostname: (0,_service_analyzer_address_js__WEBPACK_IMPORTED_MODULE_0__/* .unbracketed */ .jG)(url.hostname), port: (0,_service_analyzer_address_js__WEBPACK_IMPORTED_MODULE_0__/* .portOf */ .HM)(url) };
        seen.set(`${host.hostname}:${host.port}`, host);
    }
    return [...seen.values()];
}
//# sourceMappingURL=hosts.js.map

/***/ }),

/***/ 1663:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startInProcess: () => (/* binding */ startInProcess)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_dns_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1553);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _model_service_target_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6538);
/* harmony import */ var _text_count_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9180);
/* harmony import */ var _service_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4759);
/* harmony import */ var _hosts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3220);
/**
 * Embedded analysis: with no api-url, the gate starts the reference service in this process on a
 * loopback port, with a random key of a plan without limits, and talks to it through the same
 * client and v1 interface as to a hosted one. It may reach private and loopback addresses only
 * on the hosts of the run's own pages (their ports included); a redirect or a subresource to any
 * other private address is refused by the service's guard as always. Loaded on first use only: a
 * run against a hosted service never pays for the service's code.
 */








/** Threads and job workers of the in-process service: the runner's cores, at most 4 (the memory bench's size). */
const MAX_WORKERS = 4;
async function startInProcess(run) {
    const allowance = [];
    const allowPages = async (urls) => {
        for (const key of await allowanceKeys((0,_hosts_js__WEBPACK_IMPORTED_MODULE_5__.pageHosts)(urls)))
            if (!allowance.includes(key))
                allowance.push(key);
    };
    await allowPages(run.pages);
    const workers = Math.min(MAX_WORKERS, (0,node_os__WEBPACK_IMPORTED_MODULE_2__.availableParallelism)());
    const apiKey = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(24).toString('base64url');
    const service = await (0,_service_index_js__WEBPACK_IMPORTED_MODULE_4__.startService)({
        port: 0,
        host: '127.0.0.1',
        keys: { [apiKey]: 'unlimited' },
        cacheTtlSeconds: 0,
        workers,
        // The same array the service's guard reads on every connection: allowPages widens it as pages become known.
        allowPrivate: allowance,
    });
    if (run.render && !service.browser) {
        await service.close();
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`render: true needs a browser to analyse in-process, and none was found: ${_service_index_js__WEBPACK_IMPORTED_MODULE_4__/* .INSTALL_HINT */ .eA}`);
    }
    const stopOnSignal = stopping(service);
    run.info(`analysing in-process (reference service, ${(0,_text_count_js__WEBPACK_IMPORTED_MODULE_6__/* .count */ .U)(workers, 'worker')}, ${rendering(service)})`);
    return {
        service: new _model_service_target_js__WEBPACK_IMPORTED_MODULE_7__/* .ServiceTarget */ .f(service.url, apiKey),
        allowPages,
        close: async () => {
            stopOnSignal.off();
            await service.close();
        },
    };
}
/**
 * A cancelled job's signal stops the service (and its browser) before the process ends with 128 +
 * the signal's number. SIGINT only where nothing else handles it (the CLI ends its run gracefully
 * on Ctrl-C, and the run's end stops the service); a runner cancels with SIGINT, then SIGTERM.
 */
function stopping(service) {
    const signals = new Map([['SIGTERM', 143]]);
    if (process.listenerCount('SIGINT') === 0)
        signals.set('SIGINT', 130);
    const handlers = [...signals].map(([signal, code]) => {
        const handler = () => void service.close().finally(() => process.exit(code));
        process.once(signal, handler);
        return [signal, handler];
    });
    return { off: () => handlers.forEach(([signal, handler]) => process.off(signal, handler)) };
}
function rendering(service) {
    return service.browser ? `rendering with ${service.browser.path}` : 'rendering unavailable';
}
/** Every address each host resolves to, with its port, as the service's guard compares them. */
async function allowanceKeys(hosts) {
    const keys = await Promise.all(hosts.map(async ({ hostname, port }) => {
        const addresses = await (0,node_dns_promises__WEBPACK_IMPORTED_MODULE_1__.lookup)(hostname, { all: true }).catch(() => []);
        return addresses.map(({ address }) => `[${address}]:${port}`);
    }));
    return (0,_service_index_js__WEBPACK_IMPORTED_MODULE_4__.parseAllowance)(keys.flat());
}
//# sourceMappingURL=start.js.map

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

//# sourceMappingURL=672.index.js.map