export const id = 759;
export const ids = [759];
export const modules = {

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

/***/ 4759:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eA: () => (/* reexport */ find_browser/* INSTALL_HINT */.eA),
  parseAllowance: () => (/* reexport */ address/* parseAllowance */.e9),
  parseFaults: () => (/* reexport */ parseFaults),
  startService: () => (/* binding */ startService)
});

// UNUSED EXPORTS: DEFAULT_KEYS, RENDER_LIMITS, parseKeyArg

// EXTERNAL MODULE: ./lib/text/describe.js
var describe = __webpack_require__(6386);
// EXTERNAL MODULE: ./lib/service/errors.js
var errors = __webpack_require__(4848);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./lib/service/analyzer/address.js
var address = __webpack_require__(5194);
;// CONCATENATED MODULE: ./lib/service/analyzer/axe-rules.js
/** Every WCAG 2.0, 2.1 and 2.2 rule of levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Static checks and the axe rules that measure the same thing. On a page where axe ran one of a
 * check's twins, that check is not run: the axe findings stand, so nothing is reported twice. The
 * twins outside the WCAG tags (axe's best-practice rules: landmark-one-main, aria-allowed-role,
 * accesskeys, empty-heading) are run too, so each of these checks is measured once, by axe.
 * `links.fragment` has no twin: axe does not follow same-page links.
 */
const AXE_TWINS = {
    'images.alt': ['image-alt'],
    'title.missing': ['document-title'],
    'html.lang': ['html-has-lang'],
    'links.empty': ['link-name'],
    'a11y.label': ['label', 'select-name'],
    'a11y.frame_title': ['frame-title'],
    'a11y.main_landmark': ['landmark-one-main'],
    'a11y.aria_reference': ['aria-valid-attr-value'],
    'a11y.aria_role': ['aria-roles', 'aria-allowed-role'],
    'a11y.list': ['list', 'listitem'],
    'a11y.svg_name': ['svg-img-alt'],
    'a11y.accesskeys': ['accesskeys'],
    'a11y.th_scope': ['scope-attr-valid'],
    'a11y.html_lang_valid': ['html-lang-valid'],
    'a11y.empty_heading': ['empty-heading'],
};
/** The twins, to be enabled beside the tags. */
const AXE_TWIN_RULES = [...new Set(Object.values(AXE_TWINS).flat())];
/** The static check an axe rule replaces, if any. */
const STATIC_TWIN = new Map(Object.entries(AXE_TWINS).flatMap(([check, rules]) => rules.map((rule) => [rule, check])));
const AXE_IMPACTS = ['critical', 'serious', 'moderate', 'minor'];
/**
 * An axe rule's severity, weight, cap and ratings follow its impact (axe's own rating of how much
 * the violation hurts: a rule's impact is that of its worst node). A rule that replaces a static
 * check weighs at least what that check weighed, so rendering a page does not make a missing title
 * cheaper.
 */
const AXE_IMPACT_RULES = {
    critical: { severity: 'critical', weight: 5, cap: 15, impact: 8, effort: 3 },
    serious: { severity: 'critical', weight: 4, cap: 12, impact: 7, effort: 3 },
    moderate: { severity: 'recommended', weight: 2, cap: 6, impact: 5, effort: 3 },
    minor: { severity: 'optional', weight: 1, cap: 3, impact: 3, effort: 2 },
};
//# sourceMappingURL=axe-rules.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/excerpt.js
const EXCERPT_LIMIT = 200;
function cut(text, limit = EXCERPT_LIMIT) {
    if (text.length <= limit)
        return text;
    const last = text.charCodeAt(limit - 1);
    const splitsPair = last >= 0xd800 && last <= 0xdbff;
    return text.slice(0, splitsPair ? limit - 1 : limit);
}
/** The element's start tag as written, e.g. `<img src="a.png">`. */
function openTag(parsed, element) {
    const start = element.startIndex ?? 0;
    return excerpt(parsed.source, start, (element.openTagEnd ?? start) + 1);
}
/** The element from its start tag to its end tag (or to where the browser closed it). */
function outerHtml(parsed, element) {
    const start = element.startIndex ?? 0;
    const end = element.endIndex ?? parsed.source.length - 1;
    return excerpt(parsed.source, start, end + 1);
}
// Slicing the limit first keeps a 1 MB element from being copied only to be cut.
function excerpt(source, start, end) {
    return cut(source.slice(start, Math.min(end, start + EXCERPT_LIMIT + 1)));
}
//# sourceMappingURL=excerpt.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/rules.js
const MAX_FINDINGS_PER_CHECK = 100;
const RULES = {
    'http.status': {
        severity: 'critical',
        weight: 40,
        cap: 40,
        impact: 10,
        effort: 3,
        remediation: 'Serve the page with a 2xx status, or stop linking to it.',
    },
    'robots.noindex': {
        severity: 'critical',
        weight: 30,
        cap: 30,
        impact: 9,
        effort: 1,
        remediation: 'Remove noindex from the robots meta tag or X-Robots-Tag header if the page should be found.',
    },
    'title.missing': {
        severity: 'critical',
        weight: 20,
        cap: 20,
        impact: 9,
        effort: 1,
        remediation: 'Add a <title> in <head> that names the page.',
    },
    'meta.viewport': {
        severity: 'critical',
        weight: 10,
        cap: 10,
        impact: 8,
        effort: 1,
        remediation: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to <head>.',
    },
    'security.mixed_content': {
        severity: 'critical',
        weight: 5,
        cap: 15,
        impact: 7,
        effort: 3,
        remediation: 'Load the resource over https: browsers block or flag http: resources on https pages.',
    },
    'html.depth': {
        severity: 'recommended',
        weight: 10,
        cap: 10,
        impact: 5,
        effort: 6,
        remediation: 'Close elements that are left open; the analysis stopped at this element.',
    },
    'meta.description': {
        severity: 'recommended',
        weight: 6,
        cap: 6,
        impact: 6,
        effort: 2,
        remediation: 'Add <meta name="description"> with a 50-160 character summary of the page.',
    },
    'content.word_count': {
        severity: 'recommended',
        weight: 6,
        cap: 6,
        impact: 6,
        effort: 7,
        remediation: 'Give the page enough text to answer what a visitor came for (at least 200 words).',
    },
    'headings.h1': {
        severity: 'recommended',
        weight: 5,
        cap: 10,
        impact: 6,
        effort: 2,
        remediation: 'Use exactly one <h1> that says what the page is about.',
    },
    'title.length': {
        severity: 'recommended',
        weight: 4,
        cap: 4,
        impact: 5,
        effort: 2,
        remediation: 'Keep the title between 10 and 60 characters so results show it whole.',
    },
    'html.lang': {
        severity: 'recommended',
        weight: 4,
        cap: 4,
        impact: 5,
        effort: 1,
        remediation: 'Declare the language on the root element, e.g. <html lang="en">.',
    },
    // Critical as in axe (image-alt) and WCAG 2 level A (1.1.1): without it the image does not exist for a screen reader.
    'images.alt': {
        severity: 'critical',
        weight: 4,
        cap: 12,
        impact: 8,
        effort: 2,
        remediation: 'Add an alt attribute: a short description, or alt="" for a decorative image.',
    },
    'links.empty': {
        severity: 'recommended',
        weight: 2,
        cap: 8,
        impact: 5,
        effort: 2,
        remediation: 'Give the link text, or an aria-label when it holds only an icon.',
    },
    'link.canonical': {
        severity: 'optional',
        weight: 3,
        cap: 3,
        impact: 4,
        effort: 1,
        remediation: 'Add one <link rel="canonical" href="..."> with the preferred URL of the page.',
    },
    'meta.charset': {
        severity: 'optional',
        weight: 2,
        cap: 2,
        impact: 3,
        effort: 1,
        remediation: 'Declare the encoding first thing in <head>: <meta charset="utf-8">.',
    },
    'html.doctype': {
        severity: 'optional',
        weight: 2,
        cap: 2,
        impact: 3,
        effort: 1,
        remediation: 'Start the document with <!DOCTYPE html> so browsers use standards mode.',
    },
    'headings.order': {
        severity: 'optional',
        weight: 1,
        cap: 4,
        impact: 3,
        effort: 2,
        remediation: 'Go down one heading level at a time (h2 after h1, h3 after h2).',
    },
    'links.text': {
        severity: 'optional',
        weight: 1,
        cap: 4,
        impact: 3,
        effort: 2,
        remediation: 'Say where the link goes ("pricing plans"), not "click here".',
    },
    'html.duplicate_ids': {
        severity: 'optional',
        weight: 1,
        cap: 4,
        impact: 3,
        effort: 2,
        remediation: 'Give every id a value used once per page.',
    },
    // Accessibility of the page as fetched (static checks after axe-core's rules of the same name in the README's table).
    // Severity from axe's impact: critical and serious are critical, moderate recommended, minor optional.
    'a11y.label': {
        severity: 'critical',
        weight: 3,
        cap: 9,
        impact: 8,
        effort: 2,
        remediation: 'Give the field a <label> (around it, or with for="its id"), or an aria-label.',
    },
    'a11y.frame_title': {
        severity: 'critical',
        weight: 3,
        cap: 6,
        impact: 6,
        effort: 1,
        remediation: 'Add a title to the <iframe> that says what it holds, e.g. title="Video: product tour".',
    },
    'a11y.aria_reference': {
        severity: 'critical',
        weight: 2,
        cap: 6,
        impact: 6,
        effort: 2,
        remediation: 'Point aria-labelledby, aria-describedby, aria-controls or for at an id that is on the page.',
    },
    'a11y.list': {
        severity: 'critical',
        weight: 2,
        cap: 6,
        impact: 5,
        effort: 2,
        remediation: 'Put only <li> directly inside <ul> and <ol>, and every <li> inside a <ul> or <ol>.',
    },
    'a11y.svg_name': {
        severity: 'critical',
        weight: 2,
        cap: 6,
        impact: 6,
        effort: 1,
        remediation: 'Name the role="img" SVG with a <title> as its first child or an aria-label.',
    },
    'a11y.accesskeys': {
        severity: 'critical',
        weight: 1,
        cap: 3,
        impact: 4,
        effort: 1,
        remediation: 'Give every accesskey a value used once per page, or drop accesskey.',
    },
    'a11y.html_lang_valid': {
        severity: 'critical',
        weight: 4,
        cap: 4,
        impact: 6,
        effort: 1,
        remediation: 'Use a language code screen readers know, e.g. lang="en" or lang="pt-BR".',
    },
    'a11y.main_landmark': {
        severity: 'recommended',
        weight: 3,
        cap: 3,
        impact: 5,
        effort: 2,
        remediation: "Wrap the page's main content in <main> so screen reader users can jump to it.",
    },
    'a11y.aria_role': {
        severity: 'recommended',
        weight: 2,
        cap: 6,
        impact: 5,
        effort: 2,
        remediation: "Use an ARIA role the element allows (see ARIA in HTML), or remove the role and use the element's own.",
    },
    'a11y.th_scope': {
        severity: 'recommended',
        weight: 1,
        cap: 3,
        impact: 3,
        effort: 1,
        remediation: 'Put scope only on <th>, with the value row, col, rowgroup or colgroup.',
    },
    'links.fragment': {
        severity: 'recommended',
        weight: 2,
        cap: 6,
        impact: 4,
        effort: 1,
        remediation: 'Point the link at an id that is on the page, or give the target that id.',
    },
    'a11y.empty_heading': {
        severity: 'optional',
        weight: 1,
        cap: 3,
        impact: 3,
        effort: 1,
        remediation: 'Give the heading text, or remove it if it only makes space.',
    },
    // Only a browser sees these (render: true); a fetched page neither passes nor fails them.
    'script.errors': {
        severity: 'recommended',
        weight: 5,
        cap: 5,
        impact: 6,
        effort: 4,
        remediation: 'Fix the script error: content built after it may never appear for visitors or crawlers.',
    },
    'network.failed': {
        severity: 'recommended',
        weight: 2,
        cap: 8,
        impact: 5,
        effort: 3,
        remediation: 'Serve the resource, or stop requesting it: a failed request is a missing image, style or script.',
    },
    'social.og_title': {
        severity: 'optional',
        weight: 1,
        cap: 1,
        impact: 2,
        effort: 1,
        remediation: 'Add <meta property="og:title" content="..."> for link previews.',
    },
};
const CHECK_NAMES = Object.keys(RULES);
/** Checks that read what the browser saw; they run only on a rendered page. */
const BROWSER_CHECKS = new Set(['script.errors', 'network.failed']);
//# sourceMappingURL=rules.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/axe-findings.js



const SELECTOR_LIMIT = 120;
const MESSAGE_LIMIT = 300;
/** A rule that ran and found nothing: it counts as passed and costs nothing. */
const PASSED = { severity: 'optional', weight: 0, cap: 0, count: 0 };
/** True when axe ran a rule that measures what `check` measures: the static check then does not run. */
function replacedByAxe(check, axe) {
    const twins = AXE_TWINS[check];
    return axe !== undefined && twins !== undefined && twins.some((rule) => axe.rules.includes(rule));
}
/** One finding per offending node (at most MAX_FINDINGS_PER_CHECK per rule); one tally per rule that ran. */
function axeFindings(axe) {
    const findings = [];
    const tallies = [];
    const violated = new Set();
    for (const violation of axe.violations) {
        if (violated.has(violation.id))
            continue;
        violated.add(violation.id);
        const rule = ruleOf(violation);
        tallies.push({ ...rule, count: violation.nodes.length });
        const { severity, impact, effort } = rule;
        const check = `axe.${violation.id}`;
        const remediation = `${violation.help} (${withoutQuery(violation.helpUrl)})`;
        for (const node of violation.nodes) {
            const message = cut(summaryLine(node.summary) || violation.help, MESSAGE_LIMIT);
            const evidence = `${cut(node.html)} [${cut(node.selector, SELECTOR_LIMIT)}]`;
            findings.push({ check, severity, result: 'warn', message, evidence, remediation, impact, effort });
        }
    }
    for (const rule of new Set(axe.rules)) {
        if (!violated.has(rule))
            tallies.push(PASSED);
    }
    return { findings, tallies };
}
/** The rule of the violation's impact; a twin of a static check weighs at least what that check did. */
function ruleOf(violation) {
    const byImpact = AXE_IMPACT_RULES[violation.impact];
    const twin = STATIC_TWIN.get(violation.id);
    const replaced = twin === undefined ? undefined : RULES[twin];
    if (replaced === undefined)
        return byImpact;
    return {
        ...byImpact,
        weight: Math.max(byImpact.weight, replaced.weight),
        cap: Math.max(byImpact.cap, replaced.cap),
    };
}
/** axe's "Fix any of the following:" and one indented line per reason, as one line. */
function summaryLine(summary) {
    const [lead = '', ...reasons] = summary
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    return reasons.length === 0 ? lead : `${lead} ${reasons.join('; ')}`;
}
/** axe's links carry `?application=axeAPI`; the page they name is the same without it. */
function withoutQuery(raw) {
    const url = URL.parse(raw);
    if (url === null)
        return raw;
    url.search = '';
    return url.href;
}
//# sourceMappingURL=axe-findings.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/dom.js
function isElement(node) {
    return node.type === 'element';
}
function isText(node) {
    return node.type === 'text';
}
/**
 * Visits the nodes below `root` in document order; `visit` returning false skips that node's
 * subtree. Iterative, so deep nesting cannot overflow the call stack.
 */
function walk(root, visit) {
    const pending = [];
    pushChildren(pending, root);
    for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
        if (visit(node) && node.type === 'element')
            pushChildren(pending, node);
    }
}
function pushChildren(pending, parent) {
    for (let index = parent.children.length - 1; index >= 0; index--) {
        const child = parent.children[index];
        if (child !== undefined)
            pending.push(child);
    }
}
/** The element itself or its nearest ancestor element that matches. */
function closest(element, matches) {
    let node = element;
    while (node !== null && node.type === 'element') {
        if (matches(node))
            return node;
        node = node.parent;
    }
    return undefined;
}
/** The first element below `root`, in document order, that matches. */
function firstBelow(root, matches) {
    let found;
    walk(root, (node) => {
        if (found === undefined && isElement(node) && matches(node))
            found = node;
        return found === undefined;
    });
    return found;
}
//# sourceMappingURL=dom.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/text.js
/** Visible text of the page and of elements, read from the DOM without recursion. */


/** Elements whose text a reader never sees. */
const HIDDEN = new Set(['script', 'style', 'template', 'head', 'noscript', 'title']);
/** An SVG's `<title>` is its name, and so part of the name of a link around it (as accname computes it). */
function hiddenFromName(element) {
    return HIDDEN.has(element.name) && !(element.namespace === 'svg' && element.name === 'title');
}
// Text is read in slices of this many characters, so a 1 MB title costs one slice, not 1 MB.
const SLICE = 1024;
/**
 * The text below `root` with whitespace collapsed, read only until `limit` characters are
 * collected. A nested element of the same kind owns its own text (as a browser splits nested
 * links), which also keeps reading every link of a page linear in its size.
 */
function textOf(root, limit = 200) {
    let text = '';
    walk(root, (node) => {
        if (text.length > limit)
            return false;
        if (isText(node))
            text = appendCollapsed(text, node.data, limit);
        return !isElement(node) || (node.name !== root.name && !hiddenFromName(node));
    });
    return cut(collapse(text), limit);
}
/** Whether `root` has any visible text, as textOf reads it, stopping at the first character. */
function hasText(root) {
    let found = false;
    walk(root, (node) => {
        if (found)
            return false;
        if (isText(node))
            found = /\S/.test(node.data);
        return !isElement(node) || (node.name !== root.name && !hiddenFromName(node));
    });
    return found;
}
// Collapsing as it goes keeps a run of 5 MB of spaces from counting as 5 MB of text.
function appendCollapsed(text, data, limit) {
    let collected = text;
    for (let start = 0; start < data.length && collected.length <= limit; start += SLICE) {
        collected += data.slice(start, start + SLICE).replace(/\s+/g, ' ');
    }
    return collected;
}
function collapse(text) {
    return text.replace(/\s+/g, ' ').trim();
}
/**
 * Words in the visible text of `root`: whitespace-separated tokens holding a letter or a digit,
 * counted per text node (so `a<td>b` is two words, like a reader sees it, and so is `hel<b>lo`).
 */
function countWords(root) {
    let words = 0;
    walk(root, (node) => {
        if (isText(node))
            words += wordsIn(node.data);
        return !isElement(node) || !HIDDEN.has(node.name);
    });
    return words;
}
// One linear pass over the characters: a regex test per token was the analyzer's hot spot, and a
// single token-matching regex backtracks quadratically on a long run of punctuation.
function wordsIn(text) {
    let words = 0;
    let inWord = false;
    let counted = false;
    for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (isSpace(code)) {
            inWord = false;
            continue;
        }
        if (!inWord) {
            inWord = true;
            counted = false;
        }
        if (!counted && isWordChar(text, i, code)) {
            words += 1;
            counted = true;
        }
    }
    return words;
}
/** Exactly the characters of JavaScript's `\s`. */
function isSpace(code) {
    return (code === 0x20 ||
        (code >= 0x09 && code <= 0x0d) ||
        code === 0xa0 ||
        code === 0x1680 ||
        (code >= 0x2000 && code <= 0x200a) ||
        code === 0x2028 ||
        code === 0x2029 ||
        code === 0x202f ||
        code === 0x205f ||
        code === 0x3000 ||
        code === 0xfeff);
}
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
function isWordChar(text, index, code) {
    if (code < 0x80)
        return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
    return LETTER_OR_DIGIT.test(String.fromCodePoint(text.codePointAt(index) ?? code));
}
/** Length as a reader counts characters: code points, not UTF-16 units. */
function codePoints(text) {
    let count = 0;
    for (const _ of text)
        count += 1;
    return count;
}
//# sourceMappingURL=text.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/page.js



function buildPage(parsed, url, status, headers, browser) {
    const elements = [];
    const tags = new Map();
    walk(parsed.document, (node) => {
        if (!isElement(node))
            return false;
        elements.push(node);
        if (node.namespace !== 'html')
            return true;
        const list = tags.get(node.name);
        if (list)
            list.push(node);
        else
            tags.set(node.name, [node]);
        return true;
    });
    const body = tags.get('body')?.[0];
    let ids;
    return {
        parsed,
        url,
        status,
        headers: new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
        elements,
        byTag: (name) => tags.get(name) ?? [],
        byId: (id) => (ids ??= indexById(elements)).get(id),
        words: countWords(body ?? parsed.document),
        ...(browser ? { browser } : {}),
    };
}
function indexById(elements) {
    const byId = new Map();
    for (const element of elements) {
        const id = element.attribs['id'];
        if (id !== undefined && !byId.has(id))
            byId.set(id, element);
    }
    return byId;
}
/**
 * Evidence for something missing: the start tag of the first of `names` written in the source
 * (e.g. the `<head>` a title belongs in; a browser implies `<head>` and `<body>` when they are
 * not written), else the first element written, else the start of the source.
 */
function landmark(page, ...names) {
    for (const name of names) {
        const element = page.byTag(name).find(written);
        if (element)
            return openTag(page.parsed, element);
    }
    const first = page.elements.find(written);
    return first ? openTag(page.parsed, first) : cut(page.parsed.source);
}
const written = (element) => element.startIndex !== undefined;
/** An attribute's value trimmed, or undefined when absent (the parser lower-cases HTML attribute names). */
function attribute(element, name) {
    return element.attribs[name]?.trim();
}
/** Whether a space-separated attribute (rel, content of robots) holds `token`, ignoring case. */
function hasToken(value, token) {
    return (value ?? '')
        .toLowerCase()
        .split(/[\s,]+/)
        .includes(token);
}
/** What relative URLs on the page resolve against: its first `<base href>`, else its own URL. */
function baseUrl(page) {
    const href = page
        .byTag('base')
        .map((base) => attribute(base, 'href'))
        .find((value) => value !== undefined);
    return (href === undefined ? undefined : URL.parse(href, page.url.href)) ?? page.url;
}
//# sourceMappingURL=page.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/checks/a11y-support.js
/** What the accessibility checks share: what a screen reader never meets, and names given through ARIA. */



// Inline styles that take an element out of the accessibility tree (axe reads the computed style).
const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;
function hidesItself(element) {
    return (element.attribs['hidden'] !== undefined ||
        attribute(element, 'aria-hidden')?.toLowerCase() === 'true' ||
        HIDING_STYLE.test(element.attribs['style'] ?? ''));
}
// Answers per element, kept as long as the page's tree: the checks ask about many elements of one subtree.
const hiddenCache = new WeakMap();
/** Hidden from assistive technology, by itself or an ancestor: axe does not flag what no one meets. */
function isHidden(element) {
    const unknown = [];
    let node = element;
    let hidden = false;
    while (node !== null && node.type === 'element') {
        const known = hiddenCache.get(node);
        if (known !== undefined) {
            hidden = known;
            break;
        }
        unknown.push(node);
        node = node.parent;
    }
    // From the outermost unknown ancestor down: an element is hidden when it or any ancestor hides.
    for (const current of unknown.reverse()) {
        hidden ||= hidesItself(current);
        hiddenCache.set(current, hidden);
    }
    return hidden;
}
/** The roles an element declares, lower-cased, in order. */
function rolesOf(element) {
    const role = element.attribs['role'];
    if (role === undefined)
        return [];
    return role.toLowerCase().split(/\s+/).filter(Boolean);
}
function hasRole(element, role) {
    return rolesOf(element)[0] === role;
}
/** `role="none"` or `role="presentation"`: the element asks to be left out of the accessibility tree. */
function isPresentational(element) {
    const [role] = rolesOf(element);
    return role === 'none' || role === 'presentation';
}
/** A name given by aria-label, or by aria-labelledby naming an element with text, or by the `title` attribute. */
function hasAriaName(page, element, withTitle = true) {
    if ((attribute(element, 'aria-label') ?? '') !== '')
        return true;
    if (withTitle && (attribute(element, 'title') ?? '') !== '')
        return true;
    return idsIn(attribute(element, 'aria-labelledby')).some((id) => {
        const target = page.byId(id);
        return target !== undefined && (hasText(target) || (attribute(target, 'aria-label') ?? '') !== '');
    });
}
/** The ids of an id-list attribute (aria-labelledby, aria-describedby, headers). */
function idsIn(value) {
    return (value ?? '').split(/\s+/).filter(Boolean);
}
/** What an element's content says to a screen reader: its text, else the alt of the first image in it. */
function contentName(element) {
    return hasText(element) ? textOf(element) : imageAlt(element);
}
/** Whether the element's content says anything to a screen reader (contentName without building the text). */
function hasContentName(element) {
    return hasText(element) || imageAlt(element) !== '';
}
function imageAlt(element) {
    let alt = '';
    walk(element, (node) => {
        if (alt !== '' || !isElement(node) || node.name === element.name)
            return false;
        if (node.name === 'img')
            alt = attribute(node, 'alt') ?? '';
        return true;
    });
    return alt;
}
//# sourceMappingURL=a11y-support.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/checks/aria-tables.json
const aria_tables_namespaceObject = /*#__PURE__*/JSON.parse('{"cc":["alert","alertdialog","application","article","banner","blockquote","button","caption","cell","checkbox","code","columnheader","combobox","comment","complementary","contentinfo","definition","deletion","dialog","directory","doc-abstract","doc-acknowledgments","doc-afterword","doc-appendix","doc-backlink","doc-biblioentry","doc-bibliography","doc-biblioref","doc-chapter","doc-colophon","doc-conclusion","doc-cover","doc-credit","doc-credits","doc-dedication","doc-endnote","doc-endnotes","doc-epigraph","doc-epilogue","doc-errata","doc-example","doc-footnote","doc-foreword","doc-glossary","doc-glossref","doc-index","doc-introduction","doc-noteref","doc-notice","doc-pagebreak","doc-pagelist","doc-part","doc-preface","doc-prologue","doc-pullquote","doc-qna","doc-subtitle","doc-tip","doc-toc","document","emphasis","feed","figure","form","graphics-document","graphics-object","graphics-symbol","grid","gridcell","group","heading","image","img","insertion","link","list","listbox","listitem","log","main","mark","marquee","math","menu","menubar","menuitem","menuitemcheckbox","menuitemradio","meter","navigation","none","note","option","paragraph","presentation","progressbar","radio","radiogroup","region","row","rowgroup","rowheader","scrollbar","search","searchbox","sectionfooter","sectionheader","separator","slider","spinbutton","status","strong","subscript","suggestion","superscript","switch","tab","table","tablist","tabpanel","term","text","textbox","time","timer","toolbar","tooltip","tree","treegrid","treeitem"],"A3":["command","composite","input","landmark","range","roletype","section","sectionhead","select","structure","widget","window"],"cJ":{"article":["application","article","document","feed","main","none","presentation","region"],"aside":["doc-dedication","doc-example","doc-footnote","doc-glossary","doc-pullquote","doc-tip","feed","none","note","presentation","region","search"],"audio":["application"],"base":[],"body":["document"],"br":["none","presentation"],"button":["button","checkbox","combobox","gridcell","link","menuitem","menuitemcheckbox","menuitemradio","option","radio","separator","slider","switch","tab","treeitem"],"caption":[],"col":[],"colgroup":[],"datalist":["listbox"],"dd":["definition"],"details":["group"],"dialog":["alertdialog","dialog"],"dl":["group","list","none","presentation"],"dt":["listitem","term"],"embed":["application","document","image","img","none","presentation"],"fieldset":["group","none","presentation","radiogroup"],"figcaption":["group","none","presentation"],"footer":["doc-footnote","group","none","presentation"],"form":["form","none","presentation","search"],"h1":["doc-subtitle","heading","none","presentation","tab"],"h2":["doc-subtitle","heading","none","presentation","tab"],"h3":["doc-subtitle","heading","none","presentation","tab"],"h4":["doc-subtitle","heading","none","presentation","tab"],"h5":["doc-subtitle","heading","none","presentation","tab"],"h6":["doc-subtitle","heading","none","presentation","tab"],"head":[],"header":["doc-footnote","group","none","presentation"],"hr":["doc-pagebreak","none","presentation","separator"],"html":[],"iframe":["application","document","image","img","none","presentation"],"label":[],"legend":[],"li":["doc-biblioentry","doc-endnote","listitem","menuitem","menuitemcheckbox","menuitemradio","none","option","presentation","radio","separator","tab","treeitem"],"link":[],"main":["main"],"map":[],"math":["math"],"menu":["directory","group","list","listbox","menu","menubar","none","presentation","radiogroup","tablist","toolbar","tree"],"meta":[],"meter":["meter"],"nav":["doc-index","doc-pagelist","doc-toc","menu","menubar","navigation","none","presentation","tablist"],"noscript":[],"object":["application","document","image","img"],"ol":["directory","group","list","listbox","menu","menubar","none","presentation","radiogroup","tablist","toolbar","tree"],"optgroup":["group"],"option":["option"],"param":[],"picture":[],"progress":["progressbar"],"script":[],"search":["form","group","none","presentation","region","search"],"section":["alert","alertdialog","application","banner","complementary","contentinfo","dialog","doc-abstract","doc-acknowledgments","doc-afterword","doc-appendix","doc-bibliography","doc-chapter","doc-colophon","doc-conclusion","doc-credit","doc-credits","doc-dedication","doc-endnotes","doc-epigraph","doc-epilogue","doc-errata","doc-example","doc-foreword","doc-glossary","doc-index","doc-introduction","doc-notice","doc-pagelist","doc-part","doc-preface","doc-prologue","doc-pullquote","doc-qna","doc-toc","document","feed","group","log","main","marquee","navigation","none","note","presentation","search","status","tabpanel"],"slot":[],"source":[],"style":[],"template":[],"textarea":["textbox"],"title":[],"track":[],"ul":["directory","group","list","listbox","menu","menubar","none","presentation","radiogroup","tablist","toolbar","tree"],"video":["application"],"wbr":["none","presentation"]}}');
;// CONCATENATED MODULE: ./lib/service/analyzer/checks/aria-tables.js
/**
 * axe-core's ARIA tables as the sets a11y-aria.ts looks roles up in. The data is aria-tables.json,
 * written by scripts/write-aria-tables.mjs from axe-core's standards: JSON, so the tables are read
 * as data (the bundle inlines them) rather than kept as hundreds of generated lines of code.
 */

const VALID_ROLES = new Set(aria_tables_namespaceObject.cc);
const ABSTRACT_ROLES = new Set(aria_tables_namespaceObject.A3);
/** Roles each element allows (its implicit role included); an element not listed allows any role. */
const ALLOWED_ROLES = new Map(Object.entries(aria_tables_namespaceObject.cJ).map(([element, roles]) => [element, new Set(roles)]));
//# sourceMappingURL=aria-tables.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/checks/a11y-aria.js




/** Attributes that name other elements by id; a reference counts when one of its ids is on the page, as in axe. */
const REFERENCES = new Map([
    ['aria-labelledby', () => true],
    ['aria-describedby', () => true],
    ['aria-details', () => true],
    ['aria-flowto', () => true],
    ['aria-activedescendant', () => true],
    // axe leaves these to a popup that may build its content later.
    [
        'aria-controls',
        (element) => !['aria-expanded', 'aria-selected'].some((name) => isFalse(element, name)) && !hasPopup(element),
    ],
    ['aria-owns', (element) => !isFalse(element, 'aria-expanded')],
    ['for', (element) => element.name === 'label'],
]);
function isFalse(element, name) {
    return attribute(element, name) === 'false';
}
function hasPopup(element) {
    const value = attribute(element, 'aria-haspopup');
    return value !== undefined && value !== 'false';
}
const ariaReference = (page) => {
    const problems = [];
    for (const element of page.elements) {
        // An element's own few attributes, not every reference attribute of every element.
        for (const name in element.attribs) {
            const applies = REFERENCES.get(name);
            const value = element.attribs[name];
            if (applies === undefined || value === undefined || !applies(element))
                continue;
            const ids = name === 'for' ? [value] : idsIn(value);
            if (ids.length === 0 || ids.some((id) => page.byId(id) !== undefined) || isHidden(element))
                continue;
            problems.push({
                message: `${name}="${cut(value, 80)}" names no element on the page`,
                evidence: openTag(page.parsed, element),
            });
        }
    }
    return problems;
};
/** Why the element's role is wrong (axe's invalidrole, abstractrole, aria-allowed-role), or undefined. */
function roleProblem(element) {
    const roles = rolesOf(element);
    if (roles.length === 0)
        return undefined;
    const abstract = roles.find((role) => ABSTRACT_ROLES.has(role));
    if (abstract !== undefined)
        return `role="${cut(abstract, 40)}" is abstract: only browsers use it`;
    if (roles.every((role) => !VALID_ROLES.has(role)))
        return `role="${cut(roles.join(' '), 60)}" is not an ARIA role`;
    const allowed = element.namespace === 'html' ? ALLOWED_ROLES.get(element.name) : undefined;
    const disallowed = roles.find((role) => VALID_ROLES.has(role) && allowed !== undefined && !allowed.has(role));
    return disallowed === undefined ? undefined : `role="${disallowed}" is not allowed on <${element.name}>`;
}
const ariaRole = (page) => {
    const problems = [];
    for (const element of page.elements) {
        if (element.attribs['role'] === undefined)
            continue;
        const problem = roleProblem(element);
        if (problem !== undefined && !isHidden(element))
            problems.push({ message: problem, evidence: openTag(page.parsed, element) });
    }
    return problems;
};
//# sourceMappingURL=a11y-aria.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/checks/a11y-names.js




// Inputs a label does not name: buttons are named by their value, hidden inputs are never shown.
const UNLABELLED_INPUT_TYPES = new Set(['hidden', 'image', 'button', 'submit', 'reset']);
function isFormField(element) {
    if (element.name === 'textarea' || element.name === 'select')
        return true;
    return element.name === 'input' && !UNLABELLED_INPUT_TYPES.has(attribute(element, 'type')?.toLowerCase() ?? '');
}
/** A `<label>` around the field, or one whose `for` names its id, that has a name: text, image alt or ARIA's. */
function hasLabel(page, field) {
    const named = (label) => hasContentName(label) || hasAriaName(page, label);
    let around = field.parent;
    while (around !== null && around.type === 'element' && around.name !== 'label')
        around = around.parent;
    if (around !== null && around.type === 'element' && named(around))
        return true;
    const id = field.attribs['id'];
    return (id !== undefined && id !== '' && page.byTag('label').some((label) => label.attribs['for'] === id && named(label)));
}
function fieldIsNamed(page, field) {
    return (isPresentational(field) ||
        hasAriaName(page, field) ||
        hasLabel(page, field) ||
        (field.name !== 'select' && (attribute(field, 'placeholder') ?? '') !== ''));
}
const label = (page) => page.elements
    .filter((element) => isFormField(element) && !fieldIsNamed(page, element) && !isHidden(element))
    .map((field) => ({
    message: 'The form field has no label or accessible name',
    evidence: openTag(page.parsed, field),
}));
const isFrame = (element) => element.namespace === 'html' && ['iframe', 'frame'].includes(element.name);
// A frame taken out of the tab order is not reached by keyboard, so axe does not ask for its title.
const untabbable = (frame) => Number(attribute(frame, 'tabindex')) < 0;
const frameTitle = (page) => page.elements
    .filter((element) => isFrame(element) && !untabbable(element) && !isPresentational(element))
    .filter((frame) => !hasAriaName(page, frame) && !isHidden(frame))
    .map((frame) => ({ message: 'The frame has no title', evidence: openTag(page.parsed, frame) }));
// The roles svg-img-alt applies to, matched on the attribute as written, as axe's selector does.
const GRAPHIC_ROLES = new Set(['img', 'image', 'graphics-symbol']);
function isNamedGraphic(element) {
    const role = element.attribs['role'];
    if (role === undefined)
        return false;
    return GRAPHIC_ROLES.has(role) || (element.name === 'svg' && role === 'graphics-document');
}
/** An SVG's own `<title>` child (the first one, as browsers take it) names it. */
function svgTitle(svg) {
    const title = svg.children.find((child) => child.type === 'element' && child.name === 'title');
    return title?.type === 'element' ? textOf(title) : '';
}
const svgName = (page) => page.elements
    .filter((element) => element.namespace === 'svg' && isNamedGraphic(element))
    .filter((svg) => svgTitle(svg) === '' && !hasAriaName(page, svg) && !isHidden(svg))
    .map((svg) => ({ message: 'The SVG image has no accessible name', evidence: openTag(page.parsed, svg) }));
const HEADING = /^h[1-6]$/;
/** Headings by tag (unless a role makes them something else) and by role="heading". */
function isHeading(element) {
    if (element.attribs['role'] === undefined)
        return element.namespace === 'html' && HEADING.test(element.name);
    const [role] = rolesOf(element);
    if (role === 'heading')
        return true;
    return element.namespace === 'html' && HEADING.test(element.name) && role === undefined;
}
const emptyHeading = (page) => page.elements
    .filter(isHeading)
    .filter((heading) => !hasContentName(heading) && !hasAriaName(page, heading) && !isHidden(heading))
    .map((heading) => ({ message: 'The heading has no text', evidence: outerHtml(page.parsed, heading) }));
//# sourceMappingURL=a11y-names.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/checks/a11y-structure.js



function isMain(element) {
    const role = element.attribs['role'];
    return role === 'main' || (element.name === 'main' && element.namespace === 'html' && role === undefined);
}
const mainLandmark = (page) => page.elements.some((element) => isMain(element) && !isHidden(element))
    ? []
    : [{ message: 'The page has no <main> landmark', evidence: landmark(page, 'body', 'html') }];
// Children a list may hold besides its items: never rendered, so no screen reader meets them.
const UNRENDERED = new Set(['script', 'template', 'style', 'noscript']);
function breaksList(child) {
    if (child.type === 'text')
        return child.data.trim() !== '';
    if (child.type !== 'element' || UNRENDERED.has(child.name))
        return false;
    return child.name !== 'li' && rolesOf(child)[0] !== 'listitem' && !isHidden(child);
}
const LISTS = new Set(['ul', 'ol', 'menu']);
/** A list by its role: explicit (the first token), else implicit for `<ul>`, `<ol>` and `<menu>`. */
function roleOf(element) {
    const [explicit] = rolesOf(element);
    if (explicit !== undefined)
        return explicit;
    return element.namespace === 'html' && LISTS.has(element.name) ? 'list' : undefined;
}
function inList(item) {
    const parent = item.parent;
    if (parent === null || parent.type !== 'element')
        return false;
    return ['list', 'none', 'presentation'].includes(roleOf(parent) ?? '');
}
const list = (page) => {
    const problems = [];
    for (const element of page.elements) {
        if (element.namespace !== 'html' || element.attribs['role'] !== undefined)
            continue;
        if ((element.name === 'ul' || element.name === 'ol') && element.children.some(breaksList) && !isHidden(element)) {
            problems.push({
                message: `The <${element.name}> holds content other than <li>`,
                evidence: openTag(page.parsed, element),
            });
        }
        else if (element.name === 'li' && !inList(element) && !isHidden(element)) {
            problems.push({ message: 'The <li> is not inside a list', evidence: openTag(page.parsed, element) });
        }
    }
    return problems;
};
/** One finding per repeated key, on the first element that uses it (as axe reports it); hidden elements count too. */
const accesskeys = (page) => {
    const first = new Map();
    const repeated = new Set();
    for (const element of page.elements) {
        const key = element.attribs['accesskey']?.toUpperCase();
        if (key === undefined || key === '')
            continue;
        const earlier = first.get(key);
        if (earlier === undefined)
            first.set(key, element);
        else
            repeated.add(earlier);
    }
    return [...repeated].map((element) => ({
        message: `The accesskey "${cut(element.attribs['accesskey'] ?? '', 20)}" is used more than once`,
        evidence: openTag(page.parsed, element),
    }));
};
const SCOPES = new Set(['row', 'col', 'rowgroup', 'colgroup']);
const HTML5_DOCTYPE = /^<!doctype\s+html\s*>$/i;
/** As axe's is-html5: the page's doctype is `<!DOCTYPE html>` without public or system identifier. */
function isHtml5(page) {
    const doctype = page.parsed.document.children.find((node) => node.type === 'doctype');
    if (doctype === undefined)
        return false;
    return HTML5_DOCTYPE.test(page.parsed.source.slice(doctype.startIndex ?? 0, (doctype.endIndex ?? 0) + 1));
}
const thScope = (page) => {
    const html5 = isHtml5(page);
    return page.elements
        .filter((cell) => (cell.name === 'th' || cell.name === 'td') && cell.namespace === 'html')
        .filter((cell) => cell.attribs['scope'] !== undefined)
        .filter((cell) => !SCOPES.has(cell.attribs['scope']?.toLowerCase() ?? '') || (html5 && cell.name === 'td'))
        .filter((cell) => !isHidden(cell))
        .map((cell) => ({
        message: cell.name === 'td' && html5
            ? 'scope belongs on <th>, not <td>'
            : 'scope must be row, col, rowgroup or colgroup',
        evidence: openTag(page.parsed, cell),
    }));
};
const LANGUAGES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
/** Whether the primary subtag of a language tag names a language (Unicode CLDR's list, through ICU). */
function isLanguage(tag) {
    const primary = tag.trim().split('-')[0]?.toLowerCase() ?? '';
    if (!/^[a-z]{2,3}$/.test(primary))
        return false;
    try {
        return LANGUAGES.of(primary) !== undefined;
    }
    catch {
        return false;
    }
}
const htmlLangValid = (page) => {
    const root = page.byTag('html')[0];
    if (root === undefined)
        return [];
    const invalid = ['lang', 'xml:lang'].filter((name) => {
        const value = root.attribs[name];
        return value !== undefined && value !== '' && !isLanguage(value);
    });
    return invalid.map((name) => ({
        message: `${name}="${cut(attribute(root, name) ?? '', 40)}" is not a language code`,
        evidence: landmark(page, 'html'),
    }));
};
//# sourceMappingURL=a11y-structure.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/checks/browser.js
/** Checks of what the browser saw while the page loaded (render: true only; see BROWSER_CHECKS). */

/** One finding however many errors: the first is the one to fix first, the rest often follow from it. */
const scriptErrors = (page) => {
    const errors = page.browser?.scriptErrors ?? [];
    const [first] = errors;
    if (first === undefined)
        return [];
    const count = errors.length === 1 ? 'A script error' : `${errors.length} script errors`;
    return [{ message: `${count} while the page loaded; the first is the evidence`, evidence: cut(first) }];
};
/** One finding per request; the URL loses credentials, query and fragment, which may hold tokens. */
const failedRequests = (page) => (page.browser?.failedRequests ?? []).map(({ url, reason }) => ({
    message: `A request of the page failed: ${cut(reason, 160)}`,
    evidence: cut(withoutSecrets(url)),
}));
function withoutSecrets(raw) {
    const url = URL.parse(raw);
    if (url === null)
        return raw.split(/[?#]/, 1)[0] ?? '';
    url.username = '';
    url.password = '';
    url.search = '';
    url.hash = '';
    return url.href;
}
//# sourceMappingURL=browser.js.map
// EXTERNAL MODULE: ./node_modules/parse5/dist/index.js + 13 modules
var dist = __webpack_require__(8426);
;// CONCATENATED MODULE: ./lib/service/analyzer/parse.js
/**
 * HTML parsing for the analyzer with parse5, the HTML5 tree construction jsdom uses: the checks
 * read the tree a browser builds (text before `<body>` moved into it, optional end tags implied,
 * `<template>` content kept apart, a second `<html>` tag's attributes copied onto the root), and
 * every node keeps its source offsets, so evidence is the page's own text.
 *
 * Depth cap: parse5 searches its open-element stack for scope on most tags, so a tag costs
 * O(depth) and unbounded nesting makes a page quadratic. Like Blink, which stops nesting at 512
 * levels, we bound it: past MAX_DEPTH open elements the parse stops, the analysis covers the page
 * up to there, and the `html.depth` check reports the element where it stopped. Valid pages that
 * omit optional end tags do not nest (an implied `</li>` closes the item), so no sane page comes close.
 */

/** Open elements, `<html>` and `<body>` (implied or written) included, as Blink counts them. */
const MAX_DEPTH = 256;
/** Thrown from the tree adapter to stop the parser; the tree built so far is the page. */
class DepthReached extends Error {
    element;
    constructor(element) {
        super('nesting past MAX_DEPTH');
        this.element = element;
    }
}
/** The default tree adapter, counting the open elements (parse5 pushes and pops them in pairs). */
function depthBoundAdapter() {
    let open = 0;
    return {
        ...dist/* defaultTreeAdapter */.jh,
        onItemPush(element) {
            open += 1;
            if (open > MAX_DEPTH)
                throw new DepthReached(element);
        },
        onItemPop() {
            open -= 1;
        },
    };
}
function parseHtml(source) {
    const treeAdapter = depthBoundAdapter();
    let root;
    let stopped;
    try {
        root = (0,dist/* parse */.qg)(withoutByteOrderMark(source), {
            sourceCodeLocationInfo: true,
            treeAdapter: { ...treeAdapter, createDocument: () => (root = dist/* defaultTreeAdapter */.jh.createDocument()) },
        });
    }
    catch (error) {
        if (!(error instanceof DepthReached))
            throw error;
        stopped = error.element;
    }
    const converted = convert(root ?? dist/* defaultTreeAdapter */.jh.createDocument(), stopped);
    return { source, ...converted };
}
/**
 * A byte order mark is not content (decoding drops it in a browser): a space in its place keeps
 * every offset and is skipped where the mark would be.
 */
function withoutByteOrderMark(source) {
    return source.charCodeAt(0) === 0xfeff ? ` ${source.slice(1)}` : source;
}
const NAMESPACES = new Map([
    [dist/* html.NS */.qy.NS.SVG, 'svg'],
    [dist/* html.NS */.qy.NS.MATHML, 'math'],
]);
/**
 * The analyzer's tree from parse5's, in one pass without recursion. `<template>` content is a
 * document fragment of its own in parse5, not a child, so it is left out as browsers leave it out of the page.
 */
function convert(root, stopped) {
    const document = { type: 'document', children: [], mode: root.mode };
    let stoppedAt = null;
    const pending = [];
    const pushChildren = (from, to) => {
        for (let index = from.childNodes.length - 1; index >= 0; index--) {
            const child = from.childNodes[index];
            if (child !== undefined)
                pending.push([child, to]);
        }
    };
    pushChildren(root, document);
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        const [node, parent] = next;
        const converted = convertNode(node, parent);
        parent.children.push(converted);
        if (converted.type !== 'element')
            continue;
        if (node === stopped)
            stoppedAt = converted;
        pushChildren(node, converted);
    }
    return { document, stoppedAt };
}
function convertNode(node, parent) {
    const location = node.sourceCodeLocation ?? undefined;
    const startIndex = location?.startOffset;
    const endIndex = location === undefined ? undefined : location.endOffset - 1;
    if (dist/* defaultTreeAdapter */.jh.isTextNode(node))
        return { type: 'text', data: node.value, parent, startIndex, endIndex };
    if (!dist/* defaultTreeAdapter */.jh.isElementNode(node)) {
        const type = dist/* defaultTreeAdapter */.jh.isCommentNode(node) ? 'comment' : 'doctype';
        return { type, parent, startIndex, endIndex };
    }
    const attribs = Object.create(null);
    for (const { name, value, prefix } of node.attrs)
        attribs[prefix ? `${prefix}:${name}` : name] = value;
    const startTag = node.sourceCodeLocation?.startTag;
    return {
        type: 'element',
        name: node.tagName,
        namespace: NAMESPACES.get(node.namespaceURI) ?? 'html',
        attribs,
        children: [],
        parent,
        startIndex: startTag?.startOffset,
        endIndex,
        openTagEnd: startTag === undefined ? undefined : startTag.endOffset - 1,
    };
}
/** Raw parse5 speed for benchmarks: parse with source locations (no depth cap) and count the elements. */
function parseOnly(html) {
    let count = 0;
    const treeAdapter = {
        ...defaultTreeAdapter,
        createElement(tagName, namespaceURI, attrs) {
            count += 1;
            return defaultTreeAdapter.createElement(tagName, namespaceURI, attrs);
        },
    };
    parse(html, { sourceCodeLocationInfo: true, treeAdapter });
    return count;
}
//# sourceMappingURL=parse.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/checks/document.js
/** Checks of the document as a whole: status, doctype, language, ids, nesting, amount of text. */



const MIN_WORDS = 200;
const httpStatus = (page) => page.status >= 200 && page.status < 300
    ? []
    : // The status is not page source; the status as received is the exact evidence there is.
        [{ message: `The page answered HTTP ${page.status}`, evidence: `HTTP ${page.status}` }];
const lang = (page) => {
    const html = page.byTag('html')[0];
    if (html !== undefined && (attribute(html, 'lang') ?? '') !== '')
        return [];
    return [{ message: 'The page does not declare its language', evidence: landmark(page, 'html') }];
};
/**
 * The parser tells the document mode the page gets, as a browser decides it. A doctype counts only
 * where a browser reads it: before it, the HTML spec's "initial" insertion mode skips whitespace
 * and comments (`<?xml ...?>` is one too); anything else switches the page to quirks mode and the
 * later doctype is ignored. A doctype that is read can still ask for quirks mode (HTML 4.01
 * Transitional without its system identifier, HTML 3.2, ...). Limited quirks (XHTML 1.0
 * Transitional) changes only how images sit in table cells, so it is not reported.
 */
const doctype = (page) => {
    const { document, source } = page.parsed;
    const declaration = document.children.find((node) => node.type === 'doctype');
    if (declaration !== undefined) {
        if (document.mode !== 'quirks')
            return [];
        const written = source.slice(declaration.startIndex ?? 0, (declaration.endIndex ?? 0) + 1);
        return [{ message: 'The doctype puts browsers in quirks mode', evidence: cut(written) }];
    }
    const late = LATE_DOCTYPE.exec(source);
    if (late === null)
        return [{ message: 'The page has no <!DOCTYPE html>', evidence: landmark(page, 'html') }];
    return [
        {
            message: 'Content before the <!DOCTYPE> makes browsers ignore it and use quirks mode',
            evidence: cut(withoutSkipped(source.slice(0, late.index))),
        },
    ];
};
const LATE_DOCTYPE = /<!doctype/i;
// What the "initial" insertion mode skips before content: a byte order mark, the HTML spec's ASCII
// whitespace (not String.trim's: a no-break space is content here), comments and `<?...>`.
const SKIPPED_BEFORE = /^\uFEFF?(?:[\t\n\f\r ]+|<!--[\s\S]*?-->|<\?[^>]*>)*/;
const TRAILING_SPACE = /[\t\n\f\r ]+$/;
function withoutSkipped(leading) {
    return leading.replace(SKIPPED_BEFORE, '').replace(TRAILING_SPACE, '');
}
const duplicateIds = (page) => {
    const seen = new Set();
    const problems = [];
    for (const element of page.elements) {
        const id = element.attribs['id'];
        if (id === undefined || id === '')
            continue;
        if (seen.has(id)) {
            problems.push({
                message: `The id "${cut(id, 80)}" is used more than once`,
                evidence: openTag(page.parsed, element),
            });
        }
        seen.add(id);
    }
    return problems;
};
const depth = (page) => {
    const stoppedAt = page.parsed.stoppedAt;
    if (stoppedAt === null)
        return [];
    return [
        {
            message: `Elements nest deeper than ${MAX_DEPTH} levels; the analysis stopped here`,
            evidence: openTag(page.parsed, stoppedAt),
        },
    ];
};
const wordCount = (page) => page.words >= MIN_WORDS
    ? []
    : [
        {
            message: `The page has ${page.words} words; fewer than ${MIN_WORDS} reads as thin content`,
            evidence: landmark(page, 'body', 'html'),
        },
    ];
//# sourceMappingURL=document.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/checks/head.js



const DESCRIPTION_LENGTH = { min: 50, max: 160 };
function metaWhere(page, name, value) {
    return page.byTag('meta').filter((meta) => attribute(meta, name)?.toLowerCase() === value);
}
function hasContent(meta) {
    return (attribute(meta, 'content') ?? '') !== '';
}
function missing(page, message) {
    return [{ message, evidence: landmark(page, 'head', 'html') }];
}
const metaDescription = (page) => {
    const meta = metaWhere(page, 'name', 'description')[0];
    if (meta === undefined)
        return missing(page, 'The page has no meta description');
    const length = codePoints(collapse(attribute(meta, 'content') ?? ''));
    if (length >= DESCRIPTION_LENGTH.min && length <= DESCRIPTION_LENGTH.max)
        return [];
    return [
        {
            message: `The meta description has ${length} characters; ${DESCRIPTION_LENGTH.min}-${DESCRIPTION_LENGTH.max} read ` +
                `best`,
            evidence: openTag(page.parsed, meta),
        },
    ];
};
const metaViewport = (page) => metaWhere(page, 'name', 'viewport').some(hasContent) ? [] : missing(page, 'The page declares no viewport');
const metaCharset = (page) => {
    const declared = page
        .byTag('meta')
        .some((meta) => attribute(meta, 'charset') !== undefined || /charset=/i.test(httpEquivContentType(meta)));
    return declared ? [] : missing(page, 'The page declares no character encoding');
};
function httpEquivContentType(meta) {
    return attribute(meta, 'http-equiv')?.toLowerCase() === 'content-type' ? (attribute(meta, 'content') ?? '') : '';
}
const ogTitle = (page) => metaWhere(page, 'property', 'og:title').some(hasContent) ? [] : missing(page, 'The page has no og:title');
const canonical = (page) => {
    const links = page.byTag('link').filter((link) => hasToken(attribute(link, 'rel'), 'canonical'));
    if (links.length === 0)
        return missing(page, 'The page has no canonical link');
    return links.slice(1).map((link) => ({
        message: `The page declares ${links.length} canonical links; search engines may ignore all of them`,
        evidence: openTag(page.parsed, link),
    }));
};
const ROBOTS_NAMES = new Set(['robots', 'googlebot']);
function forbidsIndexing(directives) {
    return hasToken(directives, 'noindex') || hasToken(directives, 'none');
}
const noindex = (page) => {
    const metas = page
        .byTag('meta')
        .filter((meta) => ROBOTS_NAMES.has(attribute(meta, 'name')?.toLowerCase() ?? '') && forbidsIndexing(attribute(meta, 'content')));
    const problems = metas.map((meta) => ({
        message: 'A robots meta tag keeps search engines from indexing the page',
        evidence: openTag(page.parsed, meta),
    }));
    const header = page.headers.get('x-robots-tag');
    if (forbidsIndexing(header)) {
        // The header is not page source; quoting it as sent is the exact evidence there is.
        problems.push({
            message: 'The X-Robots-Tag header keeps search engines from indexing the page',
            evidence: cut(`X-Robots-Tag: ${header}`),
        });
    }
    return problems;
};
//# sourceMappingURL=head.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/checks/headings.js


const headings_HEADING = /^h([1-6])$/;
const h1 = (page) => {
    const headings = page.byTag('h1');
    if (headings.length === 0)
        return [{ message: 'The page has no <h1>', evidence: landmark(page, 'body', 'html') }];
    // The first <h1> is the page's; each further one is a finding of its own.
    return headings.slice(1).map((heading) => ({
        message: `The page has ${headings.length} <h1> elements; keep one`,
        evidence: outerHtml(page.parsed, heading),
    }));
};
const order = (page) => {
    const problems = [];
    let previous;
    for (const element of page.elements) {
        const level = headingLevel(element);
        if (level === undefined)
            continue;
        if (previous !== undefined && level > previous + 1) {
            problems.push({
                message: `<h${level}> follows <h${previous}>, skipping a level`,
                evidence: outerHtml(page.parsed, element),
            });
        }
        previous = level;
    }
    return problems;
};
function headingLevel(element) {
    const match = headings_HEADING.exec(element.name);
    return match?.[1] === undefined ? undefined : Number(match[1]);
}
//# sourceMappingURL=headings.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/page-url.js
/**
 * One page, one URL: the form under which the service stores, looks up and crawls a page. The
 * fragment never reaches the server, and a percent-encoded unreserved character (RFC 3986 §2.3:
 * letters, digits, `-._~`) means the character itself (§6.2.2.2), so `/page#a` and `/%70age` are
 * both `/page`; other escapes get upper-case hex digits (§6.2.2.1). WHATWG URL has already
 * lower-cased scheme and host, dropped a default port and resolved dot segments.
 */
const PERCENT_ESCAPE = /%[0-9a-f]{2}/gi;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
function normalizePageUrl(url) {
    const normal = new URL(url.href.replace(PERCENT_ESCAPE, normalizeEscape));
    normal.hash = '';
    return normal;
}
function normalizeEscape(escape) {
    const character = String.fromCharCode(Number.parseInt(escape.slice(1), 16));
    return UNRESERVED.test(character) ? character : escape.toUpperCase();
}
//# sourceMappingURL=page-url.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/fragment-targets.js
/** Where a link to a part of its own page (`href="#details"`) lands, and how that part is titled. */




const fragment_targets_HEADING = /^h[1-6]$/;
const fragment_targets_isHeading = (element) => fragment_targets_HEADING.test(element.name);
class FragmentTargets {
    #page;
    #pageUrl;
    #names;
    #base;
    #baseIsPage;
    constructor(page) {
        this.#page = page;
        this.#pageUrl = normalizePageUrl(page.url).href;
    }
    /** The texts that title the link's target on this page: its own, its heading's, or its first heading's. */
    titles(link) {
        const target = this.target(link);
        if (target === undefined)
            return [];
        const titled = [target, closest(target, fragment_targets_isHeading), firstBelow(target, fragment_targets_isHeading)];
        return titled.filter((element) => element !== undefined).map((element) => textOf(element));
    }
    /** The fragment of a link to this same page (`#top`, or the page's own URL with a fragment), else undefined. */
    fragment(link) {
        const href = attribute(link, 'href') ?? '';
        // Most links have no fragment: parsing a URL is the cost, so only those with a `#` are parsed.
        if (!href.includes('#'))
            return undefined;
        // `#id` with no <base> elsewhere: the fragment as written, without parsing a URL per link.
        if (href.startsWith('#') && (this.#baseIsPage ??= normalizePageUrl(baseUrl(this.#page)).href === this.#pageUrl)) {
            return href.length < 2 ? undefined : href.slice(1);
        }
        const url = URL.parse(href, (this.#base ??= baseUrl(this.#page).href));
        if (url === null || url.hash.length < 2 || normalizePageUrl(url).href !== this.#pageUrl)
            return undefined;
        return url.hash.slice(1);
    }
    /**
     * Where a link to this page lands, as the HTML spec finds a fragment: the first element with that
     * id, else the first `<a name>`, by the fragment as written, then decoded.
     */
    target(link) {
        const fragment = this.fragment(link);
        if (fragment === undefined)
            return undefined;
        return this.#find(fragment) ?? this.#find(decoded(fragment));
    }
    #find(fragment) {
        return this.#page.byId(fragment) ?? (this.#names ??= indexNames(this.#page)).get(fragment);
    }
}
function indexNames(page) {
    const byName = new Map();
    for (const anchor of page.byTag('a')) {
        const name = anchor.attribs['name'];
        if (name !== undefined && !byName.has(name))
            byName.set(name, anchor);
    }
    return byName;
}
function decoded(fragment) {
    try {
        return decodeURIComponent(fragment);
    }
    catch {
        return fragment;
    }
}
//# sourceMappingURL=fragment-targets.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/checks/links.js
/** Checks of link text: links a reader cannot tell apart or cannot see at all. */






/**
 * Text that says nothing about where a link goes, matched on the whole normalised text. Words
 * such as "details" or "link" are left out: they are as often the title of what the link opens
 * (a section "Details"), and flagging them was wrong far more often than right on real pages.
 */
const GENERIC_TEXT = new Set(['here', 'click here', 'this', 'more', 'read more', 'learn more']);
// A code-like token names a thing: Node's docs link types as `<this>`, which is not "this".
const CODE_LIKE = /[<>`]/;
/** Links that navigate: an `<a>` without href is a placeholder, not a link. */
function links(page) {
    return page.byTag('a').filter((link) => attribute(link, 'href') !== undefined);
}
/**
 * What a screen reader announces for the link, or undefined when it names it by reference
 * (aria-labelledby points elsewhere on the page; we do not resolve it).
 */
function accessibleName(link) {
    if (attribute(link, 'aria-labelledby'))
        return undefined;
    return attribute(link, 'aria-label') || contentName(link) || attribute(link, 'title') || '';
}
function linkProblems(page, message, offends) {
    const problems = [];
    for (const link of links(page)) {
        const name = accessibleName(link);
        if (name !== undefined && offends(name, link))
            problems.push({ message, evidence: outerHtml(page.parsed, link) });
    }
    return problems;
}
/** Lower case, punctuation and symbols dropped ("Read more »" is "read more"), spaces collapsed. */
function normalized(text) {
    return collapse(text.toLowerCase().replace(/[^\p{L}\p{N}\s]+/gu, ''));
}
const genericText = (page) => {
    const targets = new FragmentTargets(page);
    return linkProblems(page, 'The link text does not say where it goes', (name, link) => {
        const text = normalized(name);
        return (GENERIC_TEXT.has(text) &&
            !CODE_LIKE.test(name) &&
            !inCode(link) &&
            !targets.titles(link).some((title) => normalized(title) === text));
    });
};
const emptyLink = (page) => linkProblems(page, 'The link has no text, label or image alt', (name) => name === '');
const isCode = (element) => element.name === 'code';
function inCode(link) {
    return closest(link, isCode) !== undefined || firstBelow(link, isCode) !== undefined;
}
/**
 * A link to a part of this page that is not on it (`href="#typo"`) goes nowhere. `#top` is the
 * top of the page by the HTML spec's own rule, with or without an element of that id.
 */
const fragment = (page) => {
    const targets = new FragmentTargets(page);
    return links(page)
        .filter((link) => {
        const name = targets.fragment(link);
        return name !== undefined && name.toLowerCase() !== 'top' && targets.target(link) === undefined;
    })
        .map((link) => ({
        message: `The link goes to #${cut(targets.fragment(link) ?? '', 80)}, which is not on the page`,
        evidence: openTag(page.parsed, link),
    }));
};
//# sourceMappingURL=links.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/checks/media.js


const media_imageAlt = (page) => page
    .byTag('img')
    .filter((image) => image.attribs['alt'] === undefined)
    .map((image) => ({ message: 'The image has no alt attribute', evidence: openTag(page.parsed, image) }));
/** Attributes that make the browser load a subresource, per element (a Map: tag names are page input). */
const SUBRESOURCES = new Map([
    ['img', ['src']],
    ['script', ['src']],
    ['iframe', ['src']],
    ['audio', ['src']],
    ['video', ['src', 'poster']],
    ['source', ['src']],
    ['track', ['src']],
    ['embed', ['src']],
    ['object', ['data']],
    ['link', ['href']],
]);
// A <link> loads its href only for these relations (canonical, alternate, next... are references).
const LOADING_RELS = ['stylesheet', 'icon', 'preload', 'modulepreload', 'manifest'];
function loads(element) {
    return element.name !== 'link' || LOADING_RELS.some((token) => hasToken(attribute(element, 'rel'), token));
}
const mixedContent = (page) => {
    if (page.url.protocol !== 'https:')
        return [];
    const base = baseUrl(page);
    const problems = [];
    for (const element of page.elements) {
        const names = SUBRESOURCES.get(element.name);
        if (names === undefined || !loads(element))
            continue;
        const insecure = names
            .map((name) => attribute(element, name))
            .map((value) => (value === undefined ? null : URL.parse(value, base.href)))
            .find((url) => url?.protocol === 'http:');
        if (insecure) {
            problems.push({
                message: `<${element.name}> loads ${cut(insecure.href, 120)} over plain http on an https page`,
                evidence: openTag(page.parsed, element),
            });
        }
    }
    return problems;
};
//# sourceMappingURL=media.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/checks/title.js



const TITLE_LENGTH = { min: 10, max: 60 };
const titleMissing = (page) => {
    const title = page.byTag('title')[0];
    if (title === undefined)
        return [{ message: 'The page has no <title>', evidence: landmark(page, 'head', 'html') }];
    if (textOf(title) === '')
        return [{ message: 'The <title> is empty', evidence: outerHtml(page.parsed, title) }];
    return [];
};
const titleLength = (page) => {
    const title = page.byTag('title')[0];
    if (title === undefined)
        return [];
    // Two UTF-16 units per code point at most: enough text to tell "too long" for any script.
    const length = codePoints(textOf(title, (TITLE_LENGTH.max + 1) * 2));
    // An empty title is title.missing's finding.
    if (length === 0 || (length >= TITLE_LENGTH.min && length <= TITLE_LENGTH.max))
        return [];
    const message = length > TITLE_LENGTH.max
        ? `The title is longer than ${TITLE_LENGTH.max} characters`
        : `The title has ${length} characters, fewer than ${TITLE_LENGTH.min}`;
    return [{ message, evidence: outerHtml(page.parsed, title) }];
};
//# sourceMappingURL=title.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/checks/index.js










const CHECKS = {
    'http.status': httpStatus,
    'robots.noindex': noindex,
    'title.missing': titleMissing,
    'meta.viewport': metaViewport,
    'security.mixed_content': mixedContent,
    'html.depth': depth,
    'meta.description': metaDescription,
    'content.word_count': wordCount,
    'headings.h1': h1,
    'title.length': titleLength,
    'html.lang': lang,
    'images.alt': media_imageAlt,
    'links.empty': emptyLink,
    'link.canonical': canonical,
    'meta.charset': metaCharset,
    'html.doctype': doctype,
    'headings.order': order,
    'links.text': genericText,
    'html.duplicate_ids': duplicateIds,
    'a11y.label': label,
    'a11y.frame_title': frameTitle,
    'a11y.aria_reference': ariaReference,
    'a11y.list': list,
    'a11y.svg_name': svgName,
    'a11y.accesskeys': accesskeys,
    'a11y.html_lang_valid': htmlLangValid,
    'a11y.main_landmark': mainLandmark,
    'a11y.aria_role': ariaRole,
    'a11y.th_scope': thScope,
    'links.fragment': fragment,
    'a11y.empty_heading': emptyHeading,
    'script.errors': scriptErrors,
    'network.failed': failedRequests,
    'social.og_title': ogTitle,
};
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/crawl-links.js


/** Absolute same-origin http(s) links of the page, normalised as pages are stored, de-duplicated, in document order. */
function crawlLinks(page) {
    const base = baseUrl(page);
    const found = new Set();
    for (const element of page.elements) {
        const href = element.name === 'a' || element.name === 'area' ? attribute(element, 'href') : undefined;
        const url = href === undefined ? null : URL.parse(href, base.href);
        if (url === null || url.origin !== page.url.origin)
            continue;
        found.add(normalizePageUrl(url).href);
    }
    return [...found];
}
//# sourceMappingURL=crawl-links.js.map
// EXTERNAL MODULE: ./lib/service/analyzer/failure.js
var failure = __webpack_require__(4048);
;// CONCATENATED MODULE: ./lib/service/analyzer/score.js
const GRADES = [
    [90, 'A'],
    [80, 'B'],
    [70, 'C'],
    [60, 'D'],
];
function scoreOf(tallies) {
    let penalty = 0;
    for (const { weight, cap, count } of tallies)
        penalty += Math.min(cap, weight * count);
    return Math.max(0, 100 - penalty);
}
function gradeOf(score) {
    return GRADES.find(([minimum]) => score >= minimum)?.[1] ?? 'F';
}
/** Findings per severity, and the checks that ran and found nothing as `passed`. */
function countIssues(tallies) {
    const issues = { critical: 0, recommended: 0, optional: 0, passed: 0 };
    for (const { severity, count } of tallies) {
        if (count === 0)
            issues.passed += 1;
        else
            issues[severity] += count;
    }
    return issues;
}
//# sourceMappingURL=score.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/analyze.js










/** Analyses a page already fetched. Pure and deterministic: the same input gives the same analysis. */
function analyzeHtml(html, response) {
    const url = URL.parse(response.url);
    if (url === null)
        throw new failure/* AnalysisFailure */.J('invalid_url', `not a URL: ${cut(response.url, 120)}`);
    const page = buildPage(parseHtml(html), url, response.status, response.headers, response.browser);
    const { findings, tallies } = runChecks(page);
    const axe = page.browser?.axe;
    if (axe) {
        const found = axeFindings(axe);
        findings.push(...found.findings);
        tallies.push(...found.tallies);
    }
    const score = scoreOf(tallies);
    return {
        title: pageTitle(page),
        word_count: page.words,
        score,
        grade: gradeOf(score),
        issues: countIssues(tallies),
        findings,
        http_status: response.status,
        final_url: url.href,
        links: crawlLinks(page),
    };
}
function runChecks(page) {
    const findings = [];
    const tallies = [];
    for (const check of CHECK_NAMES) {
        if (BROWSER_CHECKS.has(check) && !page.browser)
            continue;
        if (replacedByAxe(check, page.browser?.axe))
            continue;
        const problems = CHECKS[check](page).slice(0, MAX_FINDINGS_PER_CHECK);
        tallies.push({ ...RULES[check], count: problems.length });
        const { severity, impact, effort, remediation } = RULES[check];
        for (const { message, evidence } of problems) {
            findings.push({ check, severity, result: 'warn', message, evidence, remediation, impact, effort });
        }
    }
    return { findings, tallies };
}
function pageTitle(page) {
    const title = page.byTag('title')[0];
    return title === undefined ? '' : textOf(title);
}
//# sourceMappingURL=analyze.js.map
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
;// CONCATENATED MODULE: ./lib/service/analyzer/charset.js
/** Decodes a page body: the charset of Content-Type, else a `<meta charset>` near the top, else UTF-8. */
// The HTML spec's prescan looks at the first 1024 bytes for a declared encoding.
const PRESCAN_BYTES = 1024;
const META_CHARSET = /<meta[^>]*?charset\s*=\s*["']?\s*([\w.:+-]+)/i;
function decodeHtml(body, contentType) {
    const label = headerCharset(contentType) ?? charset_metaCharset(body) ?? 'utf-8';
    return decoderFor(label).decode(body);
}
function headerCharset(contentType) {
    return /;\s*charset\s*=\s*"?([\w.:+-]+)/i.exec(contentType ?? '')?.[1];
}
function charset_metaCharset(body) {
    const head = new TextDecoder('latin1').decode(body.subarray(0, PRESCAN_BYTES));
    return META_CHARSET.exec(head)?.[1];
}
function decoderFor(label) {
    try {
        return new TextDecoder(label);
    }
    catch {
        // An unknown label is a page bug; browsers fall back too, and UTF-8 is the web's default.
        return new TextDecoder('utf-8');
    }
}
//# sourceMappingURL=charset.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/fetch-page.js
/**
 * Fetches a page for analysis with undici, on an Agent of its own (its timeouts and SSRF guard
 * must not leak into other requests of the process). Everything is bounded: one deadline covers
 * connect, redirects and body, so a server that drips a byte a second still times out; the body
 * is streamed and dropped past maxBytes; redirects are followed by hand, each hop checked.
 */






const DEFAULTS = {
    timeoutMs: 15_000,
    maxBytes: 5 * 1024 * 1024,
    maxRedirects: 5,
    userAgent: 'pagegate-analyzer (reference Page Analysis Service)',
};
const WEB_PROTOCOLS = new Set(['http:', 'https:']);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
async function fetchPage(url, options) {
    const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
    const deadline = AbortSignal.timeout(timeoutMs);
    const agent = new undici/* Agent */.g6({
        connect: guardedConnector(timeoutMs, options.allowPrivate),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
    });
    const trip = {
        agent,
        signal: options.signal ? AbortSignal.any([options.signal, deadline]) : deadline,
        allowPrivate: options.allowPrivate,
        maxBytes: options.maxBytes ?? DEFAULTS.maxBytes,
        maxRedirects: options.maxRedirects ?? DEFAULTS.maxRedirects,
        userAgent: options.userAgent ?? DEFAULTS.userAgent,
        url: pageUrl(url),
    };
    try {
        return await follow(trip);
    }
    catch (error) {
        if (options.signal?.aborted)
            throw options.signal.reason;
        throw failureOf(error, trip.url, deadline.aborted, timeoutMs);
    }
    finally {
        await agent.destroy();
    }
}
/** Connections whose names resolve through the guard, for the port each one dials. */
function guardedConnector(timeoutMs, allowance) {
    if (allowance === true)
        return (0,undici/* buildConnector */.gU)({ timeout: timeoutMs });
    return (options, callback) => {
        const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80);
        (0,undici/* buildConnector */.gU)({ timeout: timeoutMs, lookup: (0,address/* guardedLookup */.rN)(port, allowance) })(options, callback);
    };
}
function pageUrl(raw) {
    const url = URL.parse(raw);
    if (url === null || !WEB_PROTOCOLS.has(url.protocol)) {
        throw new failure/* AnalysisFailure */.J('invalid_url', `not an http(s) URL: ${cut(raw, 120)}`);
    }
    return url;
}
async function follow(trip) {
    const visited = new Set();
    for (;;) {
        (0,address/* assertAllowedHost */.vO)(trip.url.hostname, (0,address/* portOf */.HM)(trip.url), trip.allowPrivate);
        visited.add(trip.url.href);
        const response = await (0,undici/* request */.Em)(trip.url, {
            dispatcher: trip.agent,
            signal: trip.signal,
            headers: { 'user-agent': trip.userAgent, accept: 'text/html,application/xhtml+xml' },
        });
        const headers = flatHeaders(response.headers);
        const location = REDIRECT_STATUSES.has(response.statusCode) ? headers['location'] : undefined;
        if (location === undefined)
            return await readPage(trip, response, headers);
        discard(response.body);
        trip.url = nextHop(trip, location, visited);
    }
}
function nextHop(trip, location, visited) {
    const next = URL.parse(location, trip.url.href);
    if (next === null || !WEB_PROTOCOLS.has(next.protocol)) {
        throw new failure/* AnalysisFailure */.J('invalid_url', `${cut(trip.url.href, 120)} redirects to a non-http(s) location`);
    }
    if (visited.has(next.href)) {
        throw new failure/* AnalysisFailure */.J('too_many_redirects', `redirect loop: ${cut(trip.url.href, 120)} leads back to ${cut(next.href, 120)}`);
    }
    // visited holds the first request and every hop followed so far.
    if (visited.size > trip.maxRedirects) {
        throw new failure/* AnalysisFailure */.J('too_many_redirects', `more than ${trip.maxRedirects} redirects, the last to ${cut(next.href, 120)}`);
    }
    return next;
}
async function readPage(trip, response, headers) {
    const type = (headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
    if (!HTML_TYPES.has(type)) {
        discard(response.body);
        throw new failure/* AnalysisFailure */.J('not_html', type === '' ? 'the page has no Content-Type' : `the page is ${cut(type, 80)}, not HTML`);
    }
    if (Number(headers['content-length']) > trip.maxBytes) {
        discard(response.body);
        throw tooLarge(trip.maxBytes);
    }
    const body = await readBody(response.body, trip.maxBytes);
    return { url: trip.url.href, status: response.statusCode, headers, html: decodeHtml(body, headers['content-type']) };
}
async function readBody(body, maxBytes) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        // Leaving the loop destroys the stream: nothing past the cap is read.
        if (size > maxBytes)
            throw tooLarge(maxBytes);
        chunks.push(chunk);
    }
    return Buffer.concat(chunks, size);
}
/** Drops a body we will not read; undici reports the drop as an abort error, expected here. */
function discard(body) {
    body.on('error', () => { }).destroy();
}
function tooLarge(maxBytes) {
    return new failure/* AnalysisFailure */.J('too_large', `the page is larger than ${maxBytes} bytes`);
}
function flatHeaders(headers) {
    const flat = {};
    for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined)
            flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    }
    return flat;
}
function failureOf(error, url, timedOut, timeoutMs) {
    if (error instanceof failure/* AnalysisFailure */.J)
        return error;
    if (error instanceof Error && error.cause instanceof failure/* AnalysisFailure */.J)
        return error.cause;
    const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    if (timedOut || (code !== undefined && TIMEOUT_CODES.has(code))) {
        return new failure/* AnalysisFailure */.J('timeout', `${url.host} did not answer in full within ${timeoutMs} ms`, {
            cause: error,
        });
    }
    return new failure/* AnalysisFailure */.J('unreachable', `${url.host} could not be fetched: ${code ?? (0,describe/* describe */.q)(error)}`, {
        cause: error,
    });
}
//# sourceMappingURL=fetch-page.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/analyze-url.js


/**
 * Fetches the page (SSRF-safe unless allowPrivate) and analyses it, on this thread unless given
 * where to; rejects with AnalysisFailure.
 */
async function analyzeUrl(url, options, analyze = analyzeHtml) {
    const page = await fetchPage(url, options);
    return analyze(page.html, page, options.signal);
}
//# sourceMappingURL=analyze-url.js.map
;// CONCATENATED MODULE: ./lib/service/analyzer/index.js
/**
 * The reference service's analyzer: fetches a page (fetch-page.ts), parses it (parse.ts), runs
 * the named checks of the rules table (rules.ts, which documents the score formula) and returns
 * an Analysis the server stores as a report.
 */





//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./lib/service/analysis-job.js
/** Running one analysis for a worker: fault latency, the analyzer, and the report it completes. */



/** `null` when the service is stopping: the job is left for the store to queue again. */
async function analyzePage(context, url, render, signal) {
    try {
        if (context.faults.analysisLatencyMs > 0)
            await (0,promises_.setTimeout)(context.faults.analysisLatencyMs, undefined, { signal });
        return { ok: true, analysis: await context.analyze(url, { allowPrivate: context.allowPrivate, signal, render }) };
    }
    catch (error) {
        if (signal.aborted)
            return null;
        const code = error instanceof failure/* AnalysisFailure */.J ? error.code : 'analysis_error';
        return { ok: false, error: { code, message: (0,describe/* describe */.q)(error) } };
    }
}
async function runReportJob(context, report, signal) {
    // The fault "never finishes" leaves the row running without holding a worker.
    if (context.faults.neverFinishes())
        return;
    const outcome = await analyzePage(context, report.url, report.render === 1, signal);
    if (!outcome)
        return;
    if (outcome.ok)
        context.store.reports.complete(report.id, reportResult(outcome.analysis), Date.now());
    else
        context.store.reports.fail(report.id, outcome.error, Date.now());
    context.reportFinished(report);
}
function reportResult(analysis) {
    const { title, word_count, score, grade, issues, findings, http_status, final_url } = analysis;
    return { title, word_count, score, grade, issues, findings, http_status, final_url };
}
//# sourceMappingURL=analysis-job.js.map
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
;// CONCATENATED MODULE: ./lib/service/abort-reason.js
/** AbortSignal's reason is typed `any`: whatever the aborter passed, as an Error to reject with. */
function abortReason(signal) {
    return signal.reason instanceof Error ? signal.reason : new DOMException('This operation was aborted', 'AbortError');
}
//# sourceMappingURL=abort-reason.js.map
;// CONCATENATED MODULE: ./lib/service/analysis-pool.js
/**
 * Analyses off the event loop. analyzeHtml is synchronous CPU work (a 5 MB page takes a few
 * hundred milliseconds), and on the service's own thread every request would wait for it
 * (`npm run bench -- load` measures reads while 5 MB pages are analysed, both ways). The pool runs
 * it in worker_threads, at most `size` of them, each started on first use and kept for the next
 * page; the service sizes it to its job workers, so an analysis never waits for a thread.
 */



// import.meta.url goes through a variable on purpose: ncc copies a file named as
// `new URL('…', import.meta.url)` as a raw asset, whose own imports would not resolve. The
// thread's entry is bundled by `npm run bundle` to the same place relative to this module as in
// lib/ (dist/cli/analysis-worker/index.js beside the chunk that holds this code).
const here = import.meta.url;
const THREAD_ENTRY = new URL('./analysis-worker/index.js', here);
class AnalysisPool {
    #size;
    #entry;
    /** Every live thread and the task it runs, null when idle. */
    #threads = new Map();
    #waiting = [];
    #closed = false;
    /** `entry`: the threads' module; tests give one whose answer they control. */
    constructor(size, entry = THREAD_ENTRY) {
        this.#size = size;
        this.#entry = entry;
    }
    /**
     * Rejects with the signal's reason when it aborts; the thread is stopped then (a synchronous analysis cannot be
     * interrupted otherwise).
     */
    analyze = (html, response, signal) => {
        if (this.#closed)
            return Promise.reject(new Error('the analysis pool is closed'));
        if (signal?.aborted)
            return Promise.reject(abortReason(signal));
        const { promise, resolve, reject } = Promise.withResolvers();
        this.#waiting.push({ request: { html, response: plainResponse(response) }, resolve, reject, signal });
        this.#dispatch();
        return promise;
    };
    async close() {
        this.#closed = true;
        for (const task of this.#waiting.splice(0))
            task.reject(new Error('the analysis pool is closed'));
        const threads = [...this.#threads.keys()];
        for (const thread of threads)
            this.#drop(thread, new Error('the analysis pool is closed'));
        await Promise.all(threads.map((thread) => thread.terminate()));
    }
    #dispatch() {
        while (this.#waiting.length > 0 && !this.#closed) {
            const thread = this.#idleThread();
            if (!thread)
                return;
            const task = this.#waiting.shift();
            if (task.signal?.aborted) {
                task.reject(task.signal.reason);
                continue;
            }
            if (task.signal) {
                task.onAbort = () => this.#drop(thread, task.signal?.reason);
                task.signal.addEventListener('abort', task.onAbort, { once: true });
            }
            this.#threads.set(thread, task);
            thread.postMessage(task.request);
        }
    }
    #idleThread() {
        for (const [thread, task] of this.#threads)
            if (task === null)
                return thread;
        return this.#threads.size < this.#size ? this.#spawn() : undefined;
    }
    #spawn() {
        const thread = new external_node_worker_threads_.Worker(this.#entry);
        // An idle thread never keeps the process alive; the service's server does while it runs.
        thread.unref();
        thread.on('message', (reply) => this.#settle(thread, reply));
        thread.on('error', (error) => this.#drop(thread, error));
        thread.on('exit', (code) => this.#drop(thread, new Error(`the analysis thread stopped (exit code ${code})`)));
        this.#threads.set(thread, null);
        return thread;
    }
    #settle(thread, reply) {
        const task = this.#threads.get(thread);
        if (!task)
            return;
        this.#threads.set(thread, null);
        release(task);
        if (reply.ok)
            task.resolve(reply.analysis);
        else
            task.reject(reply.code === null ? new Error(reply.message) : new failure/* AnalysisFailure */.J(reply.code, reply.message));
        this.#dispatch();
    }
    /** Forgets a thread that failed, stopped, or whose task was aborted, and rejects its task. */
    #drop(thread, reason) {
        if (!this.#threads.has(thread))
            return;
        const task = this.#threads.get(thread);
        this.#threads.delete(thread);
        void thread.terminate();
        if (task) {
            release(task);
            task.reject(reason);
        }
        this.#dispatch();
    }
}
function release(task) {
    if (task.onAbort)
        task.signal?.removeEventListener('abort', task.onAbort);
}
/** Only the fields the analyzer reads: a fetched page also carries its html, which is sent once. */
function plainResponse(response) {
    const { url, status, headers, browser } = response;
    return browser === undefined ? { url, status, headers } : { url, status, headers, browser };
}
//# sourceMappingURL=analysis-pool.js.map
;// CONCATENATED MODULE: ./lib/service/crawler.js
/**
 * Site crawls, breadth first: the seed is page 1 at depth 0; each analysed page queues its
 * same-origin links one level deeper, until the crawl's page cap (what pages_fetched counts) or
 * its depth limit. Every new URL seen within the depth limit counts in pages_found, also those
 * skipped after the cap. Pages are jobs on the shared workers, so the order is FIFO by level.
 */

function startCrawl(store, request) {
    return store.transaction(() => {
        const id = store.crawls.create({
            workspace: request.workspace,
            host: request.seed.hostname,
            label: request.label,
            seedUrl: request.seed.href,
            maxPages: request.maxPages,
            maxDepth: request.maxDepth,
            render: request.render,
            createdAt: Date.now(),
        });
        store.crawls.discover(id, request.seed.href);
        store.crawls.enqueuePage(id, request.seed.href, 0);
        return id;
    });
}
async function runCrawlPage(context, page, signal) {
    const render = context.store.crawls.byId(page.crawl_id)?.render === 1;
    const outcome = await analyzePage(context, page.url, render, signal);
    if (!outcome)
        return;
    const { store } = context;
    store.transaction(() => {
        const crawl = store.crawls.byId(page.crawl_id);
        if (!crawl)
            return;
        if (outcome.ok) {
            const { analysis } = outcome;
            store.crawls.pageDone(crawl.id, page.id, { ...analysis, internal_links: analysis.links.length });
            crawler_follow(store, crawl, page, analysis.links);
        }
        else {
            store.crawls.pageFailed(crawl.id, page.id, outcome.error);
        }
        if (!outcome.ok && page.depth === 0) {
            store.crawls.finish(crawl.id, {
                state: 'failed',
                error: `seed page: ${outcome.error.message}`,
                finishedAt: Date.now(),
            });
        }
        else if (store.crawls.unfinishedPages(crawl.id) === 0) {
            store.crawls.finish(crawl.id, { state: 'done', error: null, finishedAt: Date.now() });
        }
    });
    context.wake();
}
function crawler_follow(store, crawl, page, links) {
    if (page.depth >= crawl.max_depth)
        return;
    const origin = new URL(crawl.seed_url).origin;
    for (const link of links) {
        if (!sameOrigin(link, origin) || !store.crawls.discover(crawl.id, link))
            continue;
        if (store.crawls.pageCount(crawl.id) < crawl.max_pages)
            store.crawls.enqueuePage(crawl.id, link, page.depth + 1);
    }
}
function sameOrigin(link, origin) {
    return URL.parse(link)?.origin === origin;
}
//# sourceMappingURL=crawler.js.map
;// CONCATENATED MODULE: ./lib/service/faults.js
/**
 * Fault injection for tests and benchmarks. Every decision comes from a small seeded PRNG, so a
 * seed replays the same faults for the same sequence of requests. Each request draws the same
 * number of values whatever happens to it, and analyses draw from their own stream, so the
 * faults of one request do not depend on how many analyses ran meanwhile.
 */

const SPEC_KEYS = {
    seed: { field: 'seed', kind: 'seed' },
    latency: { field: 'latencyMs', kind: 'count' },
    'analysis-latency': { field: 'analysisLatencyMs', kind: 'count' },
    '503': { field: 'rate503', kind: 'rate' },
    '429': { field: 'rate429', kind: 'rate' },
    'retry-after': { field: 'retryAfterSeconds', kind: 'count' },
    reset: { field: 'rateReset', kind: 'rate' },
    malformed: { field: 'rateMalformed', kind: 'rate' },
    'unknown-status': { field: 'rateUnknownStatus', kind: 'rate' },
    'never-finish': { field: 'rateNeverFinish', kind: 'rate' },
};
/** "seed=7,latency=20,503=0.1,..." as given to `pagegate serve --faults`. */
function parseFaults(spec) {
    const faults = {};
    for (const item of spec.split(',')) {
        const [name = '', raw, extra] = item.trim().split('=');
        const known = SPEC_KEYS[name];
        if (!known)
            throw new errors/* ServeConfigError */.c(`--faults: unknown fault "${name}" (known: ${Object.keys(SPEC_KEYS).join(', ')})`);
        if (raw === undefined || extra !== undefined)
            throw new errors/* ServeConfigError */.c(`--faults: expected ${name}=VALUE`);
        if (faults[known.field] !== undefined)
            throw new errors/* ServeConfigError */.c(`--faults: ${name} is given twice`);
        faults[known.field] = faultValue(name, raw, known.kind);
    }
    return faults;
}
function faultValue(name, raw, kind) {
    const value = raw.trim() === '' ? Number.NaN : Number(raw);
    if (kind === 'rate' && !(value >= 0 && value <= 1))
        throw new errors/* ServeConfigError */.c(`--faults: ${name}="${raw}" is not a share between 0 and 1`);
    if (kind !== 'rate' && !(Number.isInteger(value) && value >= 0))
        throw new errors/* ServeConfigError */.c(`--faults: ${name}="${raw}" is not a whole number >= 0`);
    return value;
}
/** mulberry32: tiny, fast and good enough to spread faults; not for secrets. */
function seededRandom(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
class FaultInjector {
    latencyMs;
    analysisLatencyMs;
    retryAfterSeconds;
    #faults;
    #requests;
    #analyses;
    constructor(faults = {}) {
        this.#faults = faults;
        this.latencyMs = faults.latencyMs ?? 0;
        this.analysisLatencyMs = faults.analysisLatencyMs ?? 0;
        this.retryAfterSeconds = faults.retryAfterSeconds ?? 1;
        const seed = faults.seed ?? 1;
        this.#requests = seededRandom(seed);
        this.#analyses = seededRandom(seed ^ 0x5bd1e995);
    }
    forRequest() {
        const [refuse503, refuse429, reset, malformed, unknownStatus] = Array.from({ length: 5 }, this.#requests);
        const hit = (draw, rate) => (draw ?? 1) < (rate ?? 0);
        return {
            refuse: hit(refuse503, this.#faults.rate503) ? 503 : hit(refuse429, this.#faults.rate429) ? 429 : null,
            reset: hit(reset, this.#faults.rateReset),
            malformed: hit(malformed, this.#faults.rateMalformed),
            unknownStatus: hit(unknownStatus, this.#faults.rateUnknownStatus),
        };
    }
    neverFinishes() {
        return this.#analyses() < (this.#faults.rateNeverFinish ?? 0);
    }
}
//# sourceMappingURL=faults.js.map
;// CONCATENATED MODULE: ./lib/service/report-waits.js
/**
 * Held reads of `GET /reports/{key}` (`Prefer: wait=N`, RFC 7240): a read of an unfinished report
 * waits until its analysis ends or N seconds pass, so a client learns of a finished report at once
 * rather than on its next poll. A workspace holds at most `limit` reads at a time; beyond it a read
 * is answered at once (without `Preference-Applied`), so one client cannot pin the server's sockets.
 */

/** The longest wait honoured: a longer `wait=` is cut to it. */
const MAX_WAIT_SECONDS = 30;
const MAX_HELD_PER_WORKSPACE = 100;
const realTimer = (ms, signal) => (0,promises_.setTimeout)(ms, undefined, { signal }).catch(() => undefined);
/** The seconds a `Prefer` header asks to wait (`wait=N` among its preferences), or null when none. */
function preferredWait(prefer) {
    for (const preference of (prefer ?? '').split(',')) {
        const match = /^\s*wait\s*=\s*"?(\d{1,9})"?\s*(;|$)/i.exec(preference);
        if (match)
            return Math.min(Number(match[1]), MAX_WAIT_SECONDS);
    }
    return null;
}
class ReportWaits {
    #limit;
    #timer;
    #byKey = new Map();
    #held = new Map();
    constructor(options = {}) {
        this.#limit = options.limit ?? MAX_HELD_PER_WORKSPACE;
        this.#timer = options.timer ?? realTimer;
    }
    /**
     * Resolves when the report's analysis ends, `seconds` pass or `signal` aborts (the client left,
     * or the service stops); null when the workspace already holds its limit: answer at once.
     */
    wait(workspace, key, seconds, signal) {
        const held = this.#held.get(workspace) ?? 0;
        if (held >= this.#limit)
            return null;
        this.#held.set(workspace, held + 1);
        const id = waitKey(workspace, key);
        const ended = new AbortController();
        const waiters = this.#byKey.get(id) ?? new Set();
        const wake = () => ended.abort();
        waiters.add(wake);
        this.#byKey.set(id, waiters);
        return this.#timer(seconds * 1000, AbortSignal.any([ended.signal, signal])).finally(() => {
            waiters.delete(wake);
            if (waiters.size === 0 && this.#byKey.get(id) === waiters)
                this.#byKey.delete(id);
            const left = (this.#held.get(workspace) ?? 1) - 1;
            if (left === 0)
                this.#held.delete(workspace);
            else
                this.#held.set(workspace, left);
        });
    }
    /** The report's analysis ended (complete or failed): every read held on it is answered. */
    finished(workspace, key) {
        for (const wake of this.#byKey.get(waitKey(workspace, key)) ?? [])
            wake();
    }
}
function waitKey(workspace, key) {
    return `${workspace}\u0000${key}`;
}
//# sourceMappingURL=report-waits.js.map
// EXTERNAL MODULE: ./lib/service/render/find-browser.js
var find_browser = __webpack_require__(6424);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
;// CONCATENATED MODULE: ./lib/service/render/guard-proxy.js
/**
 * The browser's only way out. Chromium is started with this proxy for every scheme and with
 * loopback no longer bypassing it, so every connection it makes (documents, subresources,
 * fetch/XHR, websockets, workers, prefetch) is dialled here, through the same address guard as a
 * plain fetch and at connect time, so a DNS answer cannot change between the check and the
 * connect. Request interception (render-page.ts) refuses earlier and records why; this is the
 * layer nothing in a page can step around.
 */




async function startGuardProxy(allowance) {
    const sockets = new Set();
    const track = (socket) => {
        // A kept-alive upstream socket is handed out again for later requests.
        if (sockets.has(socket))
            return;
        sockets.add(socket);
        socket.once('close', () => sockets.delete(socket));
    };
    const server = (0,external_node_http_.createServer)((incoming, response) => forward(incoming, response, allowance, track));
    server.on('connection', track);
    server.on('connect', (incoming, socket, head) => tunnel(incoming, socket, head, allowance, track));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();
    return {
        url: `http://127.0.0.1:${port}`,
        close: async () => {
            const closed = new Promise((resolve) => server.close(resolve));
            for (const socket of sockets)
                socket.destroy();
            await closed;
        },
    };
}
/** Where the browser asks to go, checked; null (and the browser told why) when refused. */
function target(raw, allowance, refuse) {
    const url = URL.parse(raw);
    if (url === null || url.hostname === '') {
        refuse(`not a proxy target: ${raw.slice(0, 120)}`);
        return null;
    }
    try {
        (0,address/* assertAllowedHost */.vO)(url.hostname, (0,address/* portOf */.HM)(url), allowance);
    }
    catch (error) {
        refuse((0,describe/* describe */.q)(error));
        return null;
    }
    return { url, port: (0,address/* portOf */.HM)(url) };
}
/** Plain http: the browser sends the absolute URL; the proxy makes the request itself. */
function forward(incoming, response, allowance, track) {
    const refuse = (message) => response.writeHead(403, { 'content-type': 'text/plain' }).end(message);
    const found = target(incoming.url ?? '', allowance, refuse);
    if (!found)
        return;
    const headers = Object.fromEntries(Object.entries(incoming.headers).filter(([name]) => !name.startsWith('proxy-')));
    const upstream = (0,external_node_http_.request)({
        host: (0,address/* unbracketed */.jG)(found.url.hostname),
        port: found.port,
        method: incoming.method,
        path: `${found.url.pathname}${found.url.search}`,
        headers,
        lookup: (0,address/* guardedLookup */.rN)(found.port, allowance),
    });
    upstream.on('socket', track);
    upstream.on('response', (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
    });
    upstream.on('error', (error) => (response.headersSent ? response.destroy() : refuse((0,describe/* describe */.q)(error))));
    incoming.pipe(upstream);
}
/** https and websockets: CONNECT host:port, then bytes both ways. */
function tunnel(incoming, socket, head, allowance, track) {
    const refuse = (message) => socket.end(`HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\n\r\n${message}`);
    const found = target(`http://${incoming.url ?? ''}`, allowance, refuse);
    if (!found)
        return;
    const upstream = (0,external_node_net_.connect)({
        host: (0,address/* unbracketed */.jG)(found.url.hostname),
        port: found.port,
        lookup: (0,address/* guardedLookup */.rN)(found.port, allowance),
    });
    track(upstream);
    let connected = false;
    upstream.once('connect', () => {
        connected = true;
        socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
    });
    upstream.on('error', (error) => (connected ? socket.destroy() : refuse((0,describe/* describe */.q)(error))));
    socket.on('error', () => upstream.destroy());
}
//# sourceMappingURL=guard-proxy.js.map
;// CONCATENATED MODULE: ./lib/service/render/browser-host.js

/**
 * This machine's network refuses connections it does not expect: nothing the browser does on its
 * own (updates, sync, field trials, QUIC) may be attempted. No sandbox as root: Chromium refuses
 * to start sandboxed under uid 0 (CI containers).
 */
const QUIET_FLAGS = [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-gpu',
    '--disable-quic',
    '--disable-dev-shm-usage',
    // WebRTC's UDP is the one way out that no proxy carries: without this policy a page gathers host
    // candidates and sends STUN packets straight from the machine. The headless shell reads the policy
    // from this switch only: `--webrtc-ip-handling-policy` is not one of its switches (in Chrome the
    // same setting is the WebRtcIPHandling policy), so it is not passed.
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];
/** puppeteer starts the browser as a process group leader: the group is the browser with every helper it started. */
function killGroup(pid) {
    if (pid === undefined)
        return;
    try {
        process.kill(-pid, 'SIGKILL');
    }
    catch {
        // Already gone.
    }
}
class BrowserHost {
    #found;
    #allowance;
    #proxy = null;
    #browser = null;
    #closed = false;
    constructor(found, allowance) {
        this.#found = found;
        this.#allowance = allowance;
    }
    /** The running browser, launching one when there is none (first use, or the last one died). */
    browser() {
        if (this.#closed)
            return Promise.reject(new Error('the renderer is closed'));
        if (!this.#browser) {
            const launching = this.#launch();
            this.#browser = launching;
            // A failed launch is not kept: the next render tries again.
            launching.catch(() => {
                if (this.#browser === launching)
                    this.#browser = null;
            });
        }
        return this.#browser;
    }
    /** The browser's process id, while one runs (the bench measures its memory). */
    async pid() {
        return (await this.#browser?.catch(() => undefined))?.process()?.pid;
    }
    /** Kills the browser (it stopped answering); the next render launches a new one. */
    async restart() {
        const browser = await this.#browser?.catch(() => undefined);
        this.#browser = null;
        killGroup(browser?.process()?.pid);
    }
    async close() {
        this.#closed = true;
        const browser = await this.#browser?.catch(() => undefined);
        await browser?.close().catch(() => killGroup(browser.process()?.pid));
        await (await this.#proxy)?.close();
    }
    async #launch() {
        this.#proxy ??= startGuardProxy(this.#allowance);
        const proxy = await this.#proxy;
        const { default: puppeteer } = await __webpack_require__.e(/* import() */ 179).then(__webpack_require__.bind(__webpack_require__, 8179));
        const shell = this.#found.path.includes('headless-shell');
        const browser = await puppeteer.launch({
            executablePath: this.#found.path,
            headless: shell ? 'shell' : true,
            args: [
                ...QUIET_FLAGS,
                ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
                `--proxy-server=${proxy.url}`,
                // Chromium sends loopback around any proxy unless told not to.
                '--proxy-bypass-list=<-loopback>',
            ],
            handleSIGINT: false,
            handleSIGTERM: false,
            handleSIGHUP: false,
        });
        const current = this.#browser;
        browser.once('disconnected', () => {
            if (this.#browser === current)
                this.#browser = null;
        });
        // The process launched may be a wrapper script (Debian's is): when it exits, what it started
        // goes too, and the connection is dropped at once rather than when a helper lets go of it.
        const launched = browser.process();
        launched?.once('exit', () => {
            killGroup(launched.pid);
            void browser.disconnect().catch(() => { });
        });
        return browser;
    }
}
//# sourceMappingURL=browser-host.js.map
// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
;// CONCATENATED MODULE: ./lib/service/analyzer/axe-outcome.js
/**
 * What axe-core found in a rendered page, as the browser hands it to the analyzer. It comes out of
 * a page that may have tampered with axe, so it is parsed, never trusted: anything else is dropped
 * (render/run-axe.ts) and the static checks stand.
 */



/** Generous bounds on what one page may hand over; the evidence is cut much shorter. */
const MAX_TEXT = 2_000;
const MAX_RULES = 500;
const axe_outcome_text = schemas/* string */.YjP().max(MAX_TEXT);
const AxeViolation = schemas/* object */.Ikc({
    id: schemas/* string */.YjP().regex(/^[a-z0-9-]{1,80}$/),
    impact: schemas/* enum */.k5n(AXE_IMPACTS),
    help: axe_outcome_text,
    helpUrl: axe_outcome_text.regex(/^https:\/\//),
    /** The first MAX_FINDINGS_PER_CHECK offending nodes, in document order. */
    nodes: schemas/* array */.YOg(schemas/* object */.Ikc({ html: axe_outcome_text, selector: axe_outcome_text, summary: axe_outcome_text }))
        .min(1)
        .max(MAX_FINDINGS_PER_CHECK),
});
const AxeOutcome = schemas/* object */.Ikc({
    /** Every rule that ran (passed, failed, inapplicable or left for review). */
    rules: schemas/* array */.YOg(schemas/* string */.YjP().max(80)).max(MAX_RULES),
    violations: schemas/* array */.YOg(AxeViolation).max(MAX_RULES),
});
//# sourceMappingURL=axe-outcome.js.map
;// CONCATENATED MODULE: ./lib/service/render/run-axe.js
/**
 * axe-core in the rendered page: its source is evaluated in the page through the DevTools protocol
 * (no request, no script tag a Content-Security-Policy could refuse), then every WCAG 2.x A/AA rule
 * and the twins of static checks run on the DOM the analyzer reads (analyzer/axe-rules.ts). Its source
 * is read on the first render.
 */




/** The longest axe may take on one page; past it the page is analysed without axe. */
const AXE_TIMEOUT_MS = 5_000;
/**
 * axe-core's minified build, read as text: a bundler rewrites a module's `typeof module` and
 * `define`, which would break the `axe.source` an imported axe-core gives. Given as a URL relative
 * to this file (lib/ and src/ alike), which the bundler copies next to the bundle.
 */
const AXE_SOURCE = new URL(/* asset import */ __webpack_require__(6783), __webpack_require__.b);
let axeSource;
/** Evaluates axe's source in the page; resolves false (never rejects) when it could not. */
async function loadAxe(page) {
    try {
        axeSource ??= (0,external_node_fs_promises_.readFile)(AXE_SOURCE, 'utf8');
        await page.evaluate(await axeSource);
        return true;
    }
    catch {
        return false;
    }
}
/** What axe found, or null when it could not run in this page (it threw, took too long, or answered nonsense). */
async function runAxe(page, loaded) {
    const options = {
        run: {
            runOnly: { type: 'tag', values: [...AXE_TAGS] },
            rules: Object.fromEntries(AXE_TWIN_RULES.map((rule) => [rule, { enabled: true }])),
            resultTypes: ['violations'],
            // axe cannot reach into frames it was not injected in; it would only report them as left for review.
            iframes: false,
            elementRef: false,
        },
        maxNodes: MAX_FINDINGS_PER_CHECK,
        maxText: 1_000,
    };
    let timer;
    const late = new Promise((resolve) => (timer = setTimeout(resolve, AXE_TIMEOUT_MS, null)));
    try {
        const running = loaded.then((ok) => (ok ? page.evaluate(inPage, options) : null));
        running.catch(() => { });
        const answer = await Promise.race([running, late]);
        return answer === null ? null : (AxeOutcome.safeParse(answer).data ?? null);
    }
    catch {
        return null;
    }
    finally {
        clearTimeout(timer);
    }
}
/** Runs in the page: serialised by puppeteer, so it uses nothing from this module's scope. */
async function inPage({ run, maxNodes, maxText }) {
    const { axe } = globalThis;
    const results = await axe.run(run);
    const ran = [results.passes, results.violations, results.incomplete, results.inapplicable].flat();
    const short = (text) => (text ?? '').slice(0, maxText);
    return {
        rules: ran.map((rule) => rule.id),
        violations: results.violations.map((violation) => ({
            id: violation.id,
            impact: violation.impact,
            help: short(violation.help),
            helpUrl: short(violation.helpUrl),
            nodes: violation.nodes.slice(0, maxNodes).map((node) => ({
                html: short(node.html),
                selector: short(node.target.flat().join(' ')),
                summary: short(node.failureSummary),
            })),
        })),
    };
}
//# sourceMappingURL=run-axe.js.map
;// CONCATENATED MODULE: ./lib/service/render/until-aborted.js

/**
 * `work`, or the signal's reason as soon as it aborts, whichever comes first. The work is always
 * listened to: once the abort has won, its later rejection (the page's context closed under it) is
 * expected, and left unhandled it would end the whole service.
 */
function untilAborted(work, signal) {
    work.catch(() => { });
    if (signal.aborted)
        return Promise.reject(abortReason(signal));
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(abortReason(signal));
        signal.addEventListener('abort', onAbort, { once: true });
        work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
}
//# sourceMappingURL=until-aborted.js.map
;// CONCATENATED MODULE: ./lib/service/render/websockets.js


/** Starts watching; the function returned waits for the checks of the websockets opened so far. */
async function watchWebSockets(page, allowance, record) {
    const checks = [];
    const session = await page.createCDPSession();
    session.on('Network.webSocketCreated', ({ url }) => {
        checks.push(refusal(url, allowance).then((reason) => {
            if (reason !== null)
                record({ url, reason });
        }));
    });
    await session.send('Network.enable');
    return async () => {
        await Promise.all(checks);
    };
}
async function refusal(raw, allowance) {
    const url = URL.parse(raw);
    if (url === null)
        return 'not a URL';
    try {
        await (0,address/* assertAllowedUrl */.aJ)(url, allowance);
        return null;
    }
    catch (error) {
        return `refused: ${(0,describe/* describe */.q)(error)}`;
    }
}
//# sourceMappingURL=websockets.js.map
;// CONCATENATED MODULE: ./lib/service/render/render-page.js







/** The documented numbers (README "Rendering"). */
const RENDER_LIMITS = {
    /** The whole analysis: context, navigation, idle wait, serialisation. */
    timeoutMs: 15_000,
    /** After `load`, wait until no request has been in flight for this long... */
    idleMs: 150,
    /** ...but no longer than this. */
    idleWaitMs: 2_000,
    /** Requests one page may make; later ones are refused and reported once. */
    maxRequests: 300,
    /** Serialised DOM, in UTF-16 units: the same 5 Mi as a fetched page's bytes. */
    maxDomLength: 5 * 1024 * 1024,
};
const render_page_HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const render_page_WEB_PROTOCOLS = new Set(['http:', 'https:']);
// Chromium logs every failed subresource as a console error too; those belong to network.failed.
const NETWORK_CONSOLE_ERROR = /^Failed to load resource/;
async function renderPage(host, url, options) {
    await (0,address/* assertAllowedUrl */.aJ)(url, options.allowance);
    const timeoutMs = options.timeoutMs ?? RENDER_LIMITS.timeoutMs;
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
    let context;
    // A browser that dies ends the analysis at once, not at the deadline.
    const crashed = new AbortController();
    const onCrash = () => crashed.abort(new failure/* AnalysisFailure */.J('render_failed', 'the browser stopped during the analysis; the next render starts a new one'));
    let browser;
    try {
        signal.throwIfAborted();
        browser = await host.browser();
        browser.once('disconnected', onCrash);
        context = await browser.createBrowserContext({ downloadBehavior: { policy: 'deny' } });
        return await untilAborted(load(await context.newPage(), url, options.allowance, timeoutMs), AbortSignal.any([signal, crashed.signal]));
    }
    catch (error) {
        // The caller's own abort is a shutdown, not a page failure (FetchOptions.signal); every other
        // abort is the deadline's and ends the analysis as render_timeout.
        if (options.signal?.aborted)
            throw abortReason(options.signal);
        throw render_page_failureOf(crashed.signal.aborted ? crashed.signal.reason : error, url, deadline.aborted, timeoutMs);
    }
    finally {
        // A renderer stuck in a script may not answer: the close is bounded, and a browser that
        // cannot close a context is not trusted with the next one.
        browser?.off('disconnected', onCrash);
        if (context && !crashed.signal.aborted)
            await closeContext(host, context);
    }
}
async function load(page, url, allowance, timeoutMs) {
    const observed = { scriptErrors: [], failedRequests: [] };
    const refused = new Map();
    let requests = 0;
    page.on('pageerror', (error) => observed.scriptErrors.push(error instanceof Error ? error.message : String(error)));
    page.on('console', (message) => {
        if (message.type() === 'error' && !NETWORK_CONSOLE_ERROR.test(message.text()))
            observed.scriptErrors.push(message.text());
    });
    page.on('requestfailed', (request) => {
        if (!isMainDocument(page, request)) {
            observed.failedRequests.push({
                url: request.url(),
                reason: refused.get(request) ?? request.failure()?.errorText ?? 'failed',
            });
        }
    });
    page.on('response', (response) => {
        if (response.status() >= 400 && !isMainDocument(page, response.request())) {
            observed.failedRequests.push({ url: response.url(), reason: `answered HTTP ${response.status()}` });
        }
    });
    const websocketsChecked = await watchWebSockets(page, allowance, (failure) => observed.failedRequests.push(failure));
    await page.setBypassServiceWorker(true);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
        requests += 1;
        void admit(page, request, allowance, requests)
            .then((reason) => {
            if (reason === null)
                return request.continue();
            refused.set(request, reason);
            return request.abort('blockedbyclient');
        })
            .catch(() => { });
    });
    const response = await page.goto(url.href, { waitUntil: 'load', timeout: timeoutMs }).catch((error) => {
        // The guard refused a hop of the page itself (a redirect): the same failure as a plain fetch's.
        const hop = [...refused].find(([request]) => isMainDocument(page, request));
        throw hop ? new failure/* AnalysisFailure */.J('blocked_address', `${hop[0].url().slice(0, 120)}: ${hop[1]}`) : error;
    });
    if (!response)
        throw new failure/* AnalysisFailure */.J('unreachable', `${url.host} gave the browser no response`);
    assertHtml(response.headers()['content-type']);
    // The renderer is mostly idle while the page settles: axe's source is evaluated then.
    const axeLoaded = loadAxe(page);
    await page.waitForNetworkIdle({ idleTime: RENDER_LIMITS.idleMs, timeout: RENDER_LIMITS.idleWaitMs }).catch(() => { });
    const html = await page.content();
    await websocketsChecked();
    if (html.length > RENDER_LIMITS.maxDomLength)
        throw new failure/* AnalysisFailure */.J('too_large', `the rendered page is larger than ${RENDER_LIMITS.maxDomLength} characters`);
    // After the DOM is serialised: the analyzer and axe read the same page.
    const axe = await runAxe(page, axeLoaded);
    const browser = axe ? { ...observed, axe } : observed;
    return { url: response.url(), status: response.status(), headers: response.headers(), html, browser };
}
function assertHtml(contentType) {
    const type = (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
    if (!render_page_HTML_TYPES.has(type))
        throw new failure/* AnalysisFailure */.J('not_html', type === '' ? 'the page has no Content-Type' : `the page is ${type.slice(0, 80)}, not HTML`);
}
/** Why a request may not go out, or null. The guard proxy refuses the same requests again at connect time. */
async function admit(page, request, allowance, count) {
    const url = URL.parse(request.url());
    if (url === null)
        return 'not a URL';
    if (!render_page_WEB_PROTOCOLS.has(url.protocol) && !url.protocol.startsWith('ws')) {
        // data: and blob: subresources never touch the network; the top frame navigates only to the web.
        return request.isNavigationRequest() && request.frame() === page.mainFrame()
            ? `the page may not navigate to ${url.protocol}`
            : null;
    }
    if (count > RENDER_LIMITS.maxRequests)
        return `over ${RENDER_LIMITS.maxRequests} requests`;
    try {
        await (0,address/* assertAllowedUrl */.aJ)(url, allowance);
        return null;
    }
    catch (error) {
        return `refused: ${(0,describe/* describe */.q)(error)}`;
    }
}
function isMainDocument(page, request) {
    return request.isNavigationRequest() && request.frame() === page.mainFrame();
}
const CLOSE_WAIT_MS = 5_000;
async function closeContext(host, context) {
    const closed = context.close().then(() => true, () => false);
    const inTime = await Promise.race([
        closed,
        new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS, false).unref()),
    ]);
    if (!inTime)
        await host.restart();
}
function render_page_failureOf(error, url, timedOut, timeoutMs) {
    if (error instanceof failure/* AnalysisFailure */.J)
        return error;
    if (timedOut || (error instanceof Error && error.name === 'TimeoutError')) {
        return new failure/* AnalysisFailure */.J('render_timeout', `${url.host} did not finish loading in the browser within ${timeoutMs} ms`, { cause: error });
    }
    return new failure/* AnalysisFailure */.J('render_failed', `the browser could not render ${url.host}: ${(0,describe/* describe */.q)(error).slice(0, 200)}`, { cause: error });
}
//# sourceMappingURL=render-page.js.map
;// CONCATENATED MODULE: ./lib/service/render/renderer.js




/** The browser runs here; the DOM it leaves is analysed by `analyzeHtml` (the service's thread pool). */
function createRenderer(browser, allowance, analyzeHtml, timeoutMs) {
    const host = browser ? new BrowserHost(browser, allowance) : null;
    return {
        browser,
        unavailable: host ? null : `this service found no Chromium to render with: ${find_browser/* INSTALL_HINT */.eA}`,
        analyze: async (url, options) => {
            if (!host)
                throw new Error('render requested without a browser');
            const page = await renderPage(host, pageUrl(url), {
                allowance: options.allowPrivate,
                ...(options.signal ? { signal: options.signal } : {}),
                ...(timeoutMs === undefined ? {} : { timeoutMs }),
            });
            return analyzeHtml(page.html, page, options.signal);
        },
        pid: async () => host?.pid(),
        close: async () => host?.close(),
    };
}
//# sourceMappingURL=renderer.js.map
// EXTERNAL MODULE: ./lib/service/plans.js
var plans = __webpack_require__(1507);
;// CONCATENATED MODULE: ./lib/service/queue.js
/**
 * A fixed number of workers over the jobs stored as rows. A worker claims the next job, runs it,
 * and sleeps when there is none until `wake()`. `close()` aborts what is running; the store then
 * queues it again, so a stop never leaves a half-written report.
 */

class JobQueue {
    #claim;
    #run;
    #onError;
    #stop = new AbortController();
    #workers = [];
    #sleeping = [];
    constructor(options) {
        this.#claim = options.claim;
        this.#run = options.run;
        this.#onError = options.onError;
    }
    start(workers) {
        for (let i = 0; i < workers; i++)
            this.#workers.push(this.#work());
    }
    wake() {
        const sleeping = this.#sleeping;
        this.#sleeping = [];
        for (const resume of sleeping)
            resume();
    }
    async close() {
        this.#stop.abort();
        this.wake();
        await Promise.all(this.#workers);
    }
    async #work() {
        const signal = this.#stop.signal;
        while (!signal.aborted) {
            const job = this.#claimSafely();
            if (job) {
                await this.#run(job, signal).catch(this.#onError);
                // A job that settles without I/O (a refused URL, an instant analyzer) would let the
                // workers drain the whole queue in one turn while every request waits.
                await (0,promises_.setImmediate)();
            }
            else
                await new Promise((resume) => this.#sleeping.push(resume));
        }
    }
    #claimSafely() {
        try {
            return this.#claim();
        }
        catch (error) {
            this.#onError(error);
            return undefined;
        }
    }
}
//# sourceMappingURL=queue.js.map
;// CONCATENATED MODULE: ./lib/service/api-error.js
/** An error the service answers with: `{"error":{"code","message"}}` and the status. */

class ApiError extends errors/* ServeError */.Q {
    name = 'ApiError';
    status;
    code;
    constructor(status, code, message) {
        super(message);
        this.status = status;
        this.code = code;
    }
}
const PLAN_EXCLUDED_MESSAGE = 'site crawls are included in the Pro and Agency plans';
function invalidParameter(message) {
    return new ApiError(400, 'invalid_parameter', message);
}
/** render: true on a service that found no browser: the message says how to give it one. */
function refuseRenderWithoutBrowser(context) {
    if (context.service.renderUnavailable)
        throw new ApiError(422, 'render_unavailable', `render: ${context.service.renderUnavailable}`);
}
function notFound(what) {
    return new ApiError(404, 'not_found', `${what} not found`);
}
//# sourceMappingURL=api-error.js.map
// EXTERNAL MODULE: ./node_modules/zod-openapi/lib/index.mjs + 1 modules
var lib = __webpack_require__(8893);
// EXTERNAL MODULE: ./lib/model/resources.js
var resources = __webpack_require__(5780);
;// CONCATENATED MODULE: ./lib/service/contract/openapi.js
/**
 * The Page Analysis Service v1 interface as pagegate implements it (`pagegate serve`) and reads it
 * (src/client/), as an OpenAPI 3.1 document built from the zod schemas of src/model/resources.ts.
 * docs/openapi.json is this document written out (`npm run contract`; a test fails on drift), and
 * the reference service answers it at GET /api/v1/openapi.json. The prose the schemas cannot say
 * (polling, lookup before resubmitting, caching, errors) is docs/interface.md.
 */



const json = (schema, description) => ({
    description,
    content: { 'application/json': { schema } },
});
const limit = schemas/* int */.Whr().min(1).max(100).default(25).meta({ description: '1 to 100.' });
const offset = schemas/* int */.Whr().min(0).default(0).meta({ description: 'Items to skip.' });
const crawlId = schemas/* object */.Ikc({ id: schemas/* int */.Whr().meta({ description: 'The crawl id.' }) });
/** Every error the reference service answers has this body; a client also reads the other shapes of ErrorBody. */
const openapi_errors = {
    '400': json(resources/* ErrorBody */.Fw, 'invalid_parameter: a parameter or body member is missing or out of range.'),
    '401': json(resources/* ErrorBody */.Fw, 'unauthorized: the Authorization header is missing or the key is unknown.'),
    '404': json(resources/* ErrorBody */.Fw, 'not_found: no such report, crawl, page or endpoint.'),
    '429': json(resources/* ErrorBody */.Fw, 'rate_limited: too many requests; Retry-After says when to try again.'),
    '503': json(resources/* ErrorBody */.Fw, 'unavailable: the service cannot answer now; Retry-After may say when.'),
    default: json(resources/* ErrorBody */.Fw, 'Any other error (405 method_not_allowed, 500 internal_error), same body.'),
};
const planExcluded = { '403': json(resources/* ErrorBody */.Fw, 'plan_excluded: site crawls are in the Pro and Agency plans.') };
function get(operationId, summary, ok, extra = {}) {
    return { operationId, summary, responses: { '200': json(ok, 'OK'), ...openapi_errors }, ...extra };
}
function crawlGet(operationId, summary, ok, extra) {
    const operation = get(operationId, summary, ok, extra);
    return { ...operation, responses: { ...operation.responses, ...planExcluded } };
}
const openapi_submit = {
    operationId: 'submitReport',
    summary: 'Analyse a page: the cached report (200) or a queued acknowledgement to poll (202).',
    requestBody: {
        required: true,
        content: {
            'application/json': {
                schema: schemas/* object */.Ikc({
                    url: schemas/* string */.YjP().meta({ description: 'http or https, publicly reachable.' }),
                    render: schemas/* boolean */.zMY().default(false).meta({ description: 'Run the page in a browser first.' }),
                }),
            },
        },
    },
    responses: {
        '200': json(resources/* ReportEnvelope */.l$, 'A recent analysis of the page was cached; no allowance spent.'),
        '202': json(resources/* ReportAck */.e0, 'Queued (or already queued for this URL); poll `poll`.'),
        '402': json(resources/* ErrorBody */.Fw, "allowance_exhausted: the plan's report allowance is spent."),
        '413': json(resources/* ErrorBody */.Fw, 'payload_too_large: the request body is too large.'),
        '422': json(resources/* ErrorBody */.Fw, 'render_unavailable: render: true on a service without a browser.'),
        ...openapi_errors,
    },
};
const readReport = {
    operationId: 'readReport',
    summary: 'One report: complete or failed (200), or still queued or running (202).',
    requestParams: { path: schemas/* object */.Ikc({ key: schemas/* string */.YjP() }) },
    responses: {
        '200': json(schemas/* union */.KCZ([resources/* ReportEnvelope */.l$, schemas/* looseObject */._H3({ report: resources/* FailedReport */.OF })]), 'Complete, or failed.'),
        '202': json(resources/* PendingBody */.eU, 'Queued or running: a status, not 404.'),
        ...openapi_errors,
    },
};
/** The document; `servers` is relative, so it holds for wherever a service's /api/v1 is. */
function openApiDocument() {
    return (0,lib/* createDocument */.u)({
        openapi: '3.1.0',
        info: {
            title: 'Page Analysis Service',
            version: '1',
            description: 'The v1 interface as pagegate reads it and `pagegate serve` implements it. See docs/interface.md.',
        },
        servers: [{ url: '/api/v1' }],
        security: [{ bearer: [] }],
        paths: {
            '/reports': {
                post: openapi_submit,
                get: get('listReports', 'Reports of the workspace, newest first.', resources/* ReportList */.Rf, {
                    requestParams: { query: schemas/* object */.Ikc({ limit, offset, host: schemas/* string */.YjP().optional() }) },
                }),
            },
            '/reports/lookup': {
                get: get('lookupReport', 'The newest report of an exact URL; 404 when never analysed.', resources/* LookupEnvelope */.B3, {
                    requestParams: { query: schemas/* object */.Ikc({ url: schemas/* string */.YjP() }) },
                }),
            },
            '/reports/{key}': { get: readReport },
            '/site-crawls': {
                get: crawlGet('listSiteCrawls', 'Crawls of the workspace, newest first.', resources/* SiteCrawlList */.Tx, {
                    requestParams: {
                        query: schemas/* object */.Ikc({ limit, state: schemas/* enum */.k5n(['queued', 'running', 'done', 'failed']).optional() }),
                    },
                }),
            },
            '/site-crawls/{id}': {
                get: crawlGet('readSiteCrawl', 'One crawl.', resources/* SiteCrawlEnvelope */.Tf, { requestParams: { path: crawlId } }),
            },
            '/site-crawls/{id}/pages': {
                get: crawlGet('listCrawlPages', 'Pages a crawl fetched, and their total.', resources/* CrawlPageList */.b0, {
                    requestParams: { path: crawlId, query: schemas/* object */.Ikc({ limit, offset }) },
                }),
            },
            '/site-crawls/{id}/pages/{page_id}': {
                get: crawlGet('readCrawlPage', 'One crawled page.', resources/* CrawlPageEnvelope */.$q, {
                    requestParams: { path: crawlId.extend({ page_id: schemas/* int */.Whr() }) },
                }),
            },
            '/site-crawls/{id}/findings': {
                get: crawlGet('listCrawlFindings', 'Each finding grouped across the pages it affects.', resources/* CrawlFindingList */.PJ, {
                    requestParams: { path: crawlId },
                }),
            },
            '/openapi.json': {
                get: {
                    operationId: 'openApiDocument',
                    summary: 'This document (the reference service; no key needed).',
                    security: [],
                    responses: { '200': { description: 'The OpenAPI document.', content: { 'application/json': {} } } },
                },
            },
        },
        components: {
            securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The workspace API key.' } },
            schemas: {
                Report: resources/* Report */.pl,
                Finding: resources/* Finding */.wI,
                FailedReport: resources/* FailedReport */.OF,
                ReportAck: resources/* ReportAck */.e0,
                ReportSummary: resources/* ReportSummary */.Pz,
                Lookup: resources/* Lookup */.lH,
                SiteCrawl: resources/* SiteCrawl */.Bm,
                SiteCrawlDetail: resources/* SiteCrawlDetail */.AP,
                CrawlPage: resources/* CrawlPage */.RH,
                CrawlPageDetail: resources/* CrawlPageDetail */.CJ,
                CrawlFinding: resources/* CrawlFinding */.ls,
                ErrorBody: resources/* ErrorBody */.Fw,
            },
        },
    });
}
//# sourceMappingURL=openapi.js.map
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: ./lib/model/zod-issue.js
var zod_issue = __webpack_require__(2390);
;// CONCATENATED MODULE: ./lib/service/request-body.js



const MAX_BODY_BYTES = 64 * 1024;
/** Reads the whole body; `stop` aborts the read, so a client trickling a body cannot hold up a shutdown. */
async function request_body_readBody(request, stop) {
    const chunks = [];
    let size = 0;
    for await (const chunk of (0,external_node_stream_.addAbortSignal)(stop, request)) {
        size += chunk.length;
        if (size > MAX_BODY_BYTES)
            throw new ApiError(413, 'payload_too_large', `the request body is larger than ${MAX_BODY_BYTES} bytes`);
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** An empty body reads as `{}`, so a missing field is named rather than the body. */
function jsonBody(raw, schema) {
    let value = {};
    if (raw.trim() !== '') {
        try {
            value = JSON.parse(raw);
        }
        catch {
            throw new ApiError(400, 'invalid_json', 'the request body is not valid JSON');
        }
    }
    const parsed = schema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    const whole = 'the request body must be a JSON object';
    throw invalidParameter(parsed.error.issues[0]?.path.length ? (0,zod_issue/* issueText */.v4)(parsed.error) : whole);
}
//# sourceMappingURL=request-body.js.map
// EXTERNAL MODULE: external "node:sqlite"
var external_node_sqlite_ = __webpack_require__(99);
;// CONCATENATED MODULE: ./lib/service/store-db.js
/**
 * The SQLite database under the store: opening it, its schema, transactions and typed rows.
 * Times are integers (milliseconds since the epoch) and become ISO 8601 only on the wire.
 */

const SCHEMA = `
CREATE TABLE IF NOT EXISTS workspaces (
  id TEXT PRIMARY KEY,
  reports_used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS reports (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  workspace TEXT NOT NULL,
  url TEXT NOT NULL,
  host TEXT NOT NULL,
  status TEXT NOT NULL,
  render INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  completed_at INTEGER,
  result TEXT,
  error_code TEXT,
  error_message TEXT
);
CREATE INDEX IF NOT EXISTS reports_by_url ON reports (workspace, url, status);
CREATE INDEX IF NOT EXISTS reports_by_status ON reports (status, id);
CREATE TABLE IF NOT EXISTS crawls (
  id INTEGER PRIMARY KEY,
  workspace TEXT NOT NULL,
  host TEXT NOT NULL,
  label TEXT NOT NULL,
  seed_url TEXT NOT NULL,
  state TEXT NOT NULL,
  max_pages INTEGER NOT NULL,
  max_depth INTEGER NOT NULL,
  render INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  started_at INTEGER,
  finished_at INTEGER,
  error TEXT
);
CREATE TABLE IF NOT EXISTS crawl_urls (
  crawl_id INTEGER NOT NULL,
  url TEXT NOT NULL,
  PRIMARY KEY (crawl_id, url)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS crawl_pages (
  seq INTEGER PRIMARY KEY,
  crawl_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  url TEXT NOT NULL,
  depth INTEGER NOT NULL,
  state TEXT NOT NULL,
  http_status INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL DEFAULT '',
  score INTEGER NOT NULL DEFAULT 0,
  grade TEXT NOT NULL DEFAULT '',
  word_count INTEGER NOT NULL DEFAULT 0,
  internal_links INTEGER NOT NULL DEFAULT 0,
  critical_count INTEGER NOT NULL DEFAULT 0,
  findings TEXT NOT NULL DEFAULT '[]',
  error_code TEXT,
  error_message TEXT,
  UNIQUE (crawl_id, id)
);
CREATE INDEX IF NOT EXISTS crawl_pages_by_state ON crawl_pages (state, seq);
`;
function openDatabase(file) {
    const db = new external_node_sqlite_.DatabaseSync(file ?? ':memory:', { timeout: 5000 });
    if (file) {
        db.exec('PRAGMA journal_mode = WAL');
        // In WAL mode NORMAL syncs at checkpoints, not at every commit: still never corrupt, and a
        // crash of the service loses nothing; only a power cut can undo the last commits. FULL's
        // fsync per commit blocked the event loop for about 2 ms on each of a report's three writes.
        db.exec('PRAGMA synchronous = NORMAL');
    }
    db.exec(SCHEMA);
    for (const table of ['reports', 'crawls'])
        addMissingColumn(db, table, 'render', 'INTEGER NOT NULL DEFAULT 0');
    return db;
}
/** A file written before a column existed gains it; CREATE TABLE IF NOT EXISTS leaves old tables as they are. */
function addMissingColumn(db, table, column, definition) {
    const columns = rowsOf(db.prepare(`PRAGMA table_info(${table})`));
    if (!columns.some(({ name }) => name === column))
        db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
}
function transaction(db, work) {
    db.exec('BEGIN IMMEDIATE');
    try {
        const result = work();
        db.exec('COMMIT');
        return result;
    }
    catch (error) {
        db.exec('ROLLBACK');
        throw error;
    }
}
/** node:sqlite types rows loosely; each store names the shape its own SELECT returns. */
function rowOf(statement, ...params) {
    return statement.get(...params);
}
function rowsOf(statement, ...params) {
    return statement.all(...params);
}
//# sourceMappingURL=store-db.js.map
;// CONCATENATED MODULE: ./lib/service/store-reports.js

class ReportStore {
    #db;
    constructor(db) {
        this.#db = db;
    }
    insertQueued(report) {
        this.#db
            .prepare(`INSERT INTO reports (key, workspace, url, host, status, render, created_at) VALUES (?, ?, ?, ?, ` +
            `'queued', ?, ?)`)
            .run(report.key, report.workspace, report.url, report.host, report.render ? 1 : 0, report.createdAt);
    }
    byKey(workspace, key) {
        return rowOf(this.#db.prepare('SELECT * FROM reports WHERE workspace = ? AND key = ?'), workspace, key);
    }
    /**
     * The newest complete analysis of the URL completed after `since` (the cache). A rendered and a
     * fetched analysis of one URL answer different questions: neither is the other's cache hit.
     */
    freshComplete(workspace, url, render, since) {
        const sql = `SELECT * FROM reports WHERE workspace = ? AND url = ? AND render = ? AND status = 'complete' ` +
            `AND completed_at > ?
      ORDER BY completed_at DESC, id DESC LIMIT 1`;
        return rowOf(this.#db.prepare(sql), workspace, url, render ? 1 : 0, since);
    }
    inFlight(workspace, url, render) {
        const sql = `SELECT * FROM reports WHERE workspace = ? AND url = ? AND render = ? AND status IN ('queued', 'running') ` +
            `ORDER BY id LIMIT 1`;
        return rowOf(this.#db.prepare(sql), workspace, url, render ? 1 : 0);
    }
    /** The most recently submitted report of the URL, whatever its status. */
    latest(workspace, url) {
        return rowOf(this.#db.prepare('SELECT * FROM reports WHERE workspace = ? AND url = ? ORDER BY id DESC LIMIT 1'), workspace, url);
    }
    latestComplete(workspace, url) {
        const sql = `SELECT * FROM reports WHERE workspace = ? AND url = ? AND status = 'complete' ORDER BY completed_at DESC, ` +
            `id DESC LIMIT 1`;
        return rowOf(this.#db.prepare(sql), workspace, url);
    }
    /** One row per URL: its latest complete report, with the URL's run count and first run. */
    list(workspace, query) {
        const scope = `FROM reports WHERE workspace = ? AND status = 'complete' AND (? IS NULL OR host = ?)`;
        // The windows run over narrow columns and only the page's rows are read whole: sorting every
        // complete row with its stored result made a listing of 200 reports take milliseconds.
        const sql = `WITH runs AS (
        SELECT id, completed_at,
          ROW_NUMBER() OVER (PARTITION BY url ORDER BY completed_at DESC, id DESC) AS recency,
          COUNT(*) OVER (PARTITION BY url) AS run_count,
          MIN(completed_at) OVER (PARTITION BY url) AS first_run_at
        ${scope})
      SELECT reports.*, runs.run_count, runs.first_run_at FROM runs JOIN reports ON reports.id = runs.id
      WHERE runs.recency = 1 ORDER BY runs.completed_at DESC, runs.id DESC LIMIT ? OFFSET ?`;
        const rows = rowsOf(this.#db.prepare(sql), workspace, query.host, query.host, query.limit, query.offset);
        const total = rowOf(this.#db.prepare(`SELECT COUNT(DISTINCT url) AS total ${scope}`), workspace, query.host, query.host);
        return { rows, total: total?.total ?? 0 };
    }
    /** Takes the oldest queued report and marks it running. */
    claimNext() {
        const next = rowOf(this.#db.prepare(`SELECT * FROM reports WHERE status = 'queued' ORDER BY id LIMIT 1`));
        if (!next)
            return undefined;
        this.#db.prepare(`UPDATE reports SET status = 'running' WHERE id = ?`).run(next.id);
        return { ...next, status: 'running' };
    }
    /** One statement: a reader sees the report running or complete, never half-written. */
    complete(id, result, completedAt) {
        this.#db
            .prepare(`UPDATE reports SET status = 'complete', result = ?, completed_at = ? WHERE id = ? AND status = 'running'`)
            .run(JSON.stringify(result), completedAt, id);
    }
    fail(id, error, completedAt) {
        this.#db
            .prepare(`UPDATE reports SET status = 'failed', error_code = ?, error_message = ?, completed_at = ? WHERE id = ` +
            `? AND status = 'running'`)
            .run(error.code, error.message, completedAt, id);
    }
    requeueRunning() {
        this.#db.exec(`UPDATE reports SET status = 'queued' WHERE status = 'running'`);
    }
}
function store_reports_reportResult(row) {
    return row.result === null ? null : JSON.parse(row.result);
}
//# sourceMappingURL=store-reports.js.map
;// CONCATENATED MODULE: ./lib/service/report-views.js
/** Report rows as the v1 interface shows them (docs/openapi.json, and the README's gaps). */


function iso(ms) {
    return new Date(ms).toISOString();
}
function fullReport(row) {
    const result = store_reports_reportResult(row);
    if (!result || row.completed_at === null)
        throw new errors/* ServeError */.Q('a complete report has no stored result');
    return {
        status: 'complete',
        key: row.key,
        url: row.url,
        title: result.title,
        score: result.score,
        grade: result.grade,
        word_count: result.word_count,
        issues: result.issues,
        findings: result.findings,
        render: row.render === 1,
        http_status: result.http_status,
        final_url: result.final_url,
        created_at: iso(row.created_at),
        completed_at: iso(row.completed_at),
    };
}
function failedReport(row) {
    return {
        status: 'failed',
        key: row.key,
        url: row.url,
        error: { code: row.error_code ?? 'analysis_error', message: row.error_message ?? 'the analysis failed' },
        created_at: iso(row.created_at),
        completed_at: row.completed_at === null ? null : iso(row.completed_at),
    };
}
function pendingReport(row) {
    return { status: row.status, key: row.key, url: row.url };
}
function acknowledgement(row, apiBase) {
    return { status: 'queued', key: row.key, url: row.url, poll: `${apiBase}/reports/${row.key}` };
}
function reportSummary(row) {
    const result = store_reports_reportResult(row);
    return {
        key: row.key,
        url: row.url,
        host: row.host,
        title: result?.title ?? '',
        score: result?.score ?? 0,
        grade: result?.grade ?? '',
        issues: {
            critical: result?.issues.critical ?? 0,
            recommended: result?.issues.recommended ?? 0,
            optional: result?.issues.optional ?? 0,
        },
        first_run_at: iso(row.first_run_at),
        last_run_at: iso(row.completed_at ?? row.created_at),
        run_count: row.run_count,
    };
}
/**
 * The newest report of a URL. One not yet complete is shown too (a client that lost the answer
 * to its POST can tell it was queued), with its `status`, the score and grade of the URL's
 * previous complete report (or 0 and "-"), and `last_run_at` = when it was submitted.
 */
function lookupView(latest, previous) {
    if (latest.status === 'complete') {
        const result = store_reports_reportResult(latest);
        return {
            key: latest.key,
            url: latest.url,
            score: result?.score ?? 0,
            grade: result?.grade ?? '-',
            last_run_at: iso(latest.completed_at ?? latest.created_at),
        };
    }
    const before = previous ? store_reports_reportResult(previous) : null;
    return {
        key: latest.key,
        url: latest.url,
        status: latest.status,
        score: before?.score ?? 0,
        grade: before?.grade ?? '-',
        last_run_at: iso(latest.created_at),
    };
}
//# sourceMappingURL=report-views.js.map
;// CONCATENATED MODULE: ./lib/service/crawl-views.js

const crawl_views_GRADES = ['A', 'B', 'C', 'D', 'F'];
const SEVERITY_ORDER = ['critical', 'recommended', 'optional'];
function crawlSummary(row) {
    return {
        id: row.id,
        host: row.host,
        label: row.label,
        seed_url: row.seed_url,
        state: row.state,
        pages_found: row.pages_found,
        pages_fetched: row.pages_fetched,
        pages_failed: row.pages_failed,
        max_pages: row.max_pages,
        max_depth: row.max_depth,
        created_at: iso(row.created_at),
        started_at: row.started_at === null ? null : iso(row.started_at),
        finished_at: row.finished_at === null ? null : iso(row.finished_at),
        error: row.error,
    };
}
/** Averages and counts are over analysed pages; a failed page has no score. */
function crawlDetail(row, analysed) {
    const total = analysed.reduce((sum, page) => sum + page.score, 0);
    return {
        ...crawlSummary(row),
        average_score: analysed.length === 0 ? 0 : Math.round(total / analysed.length),
        critical_pages: analysed.filter((page) => page.critical_count > 0).length,
        score_distribution: scoreDistribution(analysed),
    };
}
/** Pages per grade: every letter grade is present (0 when none), other grades are added as seen. */
function scoreDistribution(analysed) {
    const distribution = Object.fromEntries(crawl_views_GRADES.map((grade) => [grade, 0]));
    for (const page of analysed)
        distribution[page.grade] = (distribution[page.grade] ?? 0) + 1;
    return distribution;
}
function crawlPageSummary(row) {
    return {
        id: row.id,
        url: row.url,
        status: row.http_status,
        depth: row.depth,
        score: row.score,
        critical_count: row.critical_count,
        ...pageError(row),
    };
}
function crawlPageDetail(row) {
    return {
        id: row.id,
        url: row.url,
        title: row.title,
        score: row.score,
        word_count: row.word_count,
        internal_links: row.internal_links,
        findings: JSON.parse(row.findings),
        status: row.http_status,
        depth: row.depth,
        grade: row.grade,
        critical_count: row.critical_count,
        ...pageError(row),
    };
}
function pageError(row) {
    return row.state === 'failed'
        ? { error: { code: row.error_code ?? 'analysis_error', message: row.error_message ?? 'the analysis failed' } }
        : {};
}
/** One row per check and severity, with the number of pages it affects, most pages first. */
function crawlFindings(analysed) {
    const groups = new Map();
    for (const page of analysed) {
        const seen = new Set();
        for (const finding of JSON.parse(page.findings)) {
            const id = JSON.stringify([finding.check, finding.severity]);
            if (seen.has(id))
                continue;
            seen.add(id);
            const group = groups.get(id);
            if (group)
                group.pages += 1;
            else
                groups.set(id, { check: finding.check, severity: finding.severity, pages: 1, message: finding.message });
        }
    }
    return [...groups.values()].sort((a, b) => b.pages - a.pages || severityRank(a.severity) - severityRank(b.severity) || a.check.localeCompare(b.check));
}
function severityRank(severity) {
    const rank = SEVERITY_ORDER.indexOf(severity);
    return rank === -1 ? SEVERITY_ORDER.length : rank;
}
//# sourceMappingURL=crawl-views.js.map
;// CONCATENATED MODULE: ./lib/service/query-params.js
/** Reading path and query parameters; a bad value is a 400 `invalid_parameter` naming it. */


const MAX_URL_LENGTH = 2048;
function limitParam(query) {
    const raw = query.get('limit');
    if (raw === null)
        return 25;
    const limit = wholeNumber(raw);
    if (limit === null || limit < 1 || limit > 100)
        throw invalidParameter(`limit: "${query_params_cut(raw)}" is not a whole number from 1 to 100`);
    return limit;
}
function offsetParam(query) {
    const raw = query.get('offset');
    if (raw === null)
        return 0;
    const offset = wholeNumber(raw);
    if (offset === null)
        throw invalidParameter(`offset: "${query_params_cut(raw)}" is not a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`);
    return offset;
}
function idParam(name, raw) {
    const id = wholeNumber(raw);
    if (id === null || id < 1)
        throw invalidParameter(`${name}: "${query_params_cut(raw)}" is not a positive whole number`);
    return id;
}
/** A page URL: absolute http or https, in the one form the service stores, looks up and crawls (page-url.ts). */
function query_params_pageUrl(name, raw) {
    if (typeof raw !== 'string' || raw === '')
        throw invalidParameter(`${name} is required`);
    if (raw.length > MAX_URL_LENGTH)
        throw invalidParameter(`${name}: longer than ${MAX_URL_LENGTH} characters`);
    const url = URL.parse(raw);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
        throw invalidParameter(`${name}: "${query_params_cut(raw)}" is not an absolute http or https URL`);
    return normalizePageUrl(url);
}
function oneOfParam(name, raw, allowed) {
    if (raw === null)
        return null;
    if (allowed.includes(raw))
        return raw;
    throw invalidParameter(`${name}: "${query_params_cut(raw)}" is not one of ${allowed.join(', ')}`);
}
/** Digits only, up to Number.MAX_SAFE_INTEGER: past it, two different offsets would read as one number. */
function wholeNumber(raw) {
    if (!/^\d{1,16}$/.test(raw))
        return null;
    const value = Number(raw);
    return Number.isSafeInteger(value) ? value : null;
}
/** Echoed values are the caller's own, but a message stays one short line. */
function query_params_cut(raw) {
    const line = raw.replace(/[\u0000-\u001f\u007f]/g, ' ');
    return line.length > 80 ? `${line.slice(0, 80)}…` : line;
}
//# sourceMappingURL=query-params.js.map
;// CONCATENATED MODULE: ./lib/service/crawl-routes.js
/**
 * The read-only site crawl endpoints of v1, and the reference-only endpoint that starts a crawl
 * (outside /api/v1: the interface starts crawls only in a dashboard).
 */







const STATES = ['queued', 'running', 'done', 'failed'];
const DEFAULT_MAX_DEPTH = 3;
const StartBody = schemas/* object */.Ikc({
    url: schemas/* unknown */.L5J().optional(),
    max_pages: schemas/* int */.Whr({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).optional(),
    max_depth: schemas/* int */.Whr({ error: 'must be a whole number' })
        .min(0, { error: 'must be at least 0' })
        .max(10, { error: 'must be at most 10' })
        .optional(),
    label: schemas/* string */.YjP({ error: 'must be a string' }).max(200, { error: 'must be at most 200 characters' }).optional(),
    render: schemas/* boolean */.zMY({ error: 'must be true or false' }).optional(),
});
function crawlOf(context) {
    const crawl = context.service.store.crawls.get(context.workspace.id, idParam('id', context.params.id ?? ''));
    if (!crawl)
        throw notFound('site crawl');
    return crawl;
}
function listCrawls(context) {
    const state = oneOfParam('state', context.query.get('state'), STATES);
    const rows = context.service.store.crawls.list(context.workspace.id, { state, limit: limitParam(context.query) });
    return { status: 200, body: { site_crawls: rows.map(crawlSummary) } };
}
function readCrawl(context) {
    const crawl = crawlOf(context);
    return { status: 200, body: { site_crawl: crawlDetail(crawl, context.service.store.crawls.donePages(crawl.id)) } };
}
function listPages(context) {
    const crawl = crawlOf(context);
    const { rows, total } = context.service.store.crawls.pages(crawl.id, {
        limit: limitParam(context.query),
        offset: offsetParam(context.query),
    });
    return { status: 200, body: { pages: rows.map(crawlPageSummary), total } };
}
function crawl_routes_readPage(context) {
    const crawl = crawlOf(context);
    const page = context.service.store.crawls.page(crawl.id, idParam('page_id', context.params.page_id ?? ''));
    if (!page)
        throw notFound('crawl page');
    return { status: 200, body: { page: crawlPageDetail(page) } };
}
function listFindings(context) {
    const crawl = crawlOf(context);
    return { status: 200, body: { findings: crawlFindings(context.service.store.crawls.donePages(crawl.id)) } };
}
/** The plan's page cap bounds max_pages; crawl pages spend no report allowance. */
function createCrawl(context) {
    const body = jsonBody(context.body, StartBody);
    const seed = query_params_pageUrl('url', body.url);
    if (body.render)
        refuseRenderWithoutBrowser(context);
    const cap = plans/* PLANS */.NB[context.workspace.plan].crawlPageCap;
    const { store, wake } = context.service;
    const id = startCrawl(store, {
        workspace: context.workspace.id,
        seed,
        label: body.label ?? seed.hostname,
        maxPages: Math.min(cap, body.max_pages ?? cap),
        maxDepth: body.max_depth ?? DEFAULT_MAX_DEPTH,
        render: body.render ?? false,
    });
    wake();
    const crawl = store.crawls.get(context.workspace.id, id);
    if (!crawl)
        throw notFound('site crawl');
    return { status: 202, body: { site_crawl: crawlSummary(crawl) } };
}
const CRAWL_ROUTES = [
    { method: 'GET', path: '/api/v1/site-crawls', crawls: true, handle: listCrawls },
    { method: 'GET', path: '/api/v1/site-crawls/{id}', crawls: true, handle: readCrawl },
    { method: 'GET', path: '/api/v1/site-crawls/{id}/pages', crawls: true, handle: listPages },
    { method: 'GET', path: '/api/v1/site-crawls/{id}/pages/{page_id}', crawls: true, handle: crawl_routes_readPage },
    { method: 'GET', path: '/api/v1/site-crawls/{id}/findings', crawls: true, handle: listFindings },
    { method: 'POST', path: '/reference/site-crawls', crawls: true, handle: createCrawl },
];
//# sourceMappingURL=crawl-routes.js.map
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./lib/service/report-routes.js
/** POST /reports, GET /reports, GET /reports/lookup, GET /reports/{key}. */








const SubmitBody = schemas/* object */.Ikc({
    url: schemas/* unknown */.L5J().optional(),
    render: schemas/* boolean */.zMY({ error: 'must be true or false' }).optional(),
});
/** 16 characters of base64url from 96 random bits: short, and not guessable. */
function newReportKey() {
    return (0,external_node_crypto_.randomBytes)(12).toString('base64url');
}
function submitReport(context) {
    const body = jsonBody(context.body, SubmitBody);
    const url = query_params_pageUrl('url', body.url);
    const render = body.render ?? false;
    if (render)
        refuseRenderWithoutBrowser(context);
    const { store, cacheTtlMs, wake } = context.service;
    const { id: workspace, plan } = context.workspace;
    const now = Date.now();
    return store.transaction(() => {
        const cached = cacheTtlMs > 0 ? store.reports.freshComplete(workspace, url.href, render, now - cacheTtlMs) : undefined;
        if (cached)
            return { status: 200, body: { report: fullReport(cached) } };
        const inFlight = store.reports.inFlight(workspace, url.href, render);
        if (inFlight)
            return { status: 202, body: acknowledgement(inFlight, context.apiBase) };
        const allowance = plans/* PLANS */.NB[plan].reportAllowance;
        if (store.reportsUsed(workspace) >= allowance) {
            throw new ApiError(402, 'allowance_exhausted', `the report allowance of the ${plan} plan (${allowance} reports) is spent`);
        }
        store.spendReport(workspace);
        const queued = { key: newReportKey(), workspace, url: url.href, host: url.hostname, render, createdAt: now };
        store.reports.insertQueued(queued);
        wake();
        return { status: 202, body: acknowledgement(queued, context.apiBase) };
    });
}
/**
 * An unfinished report read with `Prefer: wait=N` is held until it ends or N seconds pass, and the
 * answer says `Preference-Applied: wait=N`; when the workspace holds its limit of reads, it is
 * answered at once without it (report-waits.ts).
 */
async function report_routes_readReport(context) {
    const { store, waits } = context.service;
    const workspace = context.workspace.id;
    const key = context.params.key ?? '';
    const row = store.reports.byKey(workspace, key);
    if (!row)
        throw notFound('report');
    const seconds = preferredWait(context.prefer);
    if (seconds === null || seconds === 0 || row.status === 'complete' || row.status === 'failed')
        return replyOf(row);
    const held = waits.wait(workspace, key, seconds, context.signal);
    if (!held)
        return replyOf(row);
    await held;
    const reply = replyOf(store.reports.byKey(workspace, key) ?? row);
    return { ...reply, headers: { ...reply.headers, 'preference-applied': `wait=${seconds}` } };
}
function replyOf(row) {
    switch (row.status) {
        case 'complete':
            return { status: 200, body: { report: fullReport(row) } };
        case 'failed':
            return { status: 200, body: { report: failedReport(row) } };
        default:
            return { status: 202, body: pendingReport(row) };
    }
}
function listReports(context) {
    const host = context.query.get('host');
    const limit = limitParam(context.query);
    const offset = offsetParam(context.query);
    const { rows, total } = context.service.store.reports.list(context.workspace.id, {
        host: host === null ? null : host.toLowerCase(),
        limit,
        offset,
    });
    return { status: 200, body: { reports: rows.map(reportSummary), total, limit, offset } };
}
function lookupReport(context) {
    const url = query_params_pageUrl('url', context.query.get('url') ?? undefined);
    const { reports } = context.service.store;
    const latest = reports.latest(context.workspace.id, url.href);
    if (!latest)
        throw new ApiError(404, 'not_found', 'this URL has never been analysed');
    const previous = latest.status === 'complete' ? undefined : reports.latestComplete(context.workspace.id, url.href);
    return { status: 200, body: { report: lookupView(latest, previous) } };
}
const REPORT_ROUTES = [
    { method: 'POST', path: '/api/v1/reports', crawls: false, handle: submitReport },
    { method: 'GET', path: '/api/v1/reports', crawls: false, handle: listReports },
    { method: 'GET', path: '/api/v1/reports/lookup', crawls: false, handle: lookupReport },
    { method: 'GET', path: '/api/v1/reports/{key}', crawls: false, handle: report_routes_readReport },
];
//# sourceMappingURL=report-routes.js.map
;// CONCATENATED MODULE: ./lib/service/routes.js
/** The route table: every endpoint, and how a request finds its route. */


const ROUTES = [...REPORT_ROUTES, ...CRAWL_ROUTES];
/** Literal routes come first in the table, so `/reports/lookup` is never read as a key. */
function matchRoute(routes, method, path) {
    const segments = path.split('/');
    const allow = [];
    for (const route of routes) {
        const params = matchPath(route.path.split('/'), segments);
        if (!params)
            continue;
        if (route.method === method)
            return { kind: 'found', route, params };
        allow.push(route.method);
    }
    return allow.length > 0 ? { kind: 'wrong-method', allow } : { kind: 'none' };
}
function matchPath(pattern, segments) {
    if (pattern.length !== segments.length)
        return null;
    const params = {};
    for (const [i, part] of pattern.entries()) {
        const segment = segments[i] ?? '';
        if (part.startsWith('{')) {
            if (segment === '')
                return null;
            params[part.slice(1, -1)] = segment;
        }
        else if (part !== segment) {
            return null;
        }
    }
    return params;
}
//# sourceMappingURL=routes.js.map
;// CONCATENATED MODULE: ./lib/service/server.js
/**
 * The HTTP side on node:http: one handler per request that applies the injected faults (only
 * under /api/v1), authenticates, finds the route, answers JSON, and logs one line without the
 * key. Refusals (503, 429) happen before anything is handled; a reset happens after, so a POST
 * whose connection was reset has queued its job, and no fault ever queues two.
 */








/**
 * How long a stop waits for requests still being answered before their connections are closed.
 * Answering is quick once bodies stop being read: the only handler that waits (a held report read)
 * is answered as soon as the stop begins. This bounds what a future slow step would make unbounded.
 */
const DRAIN_SECONDS = 5;
const NO_FAULTS = { refuse: null, reset: false, malformed: false, unknownStatus: false };
const FAULTY_PREFIX = '/api/v1/';
/** The interface's own description needs no key: it is the same for every workspace. */
const OPENAPI_PATH = '/api/v1/openapi.json';
let openApiCache;
const openApi = () => (openApiCache ??= openApiDocument());
function createApiServer(options) {
    const stopping = new AbortController();
    const inFlight = new Set();
    let apiBase;
    const server = (0,external_node_http_.createServer)((request, response) => {
        if (stopping.signal.aborted)
            return void request.socket.destroy();
        apiBase ??= `${options.publicUrl ?? listeningOrigin(server)}/api/v1`;
        const handled = handle({ ...options, apiBase, stopping: stopping.signal }, request, response);
        inFlight.add(handled);
        void handled.finally(() => inFlight.delete(handled));
    });
    server.on('clientError', answerClientError);
    return {
        server,
        drain: async () => {
            stopping.abort();
            let timer;
            const grace = new Promise((resolve) => (timer = setTimeout(resolve, DRAIN_SECONDS * 1000)));
            try {
                await Promise.race([Promise.all(inFlight), grace]);
            }
            finally {
                clearTimeout(timer);
            }
        },
    };
}
/** `http://host:port` of the address the server listens on (IPv6 in brackets). */
function listeningOrigin(server) {
    const address = server.address();
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
}
async function handle(options, request, response) {
    const { stopping } = options;
    const started = performance.now();
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://service').pathname;
    const faulty = path.startsWith(FAULTY_PREFIX);
    let reply;
    let note = '';
    try {
        if (faulty && options.faults.latencyMs > 0)
            await (0,promises_.setTimeout)(options.faults.latencyMs, undefined, { signal: stopping });
        const faults = faulty ? options.faults.forRequest() : NO_FAULTS;
        reply = faults.refuse
            ? server_refusal(faults.refuse, options.faults.retryAfterSeconds)
            : await answer(options, request, response, method, path);
        if (faults.refuse)
            note = ` fault=${faults.refuse}`;
        if (faults.reset) {
            request.socket.destroy();
            options.log(line(method, path, reply.status, started, ' fault=reset'));
            return;
        }
        if (method === 'GET' && reply.status === 202 && faults.unknownStatus) {
            reply = { ...reply, body: { ...reply.body, status: 'analyzing' } };
            note = ' fault=unknown-status';
        }
        if (method === 'GET' && reply.status === 200 && faults.malformed) {
            send(response, reply, (json) => json.slice(0, Math.max(1, Math.floor(json.length / 2))));
            options.log(line(method, path, reply.status, started, ' fault=malformed'));
            return;
        }
    }
    catch (error) {
        if (stopping.aborted)
            return void request.socket.destroy();
        reply = errorReply(error, options.log);
    }
    send(response, reply);
    options.onReply?.({ method, path, reply });
    options.log(line(method, path, reply.status, started, note));
}
async function answer(options, request, response, method, path) {
    if (method === 'GET' && path === OPENAPI_PATH)
        return { status: 200, body: openApi() };
    const match = matchRoute(ROUTES, method, path);
    if (match.kind === 'none')
        throw new ApiError(404, 'not_found', 'no such endpoint');
    if (match.kind === 'wrong-method') {
        const allow = match.allow.join(', ');
        return {
            status: 405,
            headers: { allow },
            body: errorBody('method_not_allowed', `${method} is not allowed here (allowed: ${allow})`),
        };
    }
    const workspace = authenticate(options.workspaces, request.headersDistinct.authorization);
    if (match.route.crawls && plans/* PLANS */.NB[workspace.plan].crawlPageCap === 0)
        throw new ApiError(403, 'plan_excluded', PLAN_EXCLUDED_MESSAGE);
    const body = method === 'POST' ? await request_body_readBody(request, options.stopping) : '';
    return match.route.handle({
        service: options.service,
        workspace,
        params: match.params,
        query: new URL(request.url ?? '/', 'http://service').searchParams,
        body,
        apiBase: options.apiBase,
        prefer: request.headersDistinct.prefer?.join(', '),
        signal: AbortSignal.any([options.stopping, leaving(response)]),
    });
}
/** Aborts when the connection closes before the answer is sent: nobody is waiting for it any more. */
function leaving(response) {
    const left = new AbortController();
    response.once('close', () => left.abort());
    return left.signal;
}
/**
 * Neither message repeats what was sent: it may be a real key sent to the wrong service. Node keeps
 * only the first of several Authorization headers; a proxy in front may keep the last, so two are
 * refused rather than read one way here and another way there.
 */
function authenticate(workspaces, headers) {
    if (headers && headers.length > 1)
        throw new ApiError(400, 'ambiguous_credentials', 'send one Authorization header, not several');
    const key = /^Bearer\s+(\S+)\s*$/i.exec(headers?.[0] ?? '')?.[1];
    if (!key)
        throw new ApiError(401, 'unauthorized', 'missing API key: send Authorization: Bearer <key>');
    const workspace = workspaces.get((0,plans/* workspaceId */.RX)(key));
    if (!workspace)
        throw new ApiError(401, 'unauthorized', 'the API key was not recognised');
    return workspace;
}
function server_refusal(status, retryAfterSeconds) {
    if (status === 503)
        return { status, body: errorBody('unavailable', 'the service is unavailable (injected fault)') };
    return {
        status,
        headers: { 'retry-after': String(retryAfterSeconds) },
        body: errorBody('rate_limited', 'too many requests (injected fault)'),
    };
}
function errorReply(error, log) {
    if (error instanceof ApiError) {
        // The rest of an oversized body is not read: the connection cannot be reused.
        const headers = error.status === 413 ? { connection: 'close' } : {};
        return { status: error.status, headers, body: errorBody(error.code, error.message) };
    }
    log(`internal error: ${(0,describe/* describe */.q)(error)}`);
    return { status: 500, body: errorBody('internal_error', 'the service failed to answer this request') };
}
/**
 * A request Node's parser refused before any handler saw it (a request line or headers over the
 * limit, a bad method, Content-Length with Transfer-Encoding) gets the same JSON error body as
 * every other answer, not Node's bare status line.
 */
function answerClientError(error, socket) {
    if (!socket.writable || error.code === 'ECONNRESET')
        return void socket.destroy();
    const [status, reason, code, message] = error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'headers_too_large', 'the request line or headers are too large']
        : [400, 'Bad Request', 'invalid_request', 'the request is not valid HTTP/1.1'];
    const text = JSON.stringify(errorBody(code, message));
    socket.end(`HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`);
}
function errorBody(code, message) {
    return { error: { code, message } };
}
function send(response, reply, shape = (json) => json) {
    const text = shape(JSON.stringify(reply.body));
    response.writeHead(reply.status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
        ...reply.headers,
    });
    response.end(text);
}
function line(method, path, status, started, note) {
    const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
    return `${method} ${shown} ${status} ${Math.round(performance.now() - started)}ms${note}`;
}
//# sourceMappingURL=server.js.map
;// CONCATENATED MODULE: ./lib/service/store-crawls.js

const CRAWL_COLUMNS = `c.*,
  (SELECT COUNT(*) FROM crawl_urls u WHERE u.crawl_id = c.id) AS pages_found,
  (SELECT COUNT(*) FROM crawl_pages p WHERE p.crawl_id = c.id AND p.state IN ('done', 'failed')) AS pages_fetched,
  (SELECT COUNT(*) FROM crawl_pages p WHERE p.crawl_id = c.id AND p.state = 'failed') AS pages_failed`;
const FINISHED = `state IN ('done', 'failed')`;
class CrawlStore {
    #db;
    constructor(db) {
        this.#db = db;
    }
    create(crawl) {
        const inserted = this.#db
            .prepare(`INSERT INTO crawls (workspace, host, label, seed_url, state, max_pages, max_depth, render, ` +
            `created_at) VALUES (?, ?, ?, ?, 'queued', ?, ?, ?, ?)`)
            .run(crawl.workspace, crawl.host, crawl.label, crawl.seedUrl, crawl.maxPages, crawl.maxDepth, crawl.render ? 1 : 0, crawl.createdAt);
        return Number(inserted.lastInsertRowid);
    }
    get(workspace, id) {
        return rowOf(this.#db.prepare(`SELECT ${CRAWL_COLUMNS} FROM crawls c WHERE c.workspace = ? AND c.id = ?`), workspace, id);
    }
    byId(id) {
        return rowOf(this.#db.prepare(`SELECT ${CRAWL_COLUMNS} FROM crawls c WHERE c.id = ?`), id);
    }
    list(workspace, query) {
        const sql = `SELECT ${CRAWL_COLUMNS} FROM crawls c WHERE c.workspace = ? AND (? IS NULL OR c.state = ?)
      ORDER BY c.created_at DESC, c.id DESC LIMIT ?`;
        return rowsOf(this.#db.prepare(sql), workspace, query.state, query.state, query.limit);
    }
    /** Records a discovered URL; false when the crawl had already seen it. */
    discover(crawlId, url) {
        return (this.#db.prepare('INSERT OR IGNORE INTO crawl_urls (crawl_id, url) VALUES (?, ?)').run(crawlId, url).changes > 0);
    }
    /** Pages queued so far, whatever their state: what the page cap is counted against. */
    pageCount(crawlId) {
        return (rowOf(this.#db.prepare('SELECT COUNT(*) AS n FROM crawl_pages WHERE crawl_id = ?'), crawlId)?.n ??
            0);
    }
    enqueuePage(crawlId, url, depth) {
        this.#db
            .prepare(`INSERT INTO crawl_pages (crawl_id, id, url, depth, state) VALUES (?, ?, ?, ?, 'queued')`)
            .run(crawlId, this.pageCount(crawlId) + 1, url, depth);
    }
    /** Takes the oldest queued page of a live crawl, marks it running, and starts its crawl. */
    claimNextPage(now) {
        const sql = `SELECT p.* FROM crawl_pages p JOIN crawls c ON c.id = p.crawl_id
      WHERE p.state = 'queued' AND c.state IN ('queued', 'running') ORDER BY p.seq LIMIT 1`;
        const page = rowOf(this.#db.prepare(sql));
        if (!page)
            return undefined;
        this.#db
            .prepare(`UPDATE crawl_pages SET state = 'running' WHERE crawl_id = ? AND id = ?`)
            .run(page.crawl_id, page.id);
        this.#db
            .prepare(`UPDATE crawls SET state = 'running', started_at = ? WHERE id = ? AND state = 'queued'`)
            .run(now, page.crawl_id);
        return { ...page, state: 'running' };
    }
    pageDone(crawlId, pageId, outcome) {
        const critical = outcome.findings.filter((finding) => finding.severity === 'critical').length;
        this.#db
            .prepare(`UPDATE crawl_pages SET state = 'done', http_status = ?, title = ?, score = ?, grade = ?, word_count = ?,
        internal_links = ?, critical_count = ?, findings = ? WHERE crawl_id = ? AND id = ?`)
            .run(outcome.http_status, outcome.title, outcome.score, outcome.grade, outcome.word_count, outcome.internal_links, critical, JSON.stringify(outcome.findings), crawlId, pageId);
    }
    pageFailed(crawlId, pageId, error) {
        this.#db
            .prepare(`UPDATE crawl_pages SET state = 'failed', error_code = ?, error_message = ? WHERE crawl_id = ? AND id = ?`)
            .run(error.code, error.message, crawlId, pageId);
    }
    unfinishedPages(crawlId) {
        return (rowOf(this.#db.prepare(`SELECT COUNT(*) AS n FROM crawl_pages WHERE crawl_id = ? AND NOT ${FINISHED}`), crawlId)?.n ?? 0);
    }
    finish(crawlId, outcome) {
        this.#db
            .prepare('UPDATE crawls SET state = ?, error = ?, finished_at = ? WHERE id = ?')
            .run(outcome.state, outcome.error, outcome.finishedAt, crawlId);
    }
    /** Finished pages in discovery order (breadth first), with their total. */
    pages(crawlId, query) {
        const rows = rowsOf(this.#db.prepare(`SELECT * FROM crawl_pages WHERE crawl_id = ? AND ${FINISHED} ORDER BY id LIMIT ? OFFSET ?`), crawlId, query.limit, query.offset);
        const total = rowOf(this.#db.prepare(`SELECT COUNT(*) AS n FROM crawl_pages WHERE crawl_id = ? AND ${FINISHED}`), crawlId);
        return { rows, total: total?.n ?? 0 };
    }
    page(crawlId, pageId) {
        return rowOf(this.#db.prepare(`SELECT * FROM crawl_pages WHERE crawl_id = ? AND id = ? AND ${FINISHED}`), crawlId, pageId);
    }
    /** Analysed pages only: a failed page has no score or findings to count. */
    donePages(crawlId) {
        return rowsOf(this.#db.prepare(`SELECT * FROM crawl_pages WHERE crawl_id = ? AND state = 'done' ORDER BY id`), crawlId);
    }
    requeueRunning() {
        this.#db.exec(`UPDATE crawl_pages SET state = 'queued' WHERE state = 'running'`);
    }
}
//# sourceMappingURL=store-crawls.js.map
;// CONCATENATED MODULE: ./lib/service/store.js



class Store {
    reports;
    crawls;
    #db;
    constructor(file) {
        this.#db = openDatabase(file);
        this.reports = new ReportStore(this.#db);
        this.crawls = new CrawlStore(this.#db);
    }
    transaction(work) {
        return transaction(this.#db, work);
    }
    reportsUsed(workspace) {
        return (rowOf(this.#db.prepare('SELECT reports_used FROM workspaces WHERE id = ?'), workspace)
            ?.reports_used ?? 0);
    }
    spendReport(workspace) {
        this.#db
            .prepare('INSERT INTO workspaces (id, reports_used) VALUES (?, 1) ON CONFLICT (id) DO UPDATE SET reports_used = ' +
            'reports_used + 1')
            .run(workspace);
    }
    /** Reports before crawl pages: a gate waits on its reports, a crawl is background work. */
    claimNextJob(now) {
        return this.transaction(() => {
            const report = this.reports.claimNext();
            if (report)
                return { kind: 'report', report };
            const page = this.crawls.claimNextPage(now);
            return page ? { kind: 'crawl-page', page } : undefined;
        });
    }
    /** Work cut short by a stop is queued again: nothing is left half-done. */
    requeueUnfinished() {
        this.transaction(() => {
            this.reports.requeueRunning();
            this.crawls.requeueRunning();
        });
    }
    close() {
        this.#db.close();
    }
}
//# sourceMappingURL=store.js.map
;// CONCATENATED MODULE: ./lib/service/index.js



















async function startService(options = {}) {
    const workers = service_wholeNumber('workers', options.workers ?? 4, 1);
    const cacheTtlSeconds = service_wholeNumber('cacheTtlSeconds', options.cacheTtlSeconds ?? 3600, 0);
    const publicUrl = publicRoot(options.publicUrl);
    const workspaces = (0,plans/* workspacesByKey */.nP)(options.keys ?? plans/* DEFAULT_KEYS */.ze);
    const log = options.log ?? (() => { });
    const store = new Store(options.db);
    store.requeueUnfinished();
    const faults = new FaultInjector(options.faults);
    const allowPrivate = options.allowPrivate ?? false;
    const browser = options.chromium === false ? null : (0,find_browser/* findBrowser */.Kz)(options.chromium, process.env);
    const pool = new AnalysisPool(workers);
    const waits = new ReportWaits(options.waitTimer ? { timer: options.waitTimer } : {});
    const renderer = createRenderer(browser, allowPrivate, pool.analyze, options.renderTimeoutMs);
    const context = {
        store,
        analyze: options.analyze ??
            ((url, fetch) => (fetch.render ? renderer.analyze(url, fetch) : analyzeUrl(url, fetch, pool.analyze))),
        allowPrivate,
        faults,
        wake: () => queue.wake(),
        reportFinished: (report) => waits.finished(report.workspace, report.key),
    };
    const queue = new JobQueue({
        claim: () => store.claimNextJob(Date.now()),
        run: (job, signal) => job.kind === 'report' ? runReportJob(context, job.report, signal) : runCrawlPage(context, job.page, signal),
        onError: (error) => log(`job error: ${(0,describe/* describe */.q)(error)}`),
    });
    const api = createApiServer({
        service: {
            store,
            cacheTtlMs: cacheTtlSeconds * 1000,
            renderUnavailable: renderer.unavailable,
            wake: context.wake,
            waits,
        },
        workspaces,
        faults,
        publicUrl,
        log,
        onReply: options.onReply,
    });
    try {
        await listen(api.server, options.port ?? 0, options.host ?? '127.0.0.1');
    }
    catch (error) {
        store.close();
        throw error;
    }
    queue.start(workers);
    const origin = listeningOrigin(api.server);
    let closing;
    const close = async () => {
        const closed = new Promise((resolve) => api.server.close(resolve));
        api.server.closeIdleConnections();
        await api.drain();
        api.server.closeAllConnections();
        await closed;
        await queue.close();
        await renderer.close();
        await pool.close();
        store.requeueUnfinished();
        store.close();
    };
    return { url: `${origin}/api/v1`, origin, browser, browserPid: renderer.pid, close: () => (closing ??= close()) };
}
function service_wholeNumber(name, value, min) {
    if (!Number.isInteger(value) || value < min)
        throw new errors/* ServeConfigError */.c(`${name}: ${value} is not a whole number >= ${min}`);
    return value;
}
function listen(server, port, host) {
    return new Promise((resolve, reject) => {
        server.once('error', (error) => reject(new errors/* ServeConfigError */.c(`cannot listen on ${host}:${port}: ${error.code ?? error.message}`)));
        server.listen(port, host, () => resolve());
    });
}
function publicRoot(raw) {
    if (raw === undefined)
        return undefined;
    const url = URL.parse(raw);
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '') {
        throw new errors/* ServeConfigError */.c(`public URL "${raw}" is not an absolute http(s) URL without query or fragment`);
    }
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
//# sourceMappingURL=index.js.map

/***/ })

};

//# sourceMappingURL=759.index.js.map