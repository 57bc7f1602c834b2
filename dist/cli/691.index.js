export const id = 691;
export const ids = [691];
export const modules = {

/***/ 691:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CHECK_HELP: () => (/* binding */ CHECK_HELP),
  check: () => (/* binding */ check)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/io/files.js + 2 modules
var files = __webpack_require__(2657);
// EXTERNAL MODULE: ./lib/io/regular-files.js
var regular_files = __webpack_require__(6742);
// EXTERNAL MODULE: ./lib/config/config-file-data.js
var config_file_data = __webpack_require__(2302);
// EXTERNAL MODULE: ./lib/config/inputs.js + 5 modules
var config_inputs = __webpack_require__(4630);
// EXTERNAL MODULE: ./lib/config/thresholds-in-force.js
var thresholds_in_force = __webpack_require__(6012);
// EXTERNAL MODULE: ./lib/run-gate.js + 12 modules
var run_gate = __webpack_require__(9908);
// EXTERNAL MODULE: ./lib/io/streamed-files.js
var streamed_files = __webpack_require__(9849);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
;// CONCATENATED MODULE: ./lib/io/heap-growth.js
/**
 * Keeps V8's heap near what a run holds. Under a run's allocation rate (every page parses two
 * reports of 50 findings), node 24 doubles the young generation up to 128 MB and lets the old
 * generation grow far past its live data before collecting it: a 1,000-page run that holds 10 MB
 * peaked at 280 MB. A JavaScript action cannot pass node flags, and the maximum sizes are fixed
 * when the heap is made; these two factors are read each time V8 decides to grow, so set here they
 * still hold (measured on the same run: 279 MB; young generation bound: 187 MB; both: 144 MB).
 */

function boundHeapGrowth() {
    // The young generation stays at its starting size (16 MB).
    (0,external_node_v8_.setFlagsFromString)('--semi-space-growth-factor=1');
    // The old generation grows by 10 % of its live data between full collections, not by V8's 1.1-4x.
    (0,external_node_v8_.setFlagsFromString)('--heap-growing-percent=10');
}
//# sourceMappingURL=heap-growth.js.map
// EXTERNAL MODULE: ./lib/config/input-table.js
var input_table = __webpack_require__(31);
// EXTERNAL MODULE: ./lib/config/secrets.js
var secrets = __webpack_require__(2999);
;// CONCATENATED MODULE: ./lib/github/context.js
function githubRun(env) {
    return {
        eventName: env.GITHUB_EVENT_NAME,
        eventPath: env.GITHUB_EVENT_PATH,
        repository: env.GITHUB_REPOSITORY,
        serverUrl: env.GITHUB_SERVER_URL,
        sha: env.GITHUB_SHA,
        runId: env.GITHUB_RUN_ID,
        runNumber: env.GITHUB_RUN_NUMBER,
        runAttempt: env.GITHUB_RUN_ATTEMPT,
        workflow: env.GITHUB_WORKFLOW,
        job: env.GITHUB_JOB,
        workspace: env.GITHUB_WORKSPACE,
        runnerTemp: env.RUNNER_TEMP,
        stepSummary: env.GITHUB_STEP_SUMMARY,
    };
}
/** The run's page on GitHub, or null off a runner. */
function runUrl(run) {
    return run.serverUrl && run.repository && run.runId
        ? `${run.serverUrl}/${run.repository}/actions/runs/${run.runId}`
        : null;
}
/** What finding the run's pull request needs: the run and the event that started it. */
function runContext(run, event) {
    const [owner = '', repo = ''] = (run.repository ?? '').split('/');
    return {
        eventName: event?.name ?? run.eventName ?? '',
        payload: event?.payload ?? {},
        repo: { owner, repo },
        sha: run.sha ?? '',
    };
}
//# sourceMappingURL=context.js.map
// EXTERNAL MODULE: ./lib/report/markdown.js + 15 modules
var report_markdown = __webpack_require__(1887);
// EXTERNAL MODULE: ./lib/report/waivers.js
var report_waivers = __webpack_require__(7411);
// EXTERNAL MODULE: ./lib/site/urls.js
var urls = __webpack_require__(3677);
// EXTERNAL MODULE: ./lib/config/rules.js
var config_rules = __webpack_require__(2853);
// EXTERNAL MODULE: ./lib/model/config.js
var model_config = __webpack_require__(9559);
// EXTERNAL MODULE: ./lib/model/thresholds.js
var thresholds = __webpack_require__(6401);
// EXTERNAL MODULE: ./lib/model/waiver.js
var model_waiver = __webpack_require__(6909);
// EXTERNAL MODULE: ./lib/text/count.js
var count = __webpack_require__(9180);
// EXTERNAL MODULE: ./lib/text/plain.js
var plain = __webpack_require__(4395);
// EXTERNAL MODULE: ./lib/text/redact.js
var redact = __webpack_require__(1814);
;// CONCATENATED MODULE: ./lib/cli/explain.js
/**
 * `pagegate check --explain URL`: which rules one page is judged by and why, without analysing
 * anything. The layers in order of precedence (input, the config file's top level, each pattern
 * that matches, a later one winning), the value in force of each rule with the layer it came
 * from, and the waivers whose pattern matches the page.
 */







/** Every rule by its input and config-file name, in the order the inputs table lists them. */
const RULES = [
    ...thresholds/* THRESHOLDS */.Rm.map((row) => [row.key, row.name]),
    ['failOnRegression', 'fail-on-regression'],
    ['ignoreChecks', 'ignore-checks'],
    ['render', 'render'],
];
const TEXT_MAX = 200;
function explainRules(config, url, now) {
    const layers = (0,config_rules/* ruleLayers */.np)(config, url);
    const rules = (0,config_rules/* rulesFor */.NP)(config, url);
    const lines = [
        `Rules for ${(0,plain/* plainText */.wh)((0,redact/* redactUrl */.B)(url), TEXT_MAX)}, lowest precedence first (a later layer wins; ` +
            `ignore-checks add up):`,
    ];
    lines.push(...columns([
        ['default', 'action.yml defaults'],
        ...layers.map((layer) => [layerName(layer, config), setText(layer.set) || 'sets nothing']),
    ]));
    lines.push('', 'In force:');
    lines.push(...columns(RULES.map(([key, name]) => [
        `${name} ${valueText(rules[key])}`,
        `from ${fromText(layers, key, config)}`,
    ])));
    lines.push('', ...waiverLines(config, url, now));
    return `${lines.join('\n')}\n`;
}
/** Two columns, the second starting one past the widest first cell (counted in code points), indented two. */
function columns(rows) {
    const width = Math.max(...rows.map(([left]) => [...left].length));
    return rows.map(([left, right]) => `  ${left}${' '.repeat(width - [...left].length + 1)}${right}`);
}
function layerName(layer, config) {
    if (layer.origin.kind === 'input')
        return 'input';
    const file = `config-file ${(0,plain/* plainText */.wh)(config.configFile ?? '', TEXT_MAX)}`;
    return layer.origin.kind === 'config'
        ? `${file} top level`
        : `${file} ${(0,plain/* plainText */.wh)((0,model_config/* ruleOriginText */.g6)(layer.origin), TEXT_MAX)}`;
}
function setText(set) {
    return RULES.flatMap(([key, name]) => {
        const value = (0,config_rules/* valueIn */.xm)(set, key);
        return value === undefined ? [] : [`${name} ${valueText(value)}`];
    }).join(', ');
}
function valueText(value) {
    if (value === null)
        return 'off';
    if (Array.isArray(value))
        return value.length === 0 ? '(none)' : (0,plain/* plainText */.wh)(value.join(', '), TEXT_MAX);
    return String(value);
}
/** ignore-checks add up, so each layer that added some is named; every other rule has one origin. */
function fromText(layers, key, config) {
    if (key === 'ignoreChecks') {
        const adding = layers.filter((layer) => (layer.set.ignoreChecks?.length ?? 0) > 0);
        return adding.length === 0 ? 'default' : adding.map((layer) => layerName(layer, config)).join(' + ');
    }
    const layer = (0,config_rules/* settingLayer */.Mr)(layers, key);
    return layer ? layerName(layer, config) : 'default';
}
function waiverLines(config, url, now) {
    const matching = config.waivers
        .map((waiver, index) => ({ waiver, index }))
        .filter(({ waiver }) => waiver.pattern === null || (0,config_rules/* patternMatches */.eJ)(waiver.pattern, url));
    if (matching.length === 0)
        return [`Waivers: none of ${(0,count/* count */.U)(config.waivers.length, 'waiver')} matches this page.`];
    const lines = ['Waivers whose pattern matches this page (the first that matches a finding waives it):'];
    for (const { waiver, index } of matching) {
        const days = (0,model_waiver/* daysUntil */.AQ)(waiver.expires, now);
        const state = days < 0
            ? `expired on ${waiver.expires}: no longer applies`
            : `in force until ${waiver.expires} (${days === 0 ? 'its last day' : `${(0,count/* count */.U)(days, 'day')} left`})`;
        const evidence = waiver.evidence === null ? '' : `, evidence "${(0,plain/* plainText */.wh)(waiver.evidence, TEXT_MAX)}"`;
        lines.push(`  waivers[${index}] ${(0,plain/* plainText */.wh)(waiver.check, TEXT_MAX)} on ` +
            `${(0,plain/* plainText */.wh)(waiver.pattern ?? 'every page', TEXT_MAX)}${evidence}: ` +
            `${(0,plain/* plainText */.wh)(waiver.reason, TEXT_MAX)} — ${state}`);
    }
    return lines;
}
//# sourceMappingURL=explain.js.map
// EXTERNAL MODULE: ./lib/cli/commands.js
var commands = __webpack_require__(4710);
// EXTERNAL MODULE: ./lib/cli/flags.js
var flags = __webpack_require__(2529);
;// CONCATENATED MODULE: ./lib/cli/progress.js
/**
 * The live progress line on a TTY ("12/50 pages, 2 failing"), redrawn in place; page lines are
 * printed above it. Off a TTY it does nothing and page lines are plain.
 */

function createProgress(tty) {
    let line = '';
    let failing = 0;
    const clear = () => {
        if (tty && line)
            tty('\r\x1b[2K');
    };
    return {
        update(done, total, pageFailing) {
            if (pageFailing)
                failing += 1;
            if (!tty)
                return;
            clear();
            line = `${done}/${(0,count/* count */.U)(total, 'page')}, ${failing} failing`;
            tty(line);
        },
        log(text, write) {
            clear();
            write(`${text}\n`);
            if (tty && line)
                tty(line);
        },
        finish() {
            clear();
            line = '';
        },
    };
}
//# sourceMappingURL=progress.js.map
// EXTERNAL MODULE: ./lib/cli/usage.js
var usage = __webpack_require__(4761);
// EXTERNAL MODULE: ./lib/outcome.js
var outcome = __webpack_require__(3259);
;// CONCATENATED MODULE: ./lib/cli/check.js
/** `pagegate check`: the gate from a terminal or another CI system, on the same engine as the action. */






















/** Every action input is a flag of the same name, with the CLI's own defaults where it has no runner or PR. */
const CHECK_FLAGS = {
    ...Object.fromEntries(input_table/* INPUTS */.mc.map((spec) => [
        spec.name,
        {
            type: 'string',
            value: spec.value,
            meaning: spec.meaning,
            shownDefault: spec.cliDefault ?? (0,input_table/* usableDefault */.Yc)(spec),
            ...(spec.env ? { env: spec.env } : {}),
        },
    ])),
    config: { type: 'string', value: 'FILE', meaning: 'same as --config-file' },
    json: { type: 'boolean', meaning: 'print the results JSON on stdout instead of page lines' },
    markdown: { type: 'string', value: 'FILE', meaning: 'write the job-summary markdown to FILE' },
    explain: {
        type: 'string',
        value: 'URL',
        meaning: 'print the rules URL is judged by and where each comes from (inputs, config-file entries, waivers), in ' +
            'order of precedence; analyses nothing',
    },
};
/** The inputs that take true or false are boolean flags too: `--render`, `--no-render`, `--render true`. */
const CHECK_BOOLEANS = new Set(input_table/* INPUTS */.mc.filter((spec) => spec.value === 'BOOL').map((spec) => spec.name));
const CHECK_HELP = (0,flags/* helpText */.B)({
    usage: commands/* USAGE */.u_.check,
    about: 'Analyse pages with the Page Analysis Service and gate on them, like the action does. Every action input ' +
        'is a flag.',
    flags: CHECK_FLAGS,
    notes: [
        'Without --api-url (or PAGEGATE_API_URL) the pages are analysed in-process by the reference service.',
        'Exit status: 0 the gate passed, 1 the gate failed on a page, 2 usage or configuration error, 3 the analysis ' +
            'could not run (service unreachable, key rejected, allowance spent, the run timed out).',
    ],
    examples: [
        'pagegate check https://example.com/ https://example.com/pricing --min-score 80',
        'pagegate check --site-url http://127.0.0.1:8080 --crawl site',
        'PAGEGATE_API_KEY=... pagegate check --api-url https://analysis.example.com/api/v1 --site-url ' +
            'https://preview.example.com --urls-file pages.txt',
        'pagegate check --sitemap https://example.com/sitemap.xml --max-urls 200 --json > results.json',
        'pagegate check --site-url "$PREVIEW_URL" --urls-file pages.txt --accepted-file .pagegate/accepted.json',
        'pagegate check --config .github/pagegate.yml --site-url https://example.com --explain /blog/post',
    ],
});
async function check(argv, io) {
    const { values, positionals } = (0,usage/* parseCommandArgs */.Qx)('check', argv, CHECK_FLAGS, CHECK_BOOLEANS);
    if (values.help) {
        io.stdout(`${CHECK_HELP}\n`);
        return usage/* EXIT */.dc.pass;
    }
    boundHeapGrowth();
    const inputs = checkInputs(values, positionals, io.env);
    // Every sink gets its text through this: terminal, --json, --markdown, the results file, the error line.
    const scrub = (0,secrets/* scrubberForInputs */.Z)(inputs);
    try {
        return await gate(inputs, values, { ...io, stdout: (text) => io.stdout(scrub.text(text)), stderr: (text) => io.stderr(scrub.text(text)) }, scrub);
    }
    catch (error) {
        if (error instanceof Error)
            error.message = scrub.text(error.message);
        throw error;
    }
}
async function gate(inputs, values, io, scrub) {
    const github = githubRun(io.env);
    const env = {
        runnerTemp: github.runnerTemp,
        workflow: 'pagegate',
        job: 'check',
        sha: github.sha,
        runId: github.runId,
    };
    if (typeof values.explain === 'string')
        return explain(inputs, env, values.explain, io);
    const progress = createProgress(io.isTTY && !values.json ? io.stderr : null);
    const markdownPath = typeof values.markdown === 'string' ? values.markdown : null;
    const { config, results } = await (0,run_gate/* runGate */.R)({
        inputs,
        env,
        startedAt: new Date(),
        scrub,
        resultsLabel: '--results-file',
        otherOutputs: markdownPath === null ? [] : [{ label: '--markdown', path: markdownPath }],
        engineIO: () => ({
            glob: regular_files/* globFiles */.CJ,
            info: (line) => progress.log(line, io.stderr),
            warn: (line) => progress.log(`warning: ${line}`, io.stderr),
            pageDone: (page, done, total) => {
                if (!values.json)
                    progress.log((0,report_markdown/* renderTerminalLine */.vo)(page), io.stdout);
                progress.update(done, total, page.verdict !== 'pass');
            },
            now: () => new Date(),
            ...(io.signal ? { signal: io.signal } : {}),
        }),
    });
    progress.finish();
    if (config.mode !== 'analyze') {
        const waivers = (0,report_waivers/* waiverLines */.uU)(results);
        for (const line of [...waivers.expired, ...waivers.expiring])
            io.stderr(`${line}\n`);
        for (const line of waivers.unused)
            io.stderr(`warning: ${line}\n`);
    }
    if (markdownPath !== null)
        await writeMarkdown(config, results, markdownPath, scrub);
    const written = `results: ${(0,external_node_path_.resolve)(config.resultsFile)}\n`;
    if (values.json) {
        io.stderr(written);
        // The results file, not the results held: the run keeps each page only as far as the report reads it.
        for await (const line of (0,streamed_files/* readLines */.Se)(config.resultsFile))
            io.stdout(`${line}\n`);
    }
    else
        io.stdout(`${written}${(0,report_markdown/* plainHeadline */.r6)(results)}\n`);
    return config.mode === 'analyze' ? usage/* EXIT */.dc.pass : (0,outcome/* exitCodeOf */.FO)((0,outcome/* resultsOutcome */.hd)(results));
}
/** `--explain URL`: nothing is analysed, so what a gate run needs (api-url, a key, pages) is not asked for. */
async function explain(inputs, env, given, io) {
    const configPath = inputs['config-file'] ?? '';
    const startedAt = new Date();
    const { rules, siteUrl } = (0,config_inputs/* readGateRules */.v3)({
        inputs,
        configFile: configPath ? await (0,config_file_data/* configFileData */.r)(await (0,files/* readNamedFile */.wh)('config-file', configPath)) : null,
        env,
        startedAt,
    });
    const [url = given] = (0,urls/* resolvePageUrls */.Sf)([given], siteUrl);
    io.stdout(explainRules(rules, url, startedAt));
    return usage/* EXIT */.dc.pass;
}
function checkInputs(values, urls, env) {
    const inputs = {};
    for (const spec of input_table/* INPUTS */.mc) {
        const given = values[spec.name];
        inputs[spec.name] =
            typeof given === 'string' ? given : ((spec.env ? env[spec.env] : undefined) ?? spec.cliDefault ?? '');
    }
    if (typeof values.config === 'string')
        inputs['config-file'] = values.config;
    if (urls.length > 0)
        inputs.urls = [inputs.urls ?? '', ...urls].filter(Boolean).join('\n');
    return inputs;
}
/** The job summary's markdown, for a CI that shows it (GitLab's job artifacts, a PR bot). */
async function writeMarkdown(config, results, path, scrub) {
    const markdown = (0,report_markdown/* renderSummary */.Br)({
        results,
        thresholds: (0,thresholds_in_force/* thresholdsInForce */.x)(config),
        run: { name: 'pagegate check', resultsFile: config.resultsFile, tag: config.commentTag },
    });
    await (0,promises_.writeFile)(path, scrub.text(markdown));
}
//# sourceMappingURL=check.js.map

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

//# sourceMappingURL=691.index.js.map