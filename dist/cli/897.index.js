export const id = 897;
export const ids = [897,138,394];
export const modules = {

/***/ 4372:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ failsOnRegression),
/* harmony export */   U: () => (/* binding */ diffFindings)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4006);
/* harmony import */ var _model_severity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9506);
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

/***/ 7897:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  draftNext: () => (/* binding */ draftNext),
  dropping: () => (/* binding */ dropping),
  judgeOf: () => (/* binding */ judgeOf),
  keeper: () => (/* binding */ keeper)
});

// EXTERNAL MODULE: ./lib/gate/accepted.js
var accepted = __webpack_require__(138);
// EXTERNAL MODULE: ./lib/model/severity.js
var severity = __webpack_require__(9506);
;// CONCATENATED MODULE: ./lib/gate/held.js

/** About what a 1 MiB summary can list with evidence (a listed finding with evidence is 300-500 characters). */
const HELD_EVIDENCE = 2_000;
/**
 * One holder per run. A finding's check, severity, result, message and remediation repeat across
 * pages (one text per check), but each parsed body holds its own copies: the held findings share
 * one string per distinct text (in the 25,000-page report job, about 40 % of what a finding holds).
 */
function pageHolder(evidenceBudget = HELD_EVIDENCE) {
    const texts = new Map();
    let evidenceLeft = evidenceBudget;
    const shared = (text) => {
        if (text === null)
            return text;
        const known = texts.get(text);
        if (known !== undefined)
            return known;
        texts.set(text, text);
        return text;
    };
    let withEvidence = true;
    const held = (finding) => ({
        ...finding,
        ...(withEvidence ? {} : { evidence: '' }),
        check: shared(finding.check),
        severity: shared(finding.severity),
        message: shared(finding.message),
        remediation: shared(finding.remediation),
        ...('result' in finding && typeof finding.result === 'string' ? { result: shared(finding.result) } : {}),
    });
    return (page) => {
        const { findings, baseline } = page;
        const listed = page.verdict === 'fail'
            ? (findings ?? []).filter((f) => (0,severity/* severityRank */.q)(f.severity) === (0,severity/* severityRank */.q)('critical'))
            : [];
        const count = page.regressions.length + page.resolved.length + listed.length;
        // Once spent, spent for good: no later page gets evidence back by being small.
        withEvidence = withEvidence && count <= evidenceLeft;
        evidenceLeft = withEvidence ? evidenceLeft - count : 0;
        return {
            ...page,
            regressions: page.regressions.map(held),
            resolved: page.resolved.map(held),
            // Emptied, not removed: the report tells a compared page from one whose findings were missing.
            ...(findings ? { findings: listed.map(held) } : {}),
            baseline: baseline?.findings ? { ...baseline, findings: [] } : baseline,
        };
    };
}
//# sourceMappingURL=held.js.map
;// CONCATENATED MODULE: ./lib/gate/in-order.js
/**
 * Records items in their list order although they arrive in any order (pages are decided as their
 * analyses finish): an item that arrives before the ones ahead of it waits in memory until they are
 * written. Indexes must run 0, 1, 2, ... with no gap. The promise settles once what could be
 * written by then is written.
 */
function inOrder(record) {
    const waiting = new Map();
    let nextIndex = 0;
    let written = Promise.resolve();
    return (item, index) => {
        waiting.set(index, item);
        written = written.then(async () => {
            for (let ready = waiting.get(nextIndex); ready !== undefined; ready = waiting.get(nextIndex)) {
                waiting.delete(nextIndex++);
                await record(ready);
            }
        });
        return written;
    };
}
//# sourceMappingURL=in-order.js.map
// EXTERNAL MODULE: ./lib/gate/verdict.js
var verdict = __webpack_require__(1138);
// EXTERNAL MODULE: ./lib/gate/waivers.js
var gate_waivers = __webpack_require__(7394);
;// CONCATENATED MODULE: ./lib/gate/page-keeper.js





function judgeOf(config, startedAt) {
    // Expiry is judged once, against the run's own clock: a run across midnight does not change its mind.
    const waivers = (0,gate_waivers.activeWaivers)(config.waivers, startedAt);
    return (observation) => (0,verdict.decide)(observation, config, waivers);
}
/**
 * The draft of the next accepted state, when this run may move it. A store that could not be
 * read has been warned about once; saving to it would only say it again. A state that could not
 * be restored is not replaced by this run's pages alone: the pages it holds would be lost.
 */
function draftNext(config, io, facts, before) {
    if (config.mode === 'analyze' || !io.accepted)
        return null;
    if (facts.missing === 'unavailable' || facts.missing === 'restore-failed')
        return null;
    return (0,accepted/* nextAccepted */.Px)(io.accepted.draft(), before, (page) => (0,verdict.failsGate)(page, config));
}
/**
 * Each decided page goes out in full (the results file, the accepted draft); the run holds what
 * the report reads. `index` is the page's place in the run's list: the results file and the page
 * lines keep that order whatever order the analyses finish in.
 */
function keeper(io, next, total) {
    let done = 0;
    const hold = pageHolder();
    // The terminal's and the log's page lines come in list order too, like the results file.
    const record = inOrder((page) => {
        io.pageDone(page, ++done, total);
        return io.record(page);
    });
    return async (page, index) => {
        await Promise.all([record(page, index), next?.add((0,gate_waivers.asAccepted)(page))]);
        return hold(page);
    };
}
/** A run that stops with an error leaves no draft behind. */
async function dropping(next, run) {
    try {
        return await run();
    }
    catch (error) {
        await next?.discard();
        throw error;
    }
}
//# sourceMappingURL=page-keeper.js.map

/***/ }),

/***/ 8395:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ pairFindings)
/* harmony export */ });
/* harmony import */ var _model_finding_identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5524);
/* harmony import */ var _model_severity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9506);
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

/***/ 1138:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkThresholds: () => (/* binding */ checkThresholds),
/* harmony export */   decide: () => (/* binding */ decide),
/* harmony export */   evaluatePage: () => (/* binding */ evaluatePage),
/* harmony export */   failsGate: () => (/* binding */ failsGate),
/* harmony export */   tally: () => (/* binding */ tally)
/* harmony export */ });
/* harmony import */ var _model_results_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9339);
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4372);
/* harmony import */ var _model_cache_hit_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(603);
/* harmony import */ var _model_severity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9506);
/* harmony import */ var _config_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2853);
/* harmony import */ var _model_thresholds_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6401);
/* harmony import */ var _waivers_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7394);







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

/***/ 7394:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   activeWaivers: () => (/* binding */ activeWaivers),
/* harmony export */   asAccepted: () => (/* binding */ asAccepted),
/* harmony export */   countedView: () => (/* binding */ countedView),
/* harmony export */   splitWaived: () => (/* binding */ splitWaived),
/* harmony export */   waiverFacts: () => (/* binding */ waiverFacts)
/* harmony export */ });
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4006);
/* harmony import */ var _config_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2853);
/* harmony import */ var _model_finding_identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5524);
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

/***/ })

};

//# sourceMappingURL=897.index.js.map