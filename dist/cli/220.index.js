export const id = 220;
export const ids = [220];
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

/***/ 5194:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HM: () => (/* binding */ portOf),
/* harmony export */   aJ: () => (/* binding */ assertAllowedUrl),
/* harmony export */   e9: () => (/* binding */ parseAllowance),
/* harmony export */   jG: () => (/* binding */ unbracketed),
/* harmony export */   rN: () => (/* binding */ guardedLookup),
/* harmony export */   vO: () => (/* binding */ assertAllowedHost)
/* harmony export */ });
/* unused harmony export isBlockedAddress */
/* harmony import */ var node_dns__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(610);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7030);
/* harmony import */ var ipaddr_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8280);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4848);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4048);
/**
 * SSRF guard: a page URL given to the service must not reach the service's own machine or
 * network. Every address a host name resolves to is checked (one bad address refuses the host,
 * since the connection may use any of them), at connection time through the socket's `lookup`,
 * so a DNS answer cannot change between the check and the connect; literal IPs, which skip
 * lookup, are checked before each request, redirect hops included. The browser's requests pass
 * the same checks (render/guard-proxy.ts).
 *
 * Which addresses are public is ipaddr.js's range table, not ours: only its `unicast` range
 * passes. An IPv6 address that carries an IPv4 one (mapped, compatible, translated, NAT64, 6to4,
 * Teredo) reaches that IPv4 host through a translator, so it is judged by the IPv4 it carries.
 */





/** Unicast in ipaddr.js's table, yet not public: the cloud's host endpoints. */
const ALSO_BLOCKED = ['168.63.129.16/32' /* Azure WireServer */].map((cidr) => ipaddr_js__WEBPACK_IMPORTED_MODULE_2__.parseCIDR(cidr));
/** Only 2000::/3 is allocated as global unicast; the rest of ipaddr.js's `unicast` v6 space is unassigned. */
const GLOBAL_UNICAST_V6 = ipaddr_js__WEBPACK_IMPORTED_MODULE_2__.IPv6.parseCIDR('2000::/3');
/** RFC 6052 prefixes a NAT64 may use inside each well-known range; the IPv4 sits right after the prefix. */
const NAT64_PREFIXES = [
    [ipaddr_js__WEBPACK_IMPORTED_MODULE_2__.IPv6.parseCIDR('64:ff9b::/96'), [96]],
    // The local-use range (RFC 8215) is carved into operator prefixes of any RFC 6052 length from /48.
    [ipaddr_js__WEBPACK_IMPORTED_MODULE_2__.IPv6.parseCIDR('64:ff9b:1::/48'), [48, 56, 64, 96]],
];
function isBlockedAddress(address) {
    if ((0,node_net__WEBPACK_IMPORTED_MODULE_1__.isIP)(address) === 0)
        return false;
    return !isPublic(ipaddr_js__WEBPACK_IMPORTED_MODULE_2__.parse(address));
}
function isPublic(address) {
    if (address.kind() === 'ipv4')
        return isPublicV4(address);
    const v6 = address;
    const carried = carriedV4(v6);
    if (carried)
        return carried.every(isPublicV4);
    return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
}
function isPublicV4(address) {
    return address.range() === 'unicast' && !ALSO_BLOCKED.some((range) => address.match(range));
}
/** The IPv4 addresses an IPv6 address reaches through a translator, or null when it carries none. */
function carriedV4(address) {
    const bytes = address.toByteArray();
    const at = (start) => new ipaddr_js__WEBPACK_IMPORTED_MODULE_2__.IPv4(bytes.slice(start, start + 4));
    for (const [range, lengths] of NAT64_PREFIXES) {
        if (address.match(range))
            return lengths.map((length) => rfc6052V4(bytes, length));
    }
    switch (address.range()) {
        case 'ipv4Mapped': // ::ffff:a.b.c.d
        case 'rfc6145': // ::ffff:0:a.b.c.d
            return [at(12)];
        case '6to4': // 2002:AABB:CCDD::/48
            return [at(2)];
        case 'teredo': // 2001:0:SERVER:flags:port:~CLIENT
            return [at(4), new ipaddr_js__WEBPACK_IMPORTED_MODULE_2__.IPv4(bytes.slice(12, 16).map((byte) => byte ^ 0xff))];
        default:
            // IPv4-compatible ::a.b.c.d (deprecated, still routed by some stacks); :: and ::1 have ranges of their own.
            return bytes.slice(0, 12).every((byte) => byte === 0) && address.range() === 'unicast' ? [at(12)] : null;
    }
}
/** RFC 6052 section 2.2: the IPv4 follows the prefix, skipping bits 64-71 (the "u" octet). */
function rfc6052V4(bytes, prefixLength) {
    const after = bytes.filter((_, index) => index >= prefixLength / 8 && index !== 8);
    return new ipaddr_js__WEBPACK_IMPORTED_MODULE_2__.IPv4(after.slice(0, 4));
}
/** `ADDRESS:PORT` entries (`127.0.0.1:4001`, `[::1]:4001`) as the guard compares them. */
function parseAllowance(entries) {
    return entries.map((entry) => {
        const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(entry.trim());
        const port = Number(match?.[2]);
        if (!match?.[1] || !ipaddr_js__WEBPACK_IMPORTED_MODULE_2__.isValid(match[1]) || port < 1 || port > 65535) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ServeConfigError */ .c(`--allow-private: "${entry}" is not ADDRESS:PORT (e.g. 127.0.0.1:8080 or [::1]:8080)`);
        }
        return allowanceKey(match[1], port);
    });
}
function allowanceKey(address, port) {
    return `${ipaddr_js__WEBPACK_IMPORTED_MODULE_2__.process(unbracketed(address)).toNormalizedString()}:${port}`;
}
function isAllowed(address, port, allowance) {
    if (typeof allowance === 'boolean')
        return allowance || !isBlockedAddress(address);
    return !isBlockedAddress(address) || allowance.includes(allowanceKey(address, port));
}
/** Refuses a URL host that is a literal IP the allowance does not let through; names are checked by `guardedLookup`. */
function assertAllowedHost(hostname, port, allowance = false) {
    const address = unbracketed(hostname);
    if ((0,node_net__WEBPACK_IMPORTED_MODULE_1__.isIP)(address) !== 0 && !isAllowed(address, port, allowance))
        throw blockedFailure(hostname, address);
}
/** A socket `lookup` that refuses a name when any of its addresses is not allowed for `port`. */
function guardedLookup(port, allowance = false) {
    return (hostname, options, callback) => {
        (0,node_dns__WEBPACK_IMPORTED_MODULE_0__.lookup)(hostname, { ...options, all: true }, (error, addresses) => {
            if (error)
                return callback(error, '');
            const refused = addresses.find(({ address }) => !isAllowed(address, port, allowance));
            if (refused)
                return callback(blockedFailure(hostname, refused.address), '');
            if (options.all)
                return callback(null, addresses);
            const [first] = addresses;
            if (first === undefined)
                return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
            return callback(null, first.address, first.family);
        });
    };
}
/**
 * Both checks for a URL the service does not dial itself (the browser's): its literal host, else every address of its
 * name.
 */
async function assertAllowedUrl(url, allowance) {
    const port = portOf(url);
    assertAllowedHost(url.hostname, port, allowance);
    if (allowance === true || (0,node_net__WEBPACK_IMPORTED_MODULE_1__.isIP)(unbracketed(url.hostname)) !== 0)
        return;
    await new Promise((resolve, reject) => {
        guardedLookup(port, allowance)(url.hostname, { all: true }, (error) => (error ? reject(error) : resolve()));
    });
}
/** The port a URL connects to: its own, else its scheme's default. */
function portOf(url) {
    if (url.port !== '')
        return Number(url.port);
    return url.protocol === 'https:' || url.protocol === 'wss:' ? 443 : 80;
}
/** A URL's IPv6 host comes in brackets; addresses do not. */
function unbracketed(hostname) {
    return hostname.replace(/^\[(.*)\]$/, '$1');
}
function blockedFailure(hostname, address) {
    const what = hostname === address || hostname === `[${address}]` ? hostname : `${hostname} resolves to ${address}, which`;
    return new _failure_js__WEBPACK_IMPORTED_MODULE_3__/* .AnalysisFailure */ .J('blocked_address', `${what} is a private or local address; the service analyses only public pages`);
}
//# sourceMappingURL=address.js.map

/***/ }),

/***/ 4048:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ AnalysisFailure)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4848);

/** The page was never analysed: its fetch failed or was refused. `message` is one line. */
class AnalysisFailure extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServeError */ .Q {
    name = 'AnalysisFailure';
    code;
    constructor(code, message, options) {
        super(message, options);
        this.code = code;
    }
}
//# sourceMappingURL=failure.js.map

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

/***/ })

};

//# sourceMappingURL=220.index.js.map