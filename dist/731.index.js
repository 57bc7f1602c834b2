export const id = 731;
export const ids = [731];
export const modules = {

/***/ 15524:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ findingIdentity),
  t: () => (/* binding */ pairingKeys)
});

// EXTERNAL MODULE: ./lib/text/plain.js
var plain = __webpack_require__(84395);
// EXTERNAL MODULE: ./node_modules/parse5/dist/index.js + 13 modules
var dist = __webpack_require__(78426);
;// CONCATENATED MODULE: ./lib/text/asset-hash.js
/**
 * Content hashes in URLs: what a bundler changes on every build (`logo.1a2b3c4d.png`,
 * `chunk-KXJQ7ZPW.js`, `app.css?v=3f1c2ab`) though the asset is the same one. A finding's identity
 * masks them, so a deploy that only rebuilt its assets changes no identity.
 */
/** What a masked hash reads as. */
const HASH_MASK = '#';
// Query parameters whose whole value is a cache-buster, however it is spelt.
const CACHE_BUSTERS = new Set(['v', 'ver', 'version', 'hash', 'rev', 'build', 'cb', 'ts', '_']);
/**
 * Hex, base32 or base64 as bundlers write hashes: 6 or more letters and digits with a digit among
 * them, 8 or more hex digits, or 8 or more upper-case base32 characters (esbuild's `KXJQZPWM`,
 * which often has no digit). Words ("getting", "started", "README") are none of these.
 */
function looksLikeHash(run) {
    if (/\d/.test(run) && /[a-z]/i.test(run))
        return true;
    return run.length >= 8 && (/^[\da-f]+$/i.test(run) || /^[A-Z2-7]+$/.test(run));
}
/** The URL (or a srcset, or a meta's content) with every content hash and cache-buster value masked. */
function maskAssetHashes(value) {
    // A run of letters and digits is bounded by the separators around it: `.`, `-`, `_`, `/`, `?`, `=`...
    return value
        .replace(/[A-Za-z0-9]{6,}/g, (run) => (looksLikeHash(run) ? HASH_MASK : run))
        .replace(/([?&])([^=&#\s]+)=([^&#\s,]*)/g, (whole, lead, name) => CACHE_BUSTERS.has(name.toLowerCase()) ? `${lead}${name}=${HASH_MASK}` : whole);
}
/**
 * What is left of an asset's URL (hashes already masked) once its build-specific part is gone: the
 * path without query and fragment, its file name cut at its first `.`, `-` or `_`
 * (`/assets/logo-C3V-OSiY.png` and `/assets/logo.#.png` are both `/assets/logo`). Coarser than the
 * mask; it tells which of several changed elements is which, never whether two are the same.
 */
function assetStem(maskedUrl) {
    const path = maskedUrl.replace(/[?#].*$/s, '');
    const slash = path.lastIndexOf('/');
    const name = path.slice(slash + 1);
    const cut = name.slice(1).search(/[.\-_]/);
    return cut === -1 ? path : path.slice(0, slash + 2 + cut);
}
//# sourceMappingURL=asset-hash.js.map
;// CONCATENATED MODULE: ./lib/model/evidence-markup.js
/**
 * Evidence that is markup, read as markup: what a finding's identity keeps of it is which element
 * it is, not how this build happens to spell it. parse5's tokenizer (the HTML standard's, as a
 * browser reads a page) reads the excerpt, so tag and attribute names come case-folded,
 * attribute values with their character references decoded, and quotes, whitespace inside tags,
 * `=""` on a boolean attribute and the `/` of `<img/>` are gone. The tokenizer, not the fragment
 * parser: a fragment parser drops `<head>`, `<body>` and `<html>` start tags, and those are the
 * evidence of a missing title or viewport.
 */


/** Attributes whose values are URLs (or hold them: srcset, a meta's content), where builds put hashes. */
const URL_VALUED = new Set([
    'src',
    'href',
    'srcset',
    'imagesrcset',
    'poster',
    'data',
    'action',
    'formaction',
    'content',
    'background',
    'cite',
    'longdesc',
    'manifest',
    'ping',
    'xlink:href',
    'data-src',
    'data-srcset',
]);
/** Elements whose content the tokenizer reads as text, as the tree builder would switch it. */
const TEXT_MODES = new Map([
    ['title', dist/* TokenizerMode */.V_.RCDATA],
    ['textarea', dist/* TokenizerMode */.V_.RCDATA],
    ['style', dist/* TokenizerMode */.V_.RAWTEXT],
    ['xmp', dist/* TokenizerMode */.V_.RAWTEXT],
    ['iframe', dist/* TokenizerMode */.V_.RAWTEXT],
    ['noembed', dist/* TokenizerMode */.V_.RAWTEXT],
    ['noframes', dist/* TokenizerMode */.V_.RAWTEXT],
    ['script', dist/* TokenizerMode */.V_.SCRIPT_DATA],
    ['plaintext', dist/* TokenizerMode */.V_.PLAINTEXT],
]);
/** Evidence that starts with a tag, a comment or a doctype; anything else is text (a header, a URL, a message). */
function isMarkup(evidence) {
    return /^\s*<[A-Za-z!/?]/.test(evidence);
}
const collapse = (text) => (/\s/.test(text) ? text.replace(/\s+/g, ' ').trim() : text);
const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
/** The tokens of one excerpt as they identify it; a handler of parse5's tokenizer. */
class CanonicalTokens {
    switchMode;
    parts = [];
    first = null;
    /** How far the tokens emitted reach into the excerpt. */
    read = 0;
    #text = '';
    constructor(switchMode) {
        this.switchMode = switchMode;
    }
    onStartTag(token) {
        this.#flushText(token);
        const attrs = token.attrs
            .map(({ name, value }) => ({
            name,
            value: URL_VALUED.has(name) ? maskAssetHashes(collapse(value)) : collapse(value),
        }))
            .sort(byName);
        this.parts.push(['<', token.tagName, ...attrs.flatMap(({ name, value }) => [name, value])]);
        this.first ??= { tag: token.tagName, attrs };
        const mode = TEXT_MODES.get(token.tagName);
        if (mode !== undefined)
            this.switchMode(mode);
    }
    onEndTag(token) {
        this.#flushText(token);
        this.parts.push(['/', token.tagName]);
    }
    onComment(token) {
        this.#flushText(token);
        this.parts.push(['!', collapse(token.data)]);
    }
    onDoctype(token) {
        this.#flushText(token);
        this.parts.push(['!doctype', token.name ?? '']);
    }
    onCharacter(token) {
        this.#text += token.chars;
        this.#reached(token);
    }
    onNullCharacter(token) {
        this.onCharacter(token);
    }
    onWhitespaceCharacter(token) {
        this.onCharacter(token);
    }
    onEof() {
        this.#flushText(null);
    }
    #flushText(next) {
        const text = collapse(this.#text);
        if (text !== '')
            this.parts.push(['text', text]);
        this.#text = '';
        if (next)
            this.#reached(next);
    }
    #reached(token) {
        this.read = Math.max(this.read, token.location?.endOffset ?? this.read);
    }
}
function readMarkup(evidence) {
    // The handler switches the tokenizer it is fed by (after a <title>, as the tree builder would).
    const tokens = new CanonicalTokens((mode) => (tokenizer.state = mode));
    const tokenizer = new dist/* Tokenizer */._F({ sourceCodeLocationInfo: true }, tokens);
    tokenizer.write(evidence, true);
    // An excerpt cut short inside a tag (evidence has a length limit) ends in a token the tokenizer
    // drops at EOF: kept as text, so two cut tags stay apart.
    const rest = collapse(evidence.slice(tokens.read));
    if (rest !== '')
        tokens.parts.push(['cut', maskAssetHashes(rest.toLowerCase())]);
    const cutTag = tokens.first === null ? tagOf(rest) : '';
    return {
        canonical: JSON.stringify(tokens.parts),
        first: tokens.first ?? (cutTag === '' ? null : { tag: cutTag, attrs: [] }),
    };
}
/** The element's tag and attribute names. */
function shapeKey(first) {
    return JSON.stringify([first.tag, ...first.attrs.map(({ name }) => name)]);
}
/** The element's tag, attribute names and the stems of the assets it points at. */
function elementKey(first) {
    const stems = first.attrs
        .filter(({ name }) => URL_VALUED.has(name))
        .flatMap(({ value }) => value.split(','))
        .map((candidate) => assetStem(candidate.trim().split(/\s/)[0] ?? ''))
        .sort();
    return JSON.stringify([shapeKey(first), ...stems]);
}
/** The tag name of a start tag cut short, or '' when the rest is not one. */
function tagOf(rest) {
    return /^<([a-z][^\s/>]*)/i.exec(rest)?.[1]?.toLowerCase() ?? '';
}
//# sourceMappingURL=evidence-markup.js.map
// EXTERNAL MODULE: ./lib/model/waiver.js
var waiver = __webpack_require__(6909);
;// CONCATENATED MODULE: ./lib/model/finding-identity.js
/**
 * A finding's identity: its check and its evidence as it identifies the element, never its
 * position in the list. Evidence that is markup is read as markup (`evidence-markup.ts`): a deploy
 * that reformats, reorders, re-quotes, re-cases or minifies a tag, or rebuilds the assets it
 * points at, changes no identity. Other evidence (a header, a URL, a status) is compared with its
 * whitespace collapsed. The gate diffs by it; the report and the accepted state match by it too.
 */



function findingIdentity(finding) {
    // A JSON string ends at its closing quote, so no check name can run into the evidence after it.
    return JSON.stringify(finding.check) + read(finding.evidence).canonical;
}
/**
 * Keys of many findings: findings repeat their evidence (sixty thousand of one identity from a
 * fork's results file), so each distinct evidence is read once per use of the returned function,
 * and its coarser keys only when asked (most findings pair by identity).
 */
function pairingKeys() {
    const seen = new Map();
    return ({ check, evidence }, key) => {
        let ofCheck = seen.get(check);
        if (ofCheck === undefined) {
            // A JSON string ends at its closing quote, so no check name can run into the key after it.
            ofCheck = { prefix: JSON.stringify(check), byEvidence: new Map() };
            seen.set(check, ofCheck);
        }
        const prefix = ofCheck.prefix;
        if (key === 'check')
            return prefix;
        let keys = ofCheck.byEvidence.get(evidence);
        if (keys === undefined) {
            const reading = read(evidence);
            keys = { identity: prefix + reading.canonical, reading };
            ofCheck.byEvidence.set(evidence, keys);
        }
        if (key === 'identity')
            return keys.identity;
        const first = keys.reading.first;
        if (key === 'element')
            return (keys.element ??= prefix + (first ? elementKey(first) : ''));
        return (keys.shape ??= prefix + (first ? shapeKey(first) : ''));
    };
}
/**
 * Marked by kind, so no text can spell what a piece of markup reads as. Text has no element to pair by.
 * Hidden characters do not count: the results file, a later run's baseline, holds evidence without them.
 */
function read(raw) {
    const evidence = (0,plain/* withoutHidden */.P)(raw);
    if (!isMarkup(evidence))
        return { canonical: `t${(0,waiver/* collapsedEvidence */.Hk)(evidence)}`, first: null };
    const { canonical, first } = readMarkup(evidence);
    return { canonical: `m${canonical}`, first };
}
//# sourceMappingURL=finding-identity.js.map

/***/ }),

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

/***/ 37470:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A6: () => (/* binding */ listedFindings),
/* harmony export */   EF: () => (/* binding */ pageHeading),
/* harmony export */   Vj: () => (/* binding */ resolvedLine),
/* harmony export */   sH: () => (/* binding */ moreFindingsLine),
/* harmony export */   zT: () => (/* binding */ findingRenderer)
/* harmony export */ });
/* unused harmony export bySeverity */
/* harmony import */ var _model_finding_identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15524);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72527);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95032);
/* harmony import */ var _model_severity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89506);
/**
 * The findings of a page, as list lines: regressions (the reason a reviewer reads the comment),
 * then, for a failing page, the critical findings it still has (what a threshold like max-critical
 * fails on), and resolved findings (good news, folded away). A line comes in parts so the size
 * budget can drop its evidence without rendering it again.
 */




/** Most severe first, so a page cut to its first few findings keeps the ones that matter. */
function bySeverity(findings) {
    return [...findings].sort((a, b) => (0,_model_severity_js__WEBPACK_IMPORTED_MODULE_2__/* .severityRank */ .q)(b.severity) - (0,_model_severity_js__WEBPACK_IMPORTED_MODULE_2__/* .severityRank */ .q)(a.severity));
}
/**
 * The findings listed under a page: its regressions, most severe first, then, when it failed,
 * its critical findings that are not among them (a page can fail on max-critical with nothing new),
 * then, under min-score, the findings that cost it the most that are not listed yet.
 */
function listedFindings(page) {
    const regressions = bySeverity(page.regressions);
    if (page.verdict !== 'fail')
        return regressions;
    // Matched as a multiset, like the diff: two images without alt, one of them new, leave one standing.
    const regressed = new Map();
    for (const r of regressions)
        regressed.set((0,_model_finding_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .findingIdentity */ .A)(r), (regressed.get((0,_model_finding_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .findingIdentity */ .A)(r)) ?? 0) + 1);
    const standing = (page.findings ?? []).filter((f) => {
        if ((0,_model_severity_js__WEBPACK_IMPORTED_MODULE_2__/* .severityRank */ .q)(f.severity) !== (0,_model_severity_js__WEBPACK_IMPORTED_MODULE_2__/* .severityRank */ .q)('critical'))
            return false;
        const identity = (0,_model_finding_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .findingIdentity */ .A)(f);
        const unmatched = regressed.get(identity) ?? 0;
        regressed.set(identity, unmatched - 1);
        return unmatched <= 0;
    });
    const listed = new Set([...regressions, ...standing].map(_model_finding_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .findingIdentity */ .A));
    const costliest = (page.costliest ?? []).filter((f) => !listed.has((0,_model_finding_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .findingIdentity */ .A)(f)));
    return [...regressions, ...standing, ...costliest];
}
/**
 * Renders finding lines. Checks, severities, messages and remediations repeat across pages
 * (one text per check), so each distinct text is escaped once per report; evidence is not cached
 * because it is page content and rarely repeats.
 */
function findingRenderer() {
    const severity = memoized((t) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)(t, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .NAME_MAX */ .fo));
    const check = memoized((t) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(t, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .NAME_MAX */ .fo) || '(unnamed check)');
    const message = memoized((t) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)(t, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MESSAGE_MAX */ .Fi));
    const remediation = memoized((t) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)(t, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .REMEDIATION_MAX */ .He));
    const label = (f) => {
        if (f.change === 'escalated')
            return `**escalated** ${severity(f.from ?? '?')} → ${severity(f.severity)}`;
        return f.change === 'new' ? `**new** ${severity(f.severity)}` : `still ${severity(f.severity)}`;
    };
    return (regression) => {
        const change = label(regression);
        const said = message(regression.message);
        const evidence = (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(regression.evidence, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .EVIDENCE_MAX */ .nd);
        const fix = regression.remediation ? remediation(regression.remediation) : '';
        return {
            head: `- ${change} ${check(regression.check)}${said ? `: ${said}` : ''}`,
            evidence: evidence ? ` — evidence: ${evidence}` : '',
            tail: `${fix ? ` — fix: ${fix}` : ''}\n`,
        };
    };
}
function memoized(render) {
    const seen = new Map();
    return (text) => {
        let shown = seen.get(text);
        if (shown === undefined) {
            shown = render(text);
            seen.set(text, shown);
        }
        return shown;
    };
}
/** Starts with a blank line: without it the heading would continue the previous page's list. */
function pageHeading(page) {
    const title = page.title ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)(page.title, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .TITLE_MAX */ .GQ) : '';
    return `\n**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .urlSpan */ .cq)(page.url)}**${title ? ` — ${title}` : ''}\n`;
}
function moreFindingsLine(count) {
    return `- …and ${count} more ${count === 1 ? 'finding' : 'findings'} (in the results file)\n`;
}
function resolvedLine(url, resolved) {
    const findings = resolved.map((f) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(f.check, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .NAME_MAX */ .fo) || '(unnamed check)'} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inline */ .mG)(f.severity, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .NAME_MAX */ .fo)})`);
    return `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .urlSpan */ .cq)(url)}: ${findings.join(', ')}\n`;
}
//# sourceMappingURL=findings.js.map

/***/ }),

/***/ 49280:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bH: () => (/* binding */ cutToLimit),
/* harmony export */   g$: () => (/* binding */ leftOutPlain),
/* harmony export */   uv: () => (/* binding */ leftOutLine)
/* harmony export */ });
/* harmony import */ var _text_count_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49180);
/** The line that says exactly what a report left out to fit its size limit, and where it all is. */

function leftOutLine(left, limit, resultsPlace) {
    const sentence = leftOutSentence(left, limit, resultsPlace);
    return sentence ? `\n**Left out** ${sentence}\n` : '';
}
/** The same words as plain text, for a log. */
function leftOutPlain(left, limit, resultsPlace) {
    const sentence = leftOutSentence(left, limit, resultsPlace);
    return sentence ? `Left out ${sentence}` : '';
}
/** What follows "Left out": `to stay within ...: what. The full results are in place.`, or '' when nothing was. */
function leftOutSentence(left, limit, resultsPlace) {
    const parts = [];
    if (left.resolved > 0)
        parts.push((0,_text_count_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U)(left.resolved, 'resolved finding'));
    if (left.waived > 0)
        parts.push((0,_text_count_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U)(left.waived, 'waived finding'));
    if (left.passing > 0)
        parts.push((0,_text_count_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U)(left.passing, 'passing page'));
    if (left.crawlGroups > 0)
        parts.push(`the crawl's findings table (${(0,_text_count_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U)(left.crawlGroups, 'group')})`);
    if (left.evidence > 0)
        parts.push(`the evidence of ${(0,_text_count_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U)(left.evidence, 'listed finding')}`);
    if (left.beyond > 0) {
        parts.push(left.perPage > 0
            ? `${(0,_text_count_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U)(left.beyond, 'finding')} beyond the first ${left.perPage} of each page`
            : `the ${(0,_text_count_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U)(left.beyond, 'finding')} listed under each page`);
    }
    if (left.pages > 0) {
        const which = left.shownPages > 0 ? ` beyond the first ${left.shownPages}` : '';
        parts.push(`${(0,_text_count_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U)(left.pages, 'page')} that did not pass${which} (with ${(0,_text_count_js__WEBPACK_IMPORTED_MODULE_0__/* .count */ .U)(left.pageFindings, 'listed finding')})`);
    }
    if (parts.length === 0)
        return '';
    const unit = limit.unit === 'bytes' ? 'byte' : 'character';
    return (`to stay within the ${limit.budget}-${unit} limit of the ${limit.what}: ${parts.join(', ')}. The full ` +
        `results are in ${resultsPlace}.`);
}
/** Last resort when even the headline does not fit: cut on a code point and end with `…`. */
function cutToLimit(text, limit) {
    if (limit.unit === 'characters') {
        if (text.length <= limit.budget)
            return text;
        let end = Math.max(0, limit.budget - 1);
        const last = text.charCodeAt(end - 1);
        if (last >= 0xd800 && last <= 0xdbff)
            end--;
        return `${text.slice(0, end)}…`;
    }
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length <= limit.budget)
        return text;
    let end = Math.max(0, limit.budget - 3);
    // A UTF-8 continuation byte (10xxxxxx) never starts a code point.
    while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80)
        end--;
    return `${bytes.subarray(0, end).toString('utf8')}…`;
}
//# sourceMappingURL=left-out.js.map

/***/ }),

/***/ 38731:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderDetailGroups: () => (/* binding */ renderDetailGroups)
/* harmony export */ });
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95032);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37470);
/* harmony import */ var _text_plain_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84395);
/* harmony import */ var _left_out_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49280);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91488);
/**
 * The log's details: one collapsed group per page that did not pass, under its terminal line. The
 * line alone is in terminal.ts, which the run's progress needs before any finding is compared.
 */





const NOTHING_LEFT_OUT = {
    resolved: 0,
    waived: 0,
    passing: 0,
    crawlGroups: 0,
    evidence: 0,
    beyond: 0,
    perPage: 0,
    pages: 0,
    pageFindings: 0,
    shownPages: 0,
};
/**
 * One collapsed log group per page that did not pass (or regressed): every reason, every
 * regression and (failing) every critical finding it still has, with evidence, the error. Indented, so no line can
 * start a workflow command.
 * The whole log keeps to the summary's budget (a page of 100,000 findings made a 13.8 MB log):
 * what does not fit is counted in the same "Left out" line, at the end of the page it cut.
 */
function renderDetailGroups(results, resultsFile, limit = { budget: _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .SUMMARY_BUDGET */ .pm, unit: 'bytes', what: 'detail log' }) {
    const pages = results.pages.filter((page) => page.verdict !== 'pass' || page.regressions.length > 0);
    const place = (0,_text_plain_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .wh)(resultsFile, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .URL_MAX */ .hp) || 'the results file';
    const groups = [];
    let left = limit.budget;
    for (const page of pages) {
        const title = `details: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_2__/* .renderTerminalLine */ .v)(page)}`;
        const reasons = page.reasons.map((reason) => `  reason: ${(0,_text_plain_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .wh)(reason, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .REASON_MAX */ .oD)}`);
        const error = page.error
            ? [`  error ${(0,_text_plain_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .wh)(page.error.code, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .NAME_MAX */ .fo)}: ${(0,_text_plain_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .wh)(page.error.message, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MESSAGE_MAX */ .Fi)}`]
            : [];
        left -= size([title, ...reasons, ...error]);
        const last = groups.at(-1);
        if (left < 0 && last) {
            const rest = pages.slice(groups.length);
            const pageFindings = rest.reduce((sum, p) => sum + (0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .listedFindings */ .A6)(p).length, 0);
            last.lines.push('  ' +
                (0,_left_out_js__WEBPACK_IMPORTED_MODULE_4__/* .leftOutPlain */ .g$)({ ...NOTHING_LEFT_OUT, pages: rest.length, pageFindings, shownPages: groups.length }, limit, place));
            break;
        }
        const shown = [];
        let count = 0;
        const listed = (0,_findings_js__WEBPACK_IMPORTED_MODULE_0__/* .listedFindings */ .A6)(page);
        for (const finding of listed) {
            const block = findingLines(finding);
            if (size(block) > left)
                break;
            left -= size(block);
            for (const line of block)
                shown.push(line);
            count++;
        }
        const beyond = listed.length - count;
        const leftOut = beyond > 0 ? [`  ${(0,_left_out_js__WEBPACK_IMPORTED_MODULE_4__/* .leftOutPlain */ .g$)({ ...NOTHING_LEFT_OUT, beyond, perPage: count }, limit, place)}`] : [];
        groups.push({ title, lines: [...reasons, ...shown, ...leftOut, ...error] });
        // Once a page was cut, the pages after it are counted, not listed: the next page would otherwise slip in with fewer
        // regressions.
        if (beyond > 0)
            left = -1;
    }
    return groups;
}
function findingLines(r) {
    const from = r.from ? ` (was ${(0,_text_plain_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .wh)(r.from, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .NAME_MAX */ .fo)})` : '';
    const lines = [
        `  ${r.change ?? 'still'} ${(0,_text_plain_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .wh)(r.severity, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .NAME_MAX */ .fo)}${from} ${(0,_text_plain_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .wh)(r.check, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .NAME_MAX */ .fo)}: ` +
            `${(0,_text_plain_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .wh)(r.message, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .MESSAGE_MAX */ .Fi)}`,
    ];
    lines.push(`      evidence: ${(0,_text_plain_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .wh)(r.evidence, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .EVIDENCE_MAX */ .nd)}`);
    if (r.remediation)
        lines.push(`      fix: ${(0,_text_plain_js__WEBPACK_IMPORTED_MODULE_1__/* .plainText */ .wh)(r.remediation, _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .REMEDIATION_MAX */ .He)}`);
    return lines;
}
/** UTF-8 bytes of the lines as logged, one newline each. */
function size(lines) {
    return lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0);
}
//# sourceMappingURL=log-details.js.map

/***/ })

};

//# sourceMappingURL=731.index.js.map