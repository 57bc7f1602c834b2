export const id = 397;
export const ids = [397];
export const modules = {

/***/ 674:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  demo: () => (/* binding */ demo)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/config/thresholds-in-force.js
var thresholds_in_force = __webpack_require__(6012);
// EXTERNAL MODULE: ./lib/config/secrets.js
var secrets = __webpack_require__(2999);
// EXTERNAL MODULE: ./lib/run-gate.js + 12 modules
var run_gate = __webpack_require__(9908);
// EXTERNAL MODULE: ./lib/report/markdown.js + 15 modules
var markdown = __webpack_require__(1887);
// EXTERNAL MODULE: ./lib/service/index.js + 60 modules
var lib_service = __webpack_require__(4759);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./lib/demo/site.js
/**
 * A small site on loopback for the demo, the end-to-end tests and the benchmarks. `deploy(n)`
 * switches what it serves: release 1 is clean; release 2 regresses /pricing (an image loses its
 * alt text and the page its meta description); release 3 fixes it again. Every page names its
 * release (`<meta name="build" content="fixture-release-N">`) for `expect`; `deploy(n, ms)`
 * switches only after ms, as a deploy that takes a while to go live. `/app` (in no release's
 * links or sitemap) is built by a script: fetched it is an empty shell, rendered a whole page.
 */

/** The marker each release's pages show. */
function buildMarker(release) {
    return `fixture-release-${release}`;
}
const PARAGRAPH = 'pagegate keeps a deploy honest: every page is analysed after it ships, compared with what was there before, ' +
    'and the change is reported where reviewers already look. ';
function page(title, body, head = '', release = 0) {
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="build" content="${buildMarker(release)}">
<title>${title}</title>
${head}</head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`;
}
function pages(release, origin) {
    const description = (text) => `<meta name="description" content="${text}">\n`;
    const canonical = (path) => `<link rel="canonical" href="${origin}${path}">\n`;
    const text = `<p>${PARAGRAPH.repeat(9)}</p>`;
    const nav = '<nav><a href="/">Home</a> <a href="/pricing">Pricing</a> <a href="/blog/hello">Blog</a></nav>';
    const pricingImage = release === 2
        ? '<img src="/plans.png" width="600" height="300">'
        : '<img src="/plans.png" alt="The three plans side by side" width="600" height="300">';
    const pricingHead = release === 2
        ? canonical('/pricing')
        : description('Plans and prices for teams of every size, with every feature listed.') + canonical('/pricing');
    return {
        '/': page('Fixture home: deploys that stay good', `${nav}\n<h2>Why</h2>\n${text}`, description('The home page of the pagegate fixture site, used by the demo and the tests.') + canonical('/'), release),
        '/pricing': page('Pricing for every team size', `${nav}\n<h2>Plans</h2>\n${pricingImage}\n${text}`, pricingHead, release),
        '/blog/hello': page('Hello from the fixture blog', `${nav}\n<h2>First post</h2>\n${text}`, description('The first post of the fixture blog, a page that never changes.') + canonical('/blog/hello'), release),
    };
}
/**
 * Everything a crawler reads (title, description, heading, image alt, text) is written after load, as a single-page app
 * does.
 */
const SCRIPT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
</head>
<body>
<main id="app"></main>
<script>
document.title = 'The fixture app, built in the browser';
const description = document.createElement('meta');
description.name = 'description';
description.content = 'A page of the fixture site whose every word is written by a script after it loads.';
document.head.append(description);
const heading = document.createElement('h1');
heading.textContent = document.title;
const chart = document.createElement('img');
chart.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
chart.alt = 'Pages gated per deploy';
const text = document.createElement('p');
text.textContent = ${JSON.stringify(PARAGRAPH.repeat(9))};
document.getElementById('app').append(heading, chart, text);
</script>
</body>
</html>
`;
async function startFixtureSite() {
    let release = 1;
    let origin = '';
    let pending;
    const server = (0,external_node_http_.createServer)((request, response) => {
        const path = new URL(request.url ?? '/', 'http://fixture').pathname;
        if (path === '/sitemap.xml') {
            const locs = Object.keys(pages(release, origin))
                .map((p) => `<url><loc>${origin}${p}</loc></url>`)
                .join('');
            response
                .writeHead(200, { 'content-type': 'application/xml' })
                .end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs}</urlset>`);
            return;
        }
        const html = path === '/app' ? SCRIPT_BUILT_PAGE : pages(release, origin)[path];
        if (!html)
            return void response
                .writeHead(404, { 'content-type': 'text/html' })
                .end(page('Not found', '<p>No such page.</p>'));
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    });
    server.keepAliveTimeout = 1000;
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
    return {
        origin,
        deploy: (next, afterMs = 0) => {
            clearTimeout(pending);
            if (afterMs === 0)
                release = next;
            else
                pending = setTimeout(() => (release = next), afterMs);
        },
        close: () => new Promise((resolve) => {
            clearTimeout(pending);
            server.closeAllConnections();
            server.close(() => resolve());
        }),
    };
}
//# sourceMappingURL=site.js.map
;// CONCATENATED MODULE: ./lib/demo/summary-adds.js
/**
 * The demo prints the PR comment and then only what the job summary adds to it: the two are the
 * same report under two size limits, and printing both in full buried the story under a repeat.
 */
function summaryAdds(summary, comment) {
    const inComment = new Map();
    for (const line of comment.split('\n'))
        inComment.set(line, (inComment.get(line) ?? 0) + 1);
    return summary.split('\n').filter((line) => {
        const left = inComment.get(line) ?? 0;
        if (left > 0)
            inComment.set(line, left - 1);
        return left === 0 && line.trim() !== '';
    });
}
/** What the demo prints for the job summary after the comment. */
function summaryNote(summary, comment) {
    const added = summaryAdds(summary, comment);
    if (added.length === 0)
        return 'The job summary holds the same report, without the hidden marker: the comment fits its limit whole.';
    return `The job summary holds the same report, without the hidden marker, and adds:\n\n${added.join('\n')}`;
}
//# sourceMappingURL=summary-adds.js.map
;// CONCATENATED MODULE: ./lib/demo/demo.js
/**
 * `npm run demo`: the main job end to end on loopback with nothing to sign up for. Starts the
 * reference service (with its cache, as a real service has one) and the fixture site, and gates
 * release 1 (the first accepted state), release 2 (a deploy that regresses /pricing, within the
 * cache's hour), a re-run of release 2 (still red: a failing run never moves the accepted state)
 * and release 3 (the fix, which becomes the accepted state), printing the PR comment as GitHub would
 * show it and what the job summary adds to it; then gates /app, a page built by script, fetched and with
 * render: true.
 */









const KEY = 'demo-key';
const PAGES = ['/', '/pricing', '/blog/hello'];
/**
 * The working directory, read through a call: ncc's asset relocator rewrites a static
 * `join(process.cwd(), ...)` whose target exists at build time into a folder copied into dist/.
 */
const workingDirectory = () => process.cwd();
async function demo(out, directory = (0,external_node_path_.join)(workingDirectory(), '.pagegate', 'demo')) {
    const started = Date.now();
    await (0,promises_.mkdir)(directory, { recursive: true });
    const acceptedFile = (0,external_node_path_.join)(directory, 'accepted.json');
    await (0,promises_.rm)(acceptedFile, { force: true });
    const site = await startFixtureSite();
    // The service's own cache (an hour): every release below is gated within it, and the gate sees past it.
    const service = await (0,lib_service.startService)({ port: 0, allowPrivate: true, keys: { [KEY]: 'pro' } });
    try {
        const gate = async (release, label, file = `release-${release}.json`) => {
            site.deploy(release);
            out(`\n━━ release ${release}: ${label}\n`);
            return runRelease({
                apiUrl: service.url,
                origin: site.origin,
                resultsFile: (0,external_node_path_.join)(directory, file),
                acceptedFile,
                commit: String(release).repeat(40),
            }, out);
        };
        const baseline = await gate(1, 'the first accepted state (first analysis of every page)');
        const regressed = await gate(2, 'a deploy that drops the alt text of the pricing image and its meta description');
        const comment = (0,markdown/* renderComment */.wQ)(regressed.input);
        const summary = (0,markdown/* renderSummary */.Br)(regressed.input);
        // Kept beside the results: `npm run screenshots` renders these, and a test checks they still match the PNGs.
        await Promise.all([
            (0,promises_.writeFile)((0,external_node_path_.join)(directory, 'release-2.comment.md'), comment),
            (0,promises_.writeFile)((0,external_node_path_.join)(directory, 'release-2.summary.md'), summary),
        ]);
        out(`\n━━ the sticky PR comment after release 2\n\n${comment}\n`);
        out(`\n━━ the job summary of release 2 (GITHUB_STEP_SUMMARY)\n\n${summaryNote(summary, comment)}\n`);
        const rerun = await gate(2, 'the failed gate re-run: the accepted state did not move, so it fails again', 'release-2-rerun.json');
        const fixed = await gate(3, 'the fix');
        out(`\n━━ the same sticky comment, updated after release 3\n\n${(0,markdown/* renderComment */.wQ)(fixed.input)}\n`);
        const rendered = await renderStory(service, site.origin, directory, out);
        const story = [
            baseline.outcome.results.passed,
            !regressed.outcome.results.passed,
            !rerun.outcome.results.passed,
            fixed.outcome.results.passed,
            rendered.asExpected,
        ];
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        out(`\n${lastLine(regressed.outcome, story.every(Boolean), directory, seconds)}; ${rendered.line}\n`);
        return story.every(Boolean) ? 0 : 1;
    }
    finally {
        await service.close();
        await site.close();
    }
}
/** /app fetched, then rendered: what render changes, in one clause of the closing line. */
async function renderStory(service, origin, directory, out) {
    if (!service.browser)
        return { asExpected: true, line: `render: not shown, no Chromium found (${lib_service/* INSTALL_HINT */.eA})` };
    out('\n━━ /app, built by a script: fetched, then with render: true\n');
    // Its own accepted state: the fetched run fails and saves nothing, so the rendered run falls
    // back to the latest report, the fetched one, and what it resolved is what render changed.
    const acceptedFile = (0,external_node_path_.join)(directory, 'app-accepted.json');
    await (0,promises_.rm)(acceptedFile, { force: true });
    const pageOf = async (render) => {
        const release = {
            apiUrl: service.url,
            origin,
            resultsFile: (0,external_node_path_.join)(directory, `app-render-${render}.json`),
            acceptedFile,
            commit: 'a'.repeat(40),
            pages: ['/app'],
            render,
        };
        return (await runRelease(release, out)).outcome.results;
    };
    const plain = (await pageOf(false)).pages[0];
    const browser = await pageOf(true);
    const page = browser.pages[0];
    const changed = [...new Set(page?.resolved.map((finding) => finding.check))].join(', ');
    return {
        asExpected: plain?.verdict === 'fail' && browser.passed,
        line: `/app, built by script, failed fetched (score ${plain?.score ?? '-'}) and passed with render: true (score ` +
            `${page?.score ?? '-'}), where ${changed || 'no finding'} went away`,
    };
}
async function runRelease(release, out) {
    const { resultsFile } = release;
    const inputs = {
        'api-url': release.apiUrl,
        'api-key': KEY,
        urls: (release.pages ?? PAGES).join('\n'),
        render: String(release.render ?? false),
        'site-url': release.origin,
        'min-score': '60',
        'fail-on-regression': 'critical',
        'poll-interval': '0.1',
        'results-file': resultsFile,
        'accepted-file': release.acceptedFile,
    };
    const { config, outcome, results } = await (0,run_gate/* runGate */.R)({
        inputs,
        env: { workflow: 'demo', job: 'gate', sha: release.commit },
        startedAt: new Date(),
        scrub: (0,secrets/* scrubberForInputs */.Z)(inputs),
        resultsLabel: 'results-file',
        engineIO: () => ({
            glob: () => Promise.resolve([]),
            info: (line) => out(`  ${line}\n`),
            warn: (line) => out(`  warning: ${line}\n`),
            pageDone: (page) => out(`  ${(0,markdown/* renderTerminalLine */.vo)(page)}\n`),
            now: () => new Date(),
        }),
    });
    const input = {
        results,
        thresholds: (0,thresholds_in_force/* thresholdsInForce */.x)(config),
        run: {
            name: 'pagegate demo',
            commit: release.commit,
            resultsFile: (0,external_node_path_.relative)(process.cwd(), resultsFile),
            tag: config.commentTag,
        },
    };
    return { outcome, input };
}
function lastLine(regressed, asExpected, directory, seconds) {
    const failing = regressed.results.pages.filter((p) => p.verdict !== 'pass');
    const what = failing
        .map((p) => `${new URL(p.url).pathname} ` +
        `(${p.regressions.map((r) => `${r.change} ${r.severity} ${r.check}`).join(', ') || p.reasons.join('; ')})`)
        .join('; ');
    const head = asExpected ? 'demo ok' : 'demo: UNEXPECTED outcome';
    return (`${head}: release 1 passed as the baseline, release 2 failed on ${what || 'no page'}, its re-run failed ` +
        `again, release 3 passed; results in ${directory} (${seconds} s)`);
}
//# sourceMappingURL=demo.js.map

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

//# sourceMappingURL=397.index.js.map