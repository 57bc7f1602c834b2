export const id = 663;
export const ids = [663];
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

/***/ })

};

//# sourceMappingURL=663.index.js.map