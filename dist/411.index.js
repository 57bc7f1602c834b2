export const id = 411;
export const ids = [411];
export const modules = {

/***/ 72527:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   cq: () => (/* binding */ urlSpan),
/* harmony export */   mG: () => (/* binding */ inline)
/* harmony export */ });
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95032);
/* harmony import */ var _text_cut_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79967);
/* harmony import */ var _text_plain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84395);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51814);
/**
 * Untrusted text made inert for GitHub markdown (PR comments and job summaries). A backslash
 * escape is not enough for mentions and references: GitHub links `@user`, `#123` and `GH-123`
 * in the rendered text, after markdown. They are broken with an invisible joiner instead, and so
 * are autolinks (`http://`, `www.`, `a@b.c`), whose text would otherwise become a live link.
 */




const JOINER = '\u200D';
const ENTITIES = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };
/** Emphasis, code, links, tables, strikethrough, math: each loses its meaning behind a backslash. */
const BACKSLASHED = new Set(['\\', '`', '*', '_', '[', ']', '|', '~', '$']);
/**
 * GitHub user names and issue numbers are ASCII, so ASCII classes suffice (and keep this fast).
 * `mailto:` and `xmpp:` are GFM's extended autolinks besides `www.` and `://`.
 */
const SPECIAL = /[\\`*_[\]|~$<>&]|@(?=[\w-])|(?<=\S)@|#(?=\d)|\bgh-(?=\d)|:(?=\/\/)|\b(?:www(?=\.)|mailto(?=:)|xmpp(?=:))/gi;
function inert(match, offset, text) {
    // `a@b.c` is an email autolink: a joiner after the `@` breaks it for GitHub, not for every
    // renderer (some take any character before the `@`, `|` and non-ASCII after it).
    if (match === '@' && /\S/.test(text[offset - 1] ?? ''))
        return JOINER + match + JOINER;
    return ENTITIES[match] ?? (BACKSLASHED.has(match) ? `\\${match}` : match + JOINER);
}
/** Text for a sentence or a table cell: one line, cut to `max` code points, nothing live. */
function inline(text, max) {
    return (0,_text_cut_js__WEBPACK_IMPORTED_MODULE_2__/* .cut */ .J)((0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUrlsIn */ .$)((0,_text_plain_js__WEBPACK_IMPORTED_MODULE_0__/* .clean */ .uH)(text)), max).replace(SPECIAL, inert);
}
/**
 * A code span shows text literally (no HTML, no mentions, no markdown); its fence is longer than
 * any backtick run inside, and content that starts or ends with a backtick is padded with a space.
 * Empty content gives '' (an empty span is not a span). Not for table cells: see `urlSpan`.
 */
function codeSpan(text, max) {
    return fence((0,_text_cut_js__WEBPACK_IMPORTED_MODULE_2__/* .cut */ .J)((0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUrlsIn */ .$)((0,_text_plain_js__WEBPACK_IMPORTED_MODULE_0__/* .clean */ .uH)(text)), max));
}
/**
 * A page URL, redacted, as a code span, so it is never auto-linked to somewhere its text does not
 * say. `|` and `\` are percent-encoded because this span sits in table cells, where GitHub splits
 * on a pipe even inside a code span.
 */
function urlSpan(url) {
    const shown = (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUrl */ .B)((0,_text_plain_js__WEBPACK_IMPORTED_MODULE_0__/* .clean */ .uH)(url)).replaceAll('|', '%7C').replaceAll('\\', '%5C');
    return fence((0,_text_cut_js__WEBPACK_IMPORTED_MODULE_2__/* .cut */ .J)(shown, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .URL_MAX */ .hp));
}
function fence(content) {
    if (!content)
        return '';
    let longest = 0;
    if (content.includes('`')) {
        for (const run of content.matchAll(/`+/g))
            longest = Math.max(longest, run[0].length);
    }
    const ticks = '`'.repeat(longest + 1);
    const pad = content.startsWith('`') || content.endsWith('`') ? ' ' : '';
    return `${ticks}${pad}${content}${pad}${ticks}`;
}
//# sourceMappingURL=escape.js.map

/***/ }),

/***/ 57411:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EXPIRY_NOTICE_DAYS: () => (/* binding */ EXPIRY_NOTICE_DAYS),
/* harmony export */   waivedLine: () => (/* binding */ waivedLine),
/* harmony export */   waiverBlock: () => (/* binding */ waiverBlock),
/* harmony export */   waiverLines: () => (/* binding */ waiverLines)
/* harmony export */ });
/* harmony import */ var _text_count_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49180);
/* harmony import */ var _text_plain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84395);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72527);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95032);
/**
 * The words for waivers: a line per waiver that expired, is about to, or waived nothing in this
 * run, and the folded list of the findings waivers took out of the count. The same sentences go
 * to the log and annotations (plain) and to the summary and comment (markdown, the check and the
 * pattern as code spans: a glob like `/blog/**` is emphasis in markdown).
 */




/** A waiver this close to its date (in days) gets a notice: it is renewed or its findings fixed on purpose. */
const EXPIRY_NOTICE_DAYS = 14;
const PLAIN = (text) => (0,_text_plain_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(text, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .URL_MAX */ .hp);
const CODE = (text) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(text, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .URL_MAX */ .hp);
/** Plain sentences for the log and annotations. */
function waiverLines(results) {
    return linesIn(results, PLAIN);
}
/** The same sentences as one markdown block under the headline; '' when there is nothing to say. */
function waiverBlock(results) {
    const { expired, expiring, unused } = linesIn(results, CODE);
    const lines = [...expired, ...expiring, ...unused];
    return lines.length === 0 ? '' : `\n${lines.map((line) => `- ${line}\n`).join('')}`;
}
function linesIn(results, style) {
    const waivers = results.waivers ?? [];
    const inForce = waivers.filter((w) => w.daysLeft >= 0);
    // An analyze shard holds a slice of the pages: what a waiver matched is only known to the report job.
    const decided = results.decided !== false;
    return {
        expired: waivers
            .filter((w) => w.daysLeft < 0)
            .map((w) => `${waiverName(w, style)} expired on ${w.expires}: its findings count again`),
        expiring: inForce
            .filter((w) => w.daysLeft <= EXPIRY_NOTICE_DAYS)
            .map((w) => `${waiverName(w, style)} expires on ${w.expires} ` +
            `(${w.daysLeft === 0 ? 'today is its last day' : `in ${(0,_text_count_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U)(w.daysLeft, 'day')}`})`),
        unused: decided
            ? inForce
                .filter((w) => w.matched === 0)
                .map((w) => `${waiverName(w, style)} matched no finding in this run: remove it if it is no longer needed`)
            : [],
    };
}
/** `waiver for images.alt on /blog/**`, `waiver for images.alt on every page (evidence hero.png)`. */
function waiverName(facts, style) {
    const where = facts.pattern === null ? 'every page' : style(facts.pattern);
    const evidence = facts.evidence === null ? '' : ` (evidence ${style(facts.evidence)})`;
    return `waiver for ${style(facts.check)} on ${where}${evidence}`;
}
/** The waived findings of a page, one line per waiver that took them: checks with counts, the reason and the expiry. */
function waivedLine(page, waivers) {
    const byWaiver = new Map();
    for (const finding of page.waived ?? []) {
        const checks = byWaiver.get(finding.waiver) ?? new Map();
        const check = `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(finding.check, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .NAME_MAX */ .fo) || '(unnamed check)'} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)(finding.severity, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .NAME_MAX */ .fo)})`;
        checks.set(check, (checks.get(check) ?? 0) + 1);
        byWaiver.set(finding.waiver, checks);
    }
    return [...byWaiver]
        .map(([index, checks]) => {
        const listed = [...checks].map(([check, n]) => (n === 1 ? check : `${check} ×${n}`)).join(', ');
        const facts = waivers[index];
        const why = facts ? ` — waived until ${facts.expires}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)(facts.reason, _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .REASON_MAX */ .oD)}` : '';
        return `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .urlSpan */ .cq)(page.url)}: ${listed}${why}\n`;
    })
        .join('');
}
//# sourceMappingURL=waivers.js.map

/***/ })

};

//# sourceMappingURL=411.index.js.map