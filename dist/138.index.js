export const id = 138;
export const ids = [138,394];
export const modules = {

/***/ 24372:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ failsOnRegression),
/* harmony export */   U: () => (/* binding */ diffFindings)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14006);
/* harmony import */ var _model_severity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89506);
/* harmony import */ var _pairing_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8395);
/**
 * Finding-level diff between this run and the baseline. Findings are paired by identity, then by
 * element, shape and check (`pairing.ts`), never by their position in the list, each as a
 * multiset: two images without alt now against one before is one new finding, and a rebuilt
 * image's changed evidence is none. A pair whose severity rose is escalated.
 */



/** Whether a new or escalated finding of this severity fails its page at this level. */
function failsOnRegression(severity, level) {
    if (level === 'none')
        return false;
    if (level === 'optional')
        return true;
    return (0,_model_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .q)(severity) >= (0,_model_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .q)(level);
}
function diffFindings(current, baseline, ignoreChecks) {
    const ignored = ignoreChecks.length > 0 ? picomatch__WEBPACK_IMPORTED_MODULE_2__(ignoreChecks, { dot: true }) : () => false;
    const counted = (findings) => findings.filter((f) => !ignored(f.check));
    const { pairs, unpairedNow, unpairedBefore } = (0,_pairing_js__WEBPACK_IMPORTED_MODULE_1__/* .pairFindings */ .H)(counted(current), counted(baseline));
    return {
        added: unpairedNow,
        escalated: pairs.flatMap(({ now, before }) => (0,_model_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .q)(now.severity) > (0,_model_severity_js__WEBPACK_IMPORTED_MODULE_0__/* .severityRank */ .q)(before.severity) ? [{ finding: now, from: before.severity }] : []),
        resolved: unpairedBefore,
    };
}
//# sourceMappingURL=compare.js.map

/***/ }),

/***/ 8395:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ pairFindings)
/* harmony export */ });
/* harmony import */ var _model_finding_identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15524);
/* harmony import */ var _model_severity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89506);
/**
 * Which finding now is which finding before. Findings pair in stages, each over what the stages
 * before left unpaired, each a multiset by one key (`PairingKey`): the same identity; then, within
 * a check, the same element (tag, attribute names and asset stems); the same shape (tag and
 * attribute names); and last the check alone, by count. So a page with as many findings of a check
 * as before, whose evidence only changed, pairs them all, and one more alt-less image among
 * rebuilt ones is the one left over. Linear in the findings but for a sort within each group.
 */


const STAGES = ['identity', 'element', 'shape', 'check'];
function pairFindings(now, before) {
    const keyOf = (0,_model_finding_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .pairingKeys */ .t)();
    const entries = (findings) => findings.map((finding, index) => ({ finding, index }));
    const pairs = [];
    let left = { now: entries(now), before: entries(before) };
    for (const stage of STAGES) {
        if (left.now.length === 0 || left.before.length === 0)
            break;
        left = pairStage(left, (entry) => keyOf(entry.finding, stage), pairs);
    }
    const inOrder = (list) => list.sort((a, b) => a.index - b.index).map((e) => e.finding);
    return {
        pairs: pairs
            .sort((a, b) => a.now.index - b.now.index)
            .map((p) => ({ now: p.now.finding, before: p.before.finding })),
        unpairedNow: inOrder(left.now),
        unpairedBefore: inOrder(left.before),
    };
}
/** One stage: pairs what shares a key, returns what is left. Only keys found on both sides make a group. */
function pairStage(left, keyOf, pairs) {
    const waiting = new Map();
    for (const entry of left.before) {
        const key = keyOf(entry);
        const list = waiting.get(key);
        if (list)
            list.push(entry);
        else
            waiting.set(key, [entry]);
    }
    const next = { now: [], before: [] };
    const groups = new Map();
    for (const entry of left.now) {
        const key = keyOf(entry);
        if (!waiting.has(key)) {
            next.now.push(entry);
            continue;
        }
        const list = groups.get(key);
        if (list)
            list.push(entry);
        else
            groups.set(key, [entry]);
    }
    for (const [key, now] of groups) {
        pairGroup({ now, before: waiting.get(key) ?? [] }, pairs, next);
        waiting.delete(key);
    }
    for (const list of waiting.values())
        for (const entry of list)
            next.before.push(entry);
    return next;
}
/**
 * One group's findings now and before. Same-severity pairs first; the rest pair highest with
 * highest, so an escalation is measured from the closest earlier severity. What is left goes on to
 * the next stage. Linear but for the sort: a fork's results file may hold 60,000 findings of one
 * identity, and searching the earlier list for each of them took a minute of CPU.
 */
function pairGroup(group, pairs, left) {
    const rest = cancelSameSeverity(group, pairs);
    const bySeverity = (a, b) => (0,_model_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .severityRank */ .q)(b.finding.severity) - (0,_model_severity_js__WEBPACK_IMPORTED_MODULE_1__/* .severityRank */ .q)(a.finding.severity);
    rest.now.sort(bySeverity);
    rest.before.sort(bySeverity);
    rest.now.forEach((entry, i) => {
        const from = rest.before[i];
        if (from === undefined)
            left.now.push(entry);
        else
            pairs.push({ now: entry, before: from });
    });
    for (const entry of rest.before.slice(rest.now.length))
        left.before.push(entry);
}
/** Pairs each finding now with the first unpaired one before of the same severity; returns the rest of both sides. */
function cancelSameSeverity(group, pairs) {
    const waiting = new Map();
    for (const entry of group.before) {
        const queue = waiting.get(entry.finding.severity);
        if (queue)
            queue.entries.push(entry);
        else
            waiting.set(entry.finding.severity, { entries: [entry], next: 0 });
    }
    const paired = new Set();
    const rest = { now: [], before: [] };
    for (const entry of group.now) {
        const queue = waiting.get(entry.finding.severity);
        const match = queue?.entries[queue.next];
        if (queue === undefined || match === undefined) {
            rest.now.push(entry);
            continue;
        }
        queue.next++;
        paired.add(match);
        pairs.push({ now: entry, before: match });
    }
    for (const entry of group.before)
        if (!paired.has(entry))
            rest.before.push(entry);
    return rest;
}
//# sourceMappingURL=pairing.js.map

/***/ }),

/***/ 71138:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkThresholds: () => (/* binding */ checkThresholds),
/* harmony export */   decide: () => (/* binding */ decide),
/* harmony export */   evaluatePage: () => (/* binding */ evaluatePage),
/* harmony export */   failsGate: () => (/* binding */ failsGate),
/* harmony export */   tally: () => (/* binding */ tally)
/* harmony export */ });
/* harmony import */ var _model_results_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89339);
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24372);
/* harmony import */ var _model_cache_hit_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(80603);
/* harmony import */ var _model_severity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89506);
/* harmony import */ var _config_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(92853);
/* harmony import */ var _model_thresholds_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56401);
/* harmony import */ var _waivers_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(57394);







// Omit<> over the loose schema's index signature would erase every named field; zod's omit keeps them.
const PageObservation = _model_results_js__WEBPACK_IMPORTED_MODULE_0__/* .PageResult */ .L0.omit({
    verdict: true,
    reasons: true,
    regressions: true,
    resolved: true,
    waived: true,
    warnings: true,
    costliest: true,
});
const MEASURES = {
    score: {
        actual: (p) => p.score,
        missing: 'score',
        reason: (a, name, l) => `score ${a} < ${name} ${l}`,
    },
    critical: {
        actual: (p) => p.issues?.critical ?? null,
        missing: 'critical count',
        reason: (a, name, l, p) => `${a} critical > ${name} ${l}${criticalChecks(p)}`,
    },
    'score-drop': {
        actual: scoreDrop,
        missing: 'score',
        reason: (a, name, l, p) => `score dropped ${a} > ${name} ${l} (${p.baseline?.score} → ${p.score})`,
    },
};
const NAMED_CHECKS = 5;
/** The checks of the page's critical findings, so the reason says which: `: meta.viewport, images.alt (×3)`. */
function criticalChecks(page) {
    const counts = new Map();
    for (const f of page.findings ?? [])
        if ((0,_model_severity_js__WEBPACK_IMPORTED_MODULE_2__/* .severityRank */ .q)(f.severity) === (0,_model_severity_js__WEBPACK_IMPORTED_MODULE_2__/* .severityRank */ .q)('critical'))
            counts.set(f.check, (counts.get(f.check) ?? 0) + 1);
    if (counts.size === 0)
        return '';
    const named = [...counts].slice(0, NAMED_CHECKS).map(([check, n]) => (n === 1 ? check : `${check} (×${n})`));
    return `: ${named.join(', ')}${counts.size > NAMED_CHECKS ? ', …' : ''}`;
}
function scoreDrop(page) {
    if (page.baseline?.score === null || page.baseline?.score === undefined)
        return undefined;
    return page.score === null ? null : page.baseline.score - page.score;
}
function checkThresholds(page, rules) {
    return _model_thresholds_js__WEBPACK_IMPORTED_MODULE_4__/* .THRESHOLDS */ .Rm.flatMap((row) => {
        const limit = rules[row.key];
        const measure = MEASURES[row.measure];
        const actual = measure.actual(page);
        if (limit === null || actual === undefined)
            return [];
        const common = { name: row.name, level: row.level, limit, expected: `${row.op} ${limit}` };
        if (actual === null)
            return [
                {
                    ...common,
                    passed: false,
                    actual,
                    margin: null,
                    reason: `${measure.missing} missing: ${row.name} ${limit} cannot be checked`,
                },
            ];
        const margin = row.op === '>=' ? actual - limit : limit - actual;
        const passed = margin >= 0;
        return [
            {
                ...common,
                passed,
                actual,
                margin: passed ? margin : null,
                reason: passed ? null : measure.reason(actual, row.name, limit, page),
            },
        ];
    });
}
const NO_WAIVERS = () => null;
function evaluatePage(page, rules, options) {
    if (page.error) {
        return {
            ...page,
            verdict: 'error',
            reasons: [`error: ${page.error.message}`],
            regressions: [],
            resolved: [],
            ...(options.failOnError ? {} : { errorIgnored: true }),
        };
    }
    const waiverOf = options.waivers ?? NO_WAIVERS;
    const { waived } = (0,_waivers_js__WEBPACK_IMPORTED_MODULE_5__.splitWaived)(page.findings ?? [], waiverOf);
    const counted = (0,_waivers_js__WEBPACK_IMPORTED_MODULE_5__.countedView)({ ...page, waived });
    const comparison = compareWithBaseline(counted, rules.ignoreChecks, waiverOf);
    const failing = comparison.regressions.filter((r) => (0,_compare_js__WEBPACK_IMPORTED_MODULE_1__/* .failsOnRegression */ .K)(r.severity, rules.failOnRegression));
    const checks = checkThresholds(counted, rules);
    const past = (level) => checks.flatMap((c) => (c.level === level && c.reason !== null ? [c.reason] : []));
    const reasons = [...past('fail'), ...regressionReasons(failing)];
    const warnings = past('warn');
    const underMinScore = checks.some((c) => c.name === 'min-score' && !c.passed);
    const costliest = underMinScore ? costliestFindings(counted.findings ?? []) : [];
    return {
        ...page,
        verdict: reasons.length > 0 ? 'fail' : 'pass',
        reasons,
        regressions: comparison.regressions,
        resolved: comparison.resolved,
        ...(waived.length > 0 ? { waived } : {}),
        ...(warnings.length > 0 ? { warnings } : {}),
        ...(costliest.length > 0 ? { costliest } : {}),
    };
}
const COSTLIEST = 5;
/** The findings that cost a page the most: by the service's impact rating, then severity. */
function costliestFindings(findings) {
    return [...findings]
        .sort((a, b) => b.impact - a.impact || (0,_model_severity_js__WEBPACK_IMPORTED_MODULE_2__/* .severityRank */ .q)(b.severity) - (0,_model_severity_js__WEBPACK_IMPORTED_MODULE_2__/* .severityRank */ .q)(a.severity))
        .slice(0, COSTLIEST);
}
/** One page decided with the rules its URL gets and the waivers in force. */
function decide(observation, config, waivers) {
    return evaluatePage(observation, (0,_config_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .rulesFor */ .NP)(config, observation.url), {
        failOnError: config.failOnError,
        waivers: waivers.forPage(observation.url),
    });
}
/** An error page fails the gate only with fail-on-error. */
function failsGate(page, config) {
    return page.verdict === 'fail' || (page.verdict === 'error' && config.failOnError);
}
/** The gate over decided pages. */
function tally(pages, config) {
    const failedCount = pages.filter((p) => failsGate(p, config)).length;
    const regressionCount = pages.reduce((sum, p) => sum + p.regressions.length, 0);
    const warningCount = pages.filter((p) => (p.warnings?.length ?? 0) > 0).length;
    return { pages, passed: failedCount === 0, failedCount, regressionCount, warningCount };
}
const NOTHING = { regressions: [], resolved: [] };
/**
 * Regressions against the baseline, of the findings no waiver covers. A new page (not in the accepted state) is
 * compared with an
 * empty baseline, so every finding it has is new. Nothing is compared without a baseline, when the
 * cached report is the baseline itself, or when either side lacks its findings (report/ says which).
 */
function compareWithBaseline(page, ignoreChecks, waiverOf) {
    const before = page.baselineFrom?.kind === 'new-page' ? [] : page.baseline?.findings;
    if (!before || !page.findings)
        return NOTHING;
    if ((0,_model_cache_hit_js__WEBPACK_IMPORTED_MODULE_6__/* .cacheHitIsBaseline */ .t)(page))
        return NOTHING;
    // The baseline's findings a waiver covers are out of the count too, or they would show as resolved.
    const diff = (0,_compare_js__WEBPACK_IMPORTED_MODULE_1__/* .diffFindings */ .U)(page.findings, (0,_waivers_js__WEBPACK_IMPORTED_MODULE_5__.splitWaived)(before, waiverOf).counted, ignoreChecks);
    return {
        regressions: [
            ...diff.added.map((f) => regression(f, 'new')),
            ...diff.escalated.map((e) => regression(e.finding, 'escalated', e.from)),
        ],
        resolved: diff.resolved,
    };
}
function regression(finding, change, from) {
    const { check, severity, message, evidence, remediation } = finding;
    return { check, severity, message, evidence, remediation, change, ...(from === undefined ? {} : { from }) };
}
/** One reason per distinct regression, counted, so fifty images without alt make one line, not fifty. */
function regressionReasons(failing) {
    const counts = new Map();
    for (const r of failing) {
        const reason = r.change === 'new'
            ? `new ${r.severity} finding ${r.check}`
            : `escalated finding ${r.check}: ${r.from} → ${r.severity}`;
        counts.set(reason, (counts.get(reason) ?? 0) + 1);
    }
    return [...counts].map(([reason, n]) => (n === 1 ? reason : `${reason} (×${n})`));
}
//# sourceMappingURL=verdict.js.map

/***/ }),

/***/ 57394:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   activeWaivers: () => (/* binding */ activeWaivers),
/* harmony export */   asAccepted: () => (/* binding */ asAccepted),
/* harmony export */   countedView: () => (/* binding */ countedView),
/* harmony export */   splitWaived: () => (/* binding */ splitWaived),
/* harmony export */   waiverFacts: () => (/* binding */ waiverFacts)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(14006);
/* harmony import */ var _config_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92853);
/* harmony import */ var _model_finding_identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15524);
/* harmony import */ var _model_waiver_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6909);
/* harmony import */ var _pairing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8395);
/**
 * Waivers applied to a page's findings. A waived finding counts for nothing (no regression, no
 * critical count, no reason) but is kept, with the index of the first waiver in file order that
 * matched it. An expired waiver applies to nothing; `waiverFacts` says which are expired, close to
 * expiry, or matched nothing in the run, for report/ to word.
 */





const NONE = () => null;
/** The waivers in force at `now` (expiry by UTC day), compiled once for the run. */
function activeWaivers(waivers, now) {
    const live = waivers.flatMap((waiver, index) => {
        if ((0,_model_waiver_js__WEBPACK_IMPORTED_MODULE_2__/* .daysUntil */ .AQ)(waiver.expires, now) < 0)
            return [];
        return [
            { index, pattern: waiver.pattern, check: picomatch__WEBPACK_IMPORTED_MODULE_4__(waiver.check, { dot: true }), evidence: waiver.evidence },
        ];
    });
    return {
        forPage(url) {
            const here = live.filter((w) => w.pattern === null || (0,_config_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .patternMatches */ .eJ)(w.pattern, url));
            if (here.length === 0)
                return NONE;
            return (finding) => {
                const evidence = (0,_model_waiver_js__WEBPACK_IMPORTED_MODULE_2__/* .collapsedEvidence */ .Hk)(finding.evidence);
                return (here.find((w) => w.check(finding.check) && (w.evidence === null || evidence.includes(w.evidence)))?.index ??
                    null);
            };
        },
    };
}
function splitWaived(findings, waiverOf) {
    const counted = [];
    const waived = [];
    for (const finding of findings) {
        const waiver = waiverOf(finding);
        if (waiver === null)
            counted.push(finding);
        else
            waived.push({ ...finding, waiver });
    }
    return { counted, waived };
}
/**
 * The page as its thresholds see it: without its waived findings, and without them in its
 * critical count (the service counted every finding; a waived one counts for nothing).
 */
function countedView(page) {
    const waived = page.waived ?? [];
    if (waived.length === 0)
        return page;
    // As a multiset: findings of one identity may differ in raw evidence (a masked hash), so a waiver
    // on a substring of it can waive one of them and not the other.
    const waivedLeft = new Map();
    for (const finding of waived)
        waivedLeft.set((0,_model_finding_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .findingIdentity */ .A)(finding), (waivedLeft.get((0,_model_finding_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .findingIdentity */ .A)(finding)) ?? 0) + 1);
    return {
        ...page,
        findings: (page.findings ?? []).filter((f) => {
            const identity = (0,_model_finding_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .findingIdentity */ .A)(f);
            const left = waivedLeft.get(identity) ?? 0;
            waivedLeft.set(identity, left - 1);
            return left <= 0;
        }),
        issues: page.issues
            ? { ...page.issues, critical: (0,_model_waiver_js__WEBPACK_IMPORTED_MODULE_2__/* .countedCritical */ .cP)(page.issues.critical ?? 0, waived) }
            : page.issues,
    };
}
/**
 * The page as the accepted state keeps it. A finding that appeared under a waiver does not enter
 * the state: for a waived finding the state keeps what it held before, the baseline finding it
 * pairs with as the diff pairs them (`pairing.ts`), or nothing. So when the waiver expires a finding
 * new under it is new since the accepted state, a regression like any other, and one that was
 * there before is not.
 */
function asAccepted(page) {
    if (!page.waived?.length || !page.findings)
        return page;
    const before = page.baselineFrom?.kind === 'new-page' ? [] : (page.baseline?.findings ?? []);
    const counted = countedView(page).findings ?? [];
    const stillCounted = new Set(counted);
    const heldBefore = (0,_pairing_js__WEBPACK_IMPORTED_MODULE_3__/* .pairFindings */ .H)(page.findings, before)
        .pairs.filter(({ now }) => !stillCounted.has(now))
        .map((pair) => pair.before);
    return { ...page, findings: [...counted, ...heldBefore] };
}
/** Each waiver of the config with its days left and how many findings of the run it waived. */
function waiverFacts(waivers, pages, now) {
    const matched = waivers.map(() => 0);
    for (const page of pages)
        for (const finding of page.waived ?? [])
            matched[finding.waiver] = (matched[finding.waiver] ?? 0) + 1;
    return waivers.map((waiver, index) => ({
        ...waiver,
        daysLeft: (0,_model_waiver_js__WEBPACK_IMPORTED_MODULE_2__/* .daysUntil */ .AQ)(waiver.expires, now),
        matched: matched[index] ?? 0,
    }));
}
//# sourceMappingURL=waivers.js.map

/***/ }),

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

/***/ })

};

//# sourceMappingURL=138.index.js.map