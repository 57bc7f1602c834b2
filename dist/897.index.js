export const id = 897;
export const ids = [897];
export const modules = {

/***/ 57897:
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
var accepted = __webpack_require__(80138);
// EXTERNAL MODULE: ./lib/model/severity.js
var severity = __webpack_require__(89506);
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
var verdict = __webpack_require__(71138);
// EXTERNAL MODULE: ./lib/gate/waivers.js
var gate_waivers = __webpack_require__(57394);
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

/***/ })

};

//# sourceMappingURL=897.index.js.map