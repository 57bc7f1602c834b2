export const id = 394;
export const ids = [394];
export const modules = {

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

//# sourceMappingURL=394.index.js.map