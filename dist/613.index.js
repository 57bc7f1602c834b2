export const id = 613;
export const ids = [613];
export const modules = {

/***/ 87613:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   thresholdUses: () => (/* binding */ thresholdUses)
/* harmony export */ });
/* harmony import */ var _config_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92853);
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24372);
/* harmony import */ var _model_thresholds_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56401);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71138);
/* harmony import */ var _waivers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57394);
/**
 * The thresholds as a maintainer tunes them: each value in force and where it came from (input,
 * config top level, a page pattern), how many pages it judged, how many it failed or warned, and
 * the page that passed it by the least. Computed from the decided pages, so it agrees with them.
 */





const NAMES = [..._model_thresholds_js__WEBPACK_IMPORTED_MODULE_2__/* .THRESHOLDS */ .Rm.map((row) => row.name), 'fail-on-regression'];
const ORIGINS = ['default', 'input', 'config', 'pattern'];
/** Pages that errored have nothing to measure and are left out. */
function thresholdUses(config, pages) {
    const uses = new Map();
    const use = (name, limit, level, from) => {
        const key = JSON.stringify([name, limit, from]);
        let found = uses.get(key);
        if (!found)
            uses.set(key, (found = { name, limit, level, from, pages: 0, past: 0, closest: null, margin: null }));
        found.pages++;
        return found;
    };
    for (const page of pages) {
        if (page.error)
            continue;
        const rules = (0,_config_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .rulesFor */ .NP)(config, page.url);
        const layers = (0,_config_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .ruleLayers */ .np)(config, page.url);
        for (const check of (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__.checkThresholds)((0,_waivers_js__WEBPACK_IMPORTED_MODULE_4__.countedView)(page), rules)) {
            const found = use(check.name, check.limit, check.level, (0,_config_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .originOf */ .yv)(layers, _model_thresholds_js__WEBPACK_IMPORTED_MODULE_2__/* .THRESHOLD */ .yW[check.name].key));
            if (!check.passed)
                found.past++;
            else if (check.actual !== null &&
                check.margin !== null &&
                (found.margin === null || check.margin < found.margin)) {
                found.margin = check.margin;
                found.closest = { url: page.url, actual: check.actual };
            }
        }
        if (rules.failOnRegression === 'none')
            continue;
        const regression = use('fail-on-regression', rules.failOnRegression, 'fail', (0,_config_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .originOf */ .yv)(layers, 'failOnRegression'));
        if (page.regressions.some((r) => (0,_compare_js__WEBPACK_IMPORTED_MODULE_1__/* .failsOnRegression */ .K)(r.severity, rules.failOnRegression)))
            regression.past++;
    }
    return [...uses.values()].sort(byNameThenOrigin).map(({ margin: _margin, ...threshold }) => threshold);
}
function byNameThenOrigin(a, b) {
    return (NAMES.indexOf(a.name) - NAMES.indexOf(b.name) ||
        ORIGINS.indexOf(a.from.kind) - ORIGINS.indexOf(b.from.kind) ||
        patternIndex(a.from) - patternIndex(b.from));
}
function patternIndex(origin) {
    return origin.kind === 'pattern' ? origin.index : -1;
}
//# sourceMappingURL=thresholds-view.js.map

/***/ })

};

//# sourceMappingURL=613.index.js.map