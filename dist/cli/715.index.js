export const id = 715;
export const ids = [715];
export const modules = {

/***/ 6715:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEMO_HELP: () => (/* binding */ DEMO_HELP),
/* harmony export */   demoCommand: () => (/* binding */ demoCommand)
/* harmony export */ });
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4710);
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2529);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4761);
/** `pagegate demo`: parses its (only) flag and runs the demo. */



const DEMO_HELP = (0,_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .helpText */ .B)({
    usage: _commands_js__WEBPACK_IMPORTED_MODULE_0__/* .USAGE */ .u_.demo,
    about: [
        'The whole gate end to end on loopback, with nothing to sign up for: starts the reference service',
        'and a fixture site, gates a baseline release, a release that regresses /pricing and the fix, and',
        'prints the PR comment and the job summary as GitHub shows them. Results go to .pagegate/demo/.',
    ].join('\n'),
    flags: {},
    examples: ['npm run demo', 'npx pagegate demo'],
});
async function demoCommand(argv, out) {
    const { values } = (0,_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Qx)('demo', argv, {});
    if (values.help) {
        out(`${DEMO_HELP}\n`);
        return _usage_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.pass;
    }
    // The demo brings the reference service: loaded here, so `check` against a hosted service never loads it.
    const { demo } = await Promise.all(/* import() */[__webpack_require__.e(377), __webpack_require__.e(280), __webpack_require__.e(192), __webpack_require__.e(299), __webpack_require__.e(426), __webpack_require__.e(6), __webpack_require__.e(156), __webpack_require__.e(759), __webpack_require__.e(726), __webpack_require__.e(373), __webpack_require__.e(523), __webpack_require__.e(397)]).then(__webpack_require__.bind(__webpack_require__, 674));
    return demo(out);
}
//# sourceMappingURL=demo.js.map

/***/ }),

/***/ 2529:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ helpText)
/* harmony export */ });
const WIDTH = 100;
const COLUMN = 26;
function helpText(help) {
    const rows = Object.entries(help.flags).map(([name, flag]) => flagRow(name, flag));
    rows.push(flagRow('help', { type: 'boolean', short: 'h', meaning: 'this help' }));
    const sections = [help.usage, help.about, `Options:\n${rows.join('\n')}`];
    if (help.notes?.length)
        sections.push(help.notes.join('\n'));
    if (help.examples.length > 0)
        sections.push(`Examples:\n${help.examples.map((line) => `  ${line}`).join('\n')}`);
    return sections.join('\n\n');
}
function flagRow(name, flag) {
    const left = `  ${flag.short ? `-${flag.short}, ` : ''}--${name}` +
        `${flag.value ? ` ${flag.value}` : ''}${flag.multiple ? ' ...' : ''}`;
    const shown = flag.default ?? flag.shownDefault;
    const extras = [shown ? `default ${shown}` : '', flag.env ? `env ${flag.env}` : ''].filter(Boolean);
    // The parenthesis is one word to the wrapper, so a default is never split from its value.
    const words = [...flag.meaning.split(' '), ...(extras.length > 0 ? [`(${extras.join('; ')})`] : [])];
    const lines = wrap(words, WIDTH - COLUMN);
    const first = left.length < COLUMN - 1 ? `${left.padEnd(COLUMN)}${lines.shift() ?? ''}` : left;
    return [first, ...lines.map((line) => `${' '.repeat(COLUMN)}${line}`)].join('\n');
}
/** Words into lines of at most `width` characters (a longer word gets a line of its own). */
function wrap(words, width) {
    const lines = [];
    let line = '';
    for (const word of words) {
        if (line && line.length + 1 + word.length > width) {
            lines.push(line);
            line = word;
        }
        else
            line = line ? `${line} ${word}` : word;
    }
    if (line)
        lines.push(line);
    return lines;
}
//# sourceMappingURL=flags.js.map

/***/ })

};

//# sourceMappingURL=715.index.js.map