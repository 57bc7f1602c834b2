export const id = 358;
export const ids = [358];
export const modules = {

/***/ 22358:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  commentMarker: () => (/* reexport */ commentMarker),
  errorHeadline: () => (/* reexport */ headline/* errorHeadline */.rP),
  plainHeadline: () => (/* reexport */ headline/* plainHeadline */.r6),
  renderComment: () => (/* binding */ renderComment),
  renderDetailGroups: () => (/* reexport */ log_details.renderDetailGroups),
  renderSummary: () => (/* binding */ renderSummary),
  renderTerminalLine: () => (/* reexport */ terminal/* renderTerminalLine */.v)
});

// EXTERNAL MODULE: ./lib/report/findings.js
var report_findings = __webpack_require__(37470);
// EXTERNAL MODULE: ./lib/report/left-out.js
var left_out = __webpack_require__(49280);
;// CONCATENATED MODULE: ./lib/report/budget.js


function fitToBudget(doc, limit) {
    const sizes = new Sizes(doc, limit.unit);
    const within = (plan) => leftOutWithin(doc, sizes, plan, limit);
    const all = doc.pages.length;
    const bare = {
        resolved: false,
        waived: false,
        passing: false,
        crawl: false,
        evidence: false,
        perPage: Infinity,
        pages: all,
    };
    const steps = [
        { resolved: true, waived: true, passing: true, crawl: true, evidence: true, perPage: Infinity, pages: all },
        { resolved: false, waived: true, passing: true, crawl: true, evidence: true, perPage: Infinity, pages: all },
        { resolved: false, waived: false, passing: true, crawl: true, evidence: true, perPage: Infinity, pages: all },
        { resolved: false, waived: false, passing: false, crawl: true, evidence: true, perPage: Infinity, pages: all },
        { resolved: false, waived: false, passing: false, crawl: false, evidence: true, perPage: Infinity, pages: all },
        bare,
    ];
    for (const plan of steps) {
        const line = within(plan);
        if (line !== null)
            return build(doc, plan, line);
    }
    const most = Math.max(0, ...doc.pages.map((page) => page.findings));
    // Down to no listed findings before the table loses a row: the reasons in a row already
    // name the first regressions of its page.
    const fewer = largest(0, most - 1, (n) => within({ ...bare, perPage: n }));
    if (fewer)
        return build(doc, { ...bare, perPage: fewer.n }, fewer.line);
    const shorter = largest(0, all, (k) => within({ ...bare, perPage: 0, pages: k }));
    if (shorter)
        return build(doc, { ...bare, perPage: 0, pages: shorter.n }, shorter.line);
    const last = { ...bare, perPage: 0, pages: 0 };
    return (0,left_out/* cutToLimit */.bH)(build(doc, last, (0,left_out/* leftOutLine */.uv)(leftOut(doc, sizes, last), limit, doc.resultsPlace)), limit);
}
/** The left-out line when `plan` fits the budget ('' when nothing is left out), or null. */
function leftOutWithin(doc, sizes, plan, limit) {
    const budget = limit.budget;
    let size = sizes.fixed + (plan.pages > 0 ? sizes.tableHead : 0);
    for (let i = 0; i < plan.pages; i++)
        size += sizes.rows[i] ?? 0;
    for (let i = 0; i < plan.pages && size <= budget; i++) {
        const page = doc.pages[i];
        if (!page)
            break;
        const shown = Math.min(page.findings, plan.perPage);
        if (shown === 0)
            continue;
        size += sizes.headings[i] ?? 0;
        for (let j = 0; j < shown && size <= budget; j++) {
            const line = sizes.line(i, j);
            size += plan.evidence ? line.full : line.bare;
        }
        if (shown < page.findings)
            size += sizes.measure((0,report_findings/* moreFindingsLine */.sH)(page.findings - shown));
    }
    if (plan.crawl && size <= budget)
        size += sizes.folded(doc.crawl, budget - size);
    if (plan.passing && size <= budget)
        size += sizes.folded(doc.passing, budget - size);
    if (plan.waived && size <= budget)
        size += sizes.folded(doc.waived, budget - size);
    if (plan.resolved && size <= budget)
        size += sizes.folded(doc.resolved, budget - size);
    if (size > budget)
        return null;
    const line = (0,left_out/* leftOutLine */.uv)(leftOut(doc, sizes, plan), limit, doc.resultsPlace);
    return size + sizes.measure(line) <= budget ? line : null;
}
/** Counts what `plan` leaves out; only called for plans whose shown lines are already sized. */
function leftOut(doc, sizes, plan) {
    const left = {
        resolved: plan.resolved ? 0 : doc.resolved.count,
        waived: plan.waived ? 0 : doc.waived.count,
        passing: plan.passing ? 0 : doc.passing.count,
        crawlGroups: plan.crawl ? 0 : doc.crawl.count,
        evidence: 0,
        beyond: 0,
        perPage: plan.perPage,
        pages: 0,
        pageFindings: 0,
        shownPages: Math.min(plan.pages, doc.pages.length),
    };
    doc.pages.forEach((page, i) => {
        if (i >= plan.pages) {
            left.pages++;
            left.pageFindings += page.findings;
            return;
        }
        const shown = Math.min(page.findings, plan.perPage);
        left.beyond += page.findings - shown;
        if (!plan.evidence)
            for (let j = 0; j < shown; j++)
                if (sizes.line(i, j).hasEvidence)
                    left.evidence++;
    });
    return left;
}
function build(doc, plan, leftOutLine) {
    const parts = [doc.top, leftOutLine];
    const pages = doc.pages.slice(0, plan.pages);
    if (pages.length > 0)
        parts.push(doc.tableHead, ...pages.map((page) => page.row));
    for (const page of pages) {
        const shown = Math.min(page.findings, plan.perPage);
        if (shown === 0)
            continue;
        parts.push(page.heading);
        for (let j = 0; j < shown; j++) {
            const line = page.finding(j);
            parts.push(line.head, plan.evidence ? line.evidence : '', line.tail);
        }
        if (shown < page.findings)
            parts.push((0,report_findings/* moreFindingsLine */.sH)(page.findings - shown));
    }
    // Appended one by one: spreading a block of 25,000 pages' lines into push() would overflow the stack.
    for (const [shown, block] of [
        [plan.crawl, doc.crawl],
        [plan.passing, doc.passing],
        [plan.waived, doc.waived],
        [plan.resolved, doc.resolved],
    ])
        if (shown)
            for (const part of blockParts(block))
                parts.push(part);
    parts.push(doc.bottom);
    return parts.join('');
}
function blockParts(block) {
    if (block.count === 0)
        return [];
    return [block.open, ...Array.from({ length: block.lines }, (_, i) => block.line(i)), block.close];
}
/** Sizes of parts in the limit's unit, each measured once, lines only when first asked for. */
class Sizes {
    doc;
    measure;
    fixed;
    tableHead;
    rows;
    headings;
    lines;
    foldedLines = new Map();
    constructor(doc, unit) {
        this.doc = doc;
        this.measure = unit === 'bytes' ? (text) => Buffer.byteLength(text, 'utf8') : (text) => text.length;
        this.fixed = this.measure(doc.top) + this.measure(doc.bottom);
        this.tableHead = this.measure(doc.tableHead);
        this.rows = doc.pages.map((page) => this.measure(page.row));
        this.headings = doc.pages.map((page) => this.measure(page.heading));
        this.lines = doc.pages.map(() => []);
    }
    line(page, index) {
        const cache = (this.lines[page] ??= []);
        let sized = cache[index];
        if (!sized) {
            const line = this.page(page).finding(index);
            const bare = this.measure(line.head) + this.measure(line.tail);
            sized = { bare, full: bare + this.measure(line.evidence), hasEvidence: line.evidence !== '' };
            cache[index] = sized;
        }
        return sized;
    }
    page(index) {
        const page = this.doc.pages[index];
        if (!page)
            throw new RangeError(`no page ${index} in this report`);
        return page;
    }
    /** The block's size, or a size over `room` as soon as it is known not to fit (the rest unrendered). */
    folded(block, room) {
        if (block.count === 0)
            return 0;
        let lines = this.foldedLines.get(block);
        if (!lines)
            this.foldedLines.set(block, (lines = []));
        let size = this.measure(block.open) + this.measure(block.close);
        for (let i = 0; i < block.lines && size <= room; i++)
            size += lines[i] ??= this.measure(block.line(i));
        return size;
    }
}
/**
 * The largest n in [low, high] for which `within` gives a left-out line, by bisection (it does
 * for every n below one that does); null when it does not for `low`.
 */
function largest(low, high, within) {
    if (high < low)
        return null;
    const first = within(low);
    if (first === null)
        return null;
    let best = { n: low, line: first };
    let above = high + 1;
    while (above - best.n > 1) {
        const middle = Math.floor((best.n + above) / 2);
        const line = within(middle);
        if (line === null)
            above = middle;
        else
            best = { n: middle, line };
    }
    return best;
}
//# sourceMappingURL=budget.js.map
// EXTERNAL MODULE: ./lib/text/count.js
var count = __webpack_require__(49180);
// EXTERNAL MODULE: ./lib/report/escape.js
var report_escape = __webpack_require__(72527);
// EXTERNAL MODULE: ./lib/report/limits.js
var limits = __webpack_require__(95032);
;// CONCATENATED MODULE: ./lib/report/accepted-line.js


const MISSING = {
    'no-store': 'no accepted-file was given',
    'not-found': 'none saved yet',
    unavailable: 'its store could not be read',
    'restore-failed': 'the cache could not restore it',
    unreadable: 'the stored state could not be read',
    'other-tag': 'the stored state belongs to another comment-tag',
};
/** Why none was found, as the store it lives in has it: only the cache evicts. */
const NOT_FOUND = {
    file: 'accepted-file does not exist yet: the first passing gate writes it',
    cache: 'none in the GitHub Actions cache: the first run of this gate, or evicted after 7 days unused',
};
const STORE_NAME = {
    file: 'accepted-file',
    cache: 'the GitHub Actions cache',
};
/** '' when the run had no accepted baseline. */
function acceptedLine(results) {
    const facts = results.accepted;
    if (!facts)
        return '';
    const parts = [];
    // The state's fields come from a store anyone with cache write access could fill: inert like page text.
    if (facts.from)
        parts.push(`Compared with the accepted state of ${commitText(facts.from.commit)} (saved ` +
            `${(0,report_escape/* inline */.mG)(facts.from.savedAt, limits/* NAME_MAX */.fo)}${facts.store ? `, in ${STORE_NAME[facts.store]}` : ''})`);
    else if (facts.from === null)
        parts.push(`No accepted state (${missingText(facts)}), so each page was compared with its ` + `previous report`);
    // Without a store nothing could move; analyze shards leave moving it to the report job.
    if (results.decided !== false && facts.missing !== 'no-store')
        parts.push(movement(results.passed, facts.saved, facts.from));
    const line = parts.join('; ');
    return `\n*${line.charAt(0).toUpperCase()}${line.slice(1)}.*\n`;
}
function missingText(facts) {
    const why = facts.missing ?? 'not-found';
    return why === 'not-found' && facts.store ? NOT_FOUND[facts.store] : MISSING[why];
}
function commitText(commit) {
    if (!commit)
        return 'an earlier run';
    return `commit ${/^[0-9a-f]{7,64}$/i.test(commit) ? commit.slice(0, 7) : (0,report_escape/* inline */.mG)(commit, limits/* NAME_MAX */.fo)}`;
}
/** `from` undefined: a report job, which did not read the state its shards compared with. */
function movement(passed, saved, from) {
    if (saved)
        return 'this run passed and is the accepted state now';
    if (passed)
        return 'this run passed, but its state could not be saved (see the log)';
    if (from === null)
        return 'this run failed, so no accepted state was saved';
    return 'this run failed, so the accepted state stays where it was';
}
//# sourceMappingURL=accepted-line.js.map
// EXTERNAL MODULE: ./lib/model/severity.js
var severity = __webpack_require__(89506);
;// CONCATENATED MODULE: ./lib/report/crawl-findings.js
/**
 * With `crawl`, the crawl's findings grouped by check and severity (the service's own grouping):
 * a table of the groups that matter most, so a reviewer sees what is wrong across the site and
 * not only on the pages that regressed.
 */




/** A table longer than this reads as noise in a PR comment; the results file holds every group. */
const CRAWL_GROUPS_SHOWN = 25;
function crawlFindingsBlock(crawl) {
    const groups = [...(crawl?.findings ?? [])].sort((a, b) => (0,severity/* severityRank */.q)(b.severity) - (0,severity/* severityRank */.q)(a.severity) || b.pages - a.pages);
    const rows = groups.slice(0, CRAWL_GROUPS_SHOWN).map(groupRow);
    const more = groups.length - rows.length;
    const title = crawl ? `Findings across crawl ${crawl.id} of ${(0,report_escape/* inline */.mG)(crawl.host, limits/* NAME_MAX */.fo)}` : '';
    return {
        count: groups.length,
        open: `\n**${title}**, grouped by check and severity:\n\n| check | severity | pages |\n|---|---|---|\n`,
        lines: rows.length,
        line: (index) => rows[index] ?? '',
        close: more > 0 ? `\n…and ${(0,count/* count */.U)(more, 'more group')} (in the results file)\n` : '',
    };
}
function groupRow(group) {
    return (`| ${(0,report_escape/* inline */.mG)(group.check, limits/* NAME_MAX */.fo) || '(unnamed check)'} | ${(0,report_escape/* inline */.mG)(group.severity, limits/* NAME_MAX */.fo)} | ` +
        `${group.pages} |\n`);
}
//# sourceMappingURL=crawl-findings.js.map
// EXTERNAL MODULE: ./lib/report/headline.js
var headline = __webpack_require__(5916);
// EXTERNAL MODULE: ./lib/report/change.js
var change = __webpack_require__(12936);
// EXTERNAL MODULE: ./lib/report/page-notes.js
var page_notes = __webpack_require__(61503);
// EXTERNAL MODULE: ./lib/model/waiver.js
var waiver = __webpack_require__(6909);
;// CONCATENATED MODULE: ./lib/report/page-table.js
/**
 * The table of pages: one row each, with score, grade and critical count against the baseline.
 * When a page of the run passed a warn level, every row gets a `warnings` column.
 */





function tableHead(last, withWarnings) {
    const warnings = withWarnings ? ' warnings |' : '';
    return (`| verdict | page | score | grade | critical | ${last} ` +
        `|${warnings}\n|---|---|---|---|---|---|${withWarnings ? '---|' : ''}\n`);
}
const VERDICT_CELL = { pass: '✅ pass', fail: '❌ fail', error: '⚠️ error' };
function pageRow(page, withWarnings) {
    const warned = (page.warnings?.length ?? 0) > 0;
    const verdict = VERDICT_CELL[page.verdict] + (warned ? ' · ⚠️ warn' : '') + (page.cached ? ' · cached' : '');
    const score = (0,change/* withChange */.v)(page.score, page.baseline?.score);
    // Waived critical findings count for nothing, in the column as in the verdict.
    const critical = (0,change/* withChange */.v)((0,waiver/* countedCritical */.cP)(page.issues?.critical, page.waived), page.baseline?.issues?.critical);
    const warnings = withWarnings ? ` ${listCell(page.warnings ?? [])} |` : '';
    return (`| ${verdict} | ${(0,report_escape/* urlSpan */.cq)(page.url)} | ${score} | ${gradeCell(page)} | ${critical} | ${reasonsCell(page)} ` +
        `|${warnings}\n`);
}
function listCell(items) {
    const cells = items.slice(0, limits/* REASONS_PER_ROW */.Jc).map((item) => (0,report_escape/* inline */.mG)(item, limits/* REASON_MAX */.oD));
    if (items.length > limits/* REASONS_PER_ROW */.Jc)
        cells.push(`+${items.length - limits/* REASONS_PER_ROW */.Jc} more`);
    return cells.join('; ');
}
function gradeCell(page) {
    if (page.grade === null)
        return '—';
    const grade = (0,report_escape/* inline */.mG)(page.grade, limits/* NAME_MAX */.fo);
    const before = page.baseline?.grade;
    return before && before !== page.grade ? `${grade} (was ${(0,report_escape/* inline */.mG)(before, limits/* NAME_MAX */.fo)})` : grade;
}
function reasonsCell(page) {
    const reasons = page.reasons.length > 0 || !page.error ? page.reasons : [`${page.error.code}: ${page.error.message}`];
    const cells = reasons.length > 0 ? [listCell(reasons)] : [];
    if (page.verdict === 'pass' && page.regressions.length > 0) {
        cells.push(`*${page.regressions.length} regressed without failing the page*`);
    }
    for (const note of (0,page_notes/* pageNotes */.R)(page)) {
        const shown = (0,report_escape/* inline */.mG)(note, limits/* REASON_MAX */.oD);
        if (shown)
            cells.push(`*${shown}*`);
    }
    return cells.join('; ');
}
//# sourceMappingURL=page-table.js.map
// EXTERNAL MODULE: ./lib/text/redact.js
var redact = __webpack_require__(51814);
;// CONCATENATED MODULE: ./lib/report/run-line.js
/** The last line: which run and commit this is, the thresholds in force, where the full results are. */



function runLine(run, thresholds) {
    const parts = [`Run ${runName(run)}`];
    if (run.commit)
        parts.push(`commit ${/^[0-9a-f]{7,40}$/i.test(run.commit) ? run.commit.slice(0, 7) : (0,report_escape/* inline */.mG)(run.commit, limits/* NAME_MAX */.fo)}`);
    const set = Object.entries(thresholds).map(([name, value]) => `${(0,report_escape/* inline */.mG)(name, limits/* NAME_MAX */.fo)} ${(0,report_escape/* inline */.mG)(value, limits/* NAME_MAX */.fo)}`);
    parts.push(`thresholds: ${set.length > 0 ? set.join(', ') : 'none'}`);
    parts.push(`full results: ${resultsPlace(run)}`);
    return `\n${parts.join(' · ')}\n`;
}
/**
 * Where a reviewer finds the full results: the uploaded artifact, else the run's page (its job
 * summary); a path on the runner only where there is no run (the CLI), since no reviewer can open it.
 */
function resultsPlace(run) {
    return (run_line_link('the results artifact', run.artifactUrl) ??
        run_line_link("the run's page", run.url) ??
        ((0,report_escape/* codeSpan */.SS)(run.resultsFile, limits/* URL_MAX */.hp) || 'the results file'));
}
function runName(run) {
    const name = (0,report_escape/* inline */.mG)(run.name, limits/* REASON_MAX */.oD) || 'pagegate';
    return run_line_link(name, run.url) ?? name;
}
/**
 * Only a plain http(s) address becomes a link; a destination with spaces or parentheses could
 * end the link early and show something else.
 */
function run_line_link(text, url) {
    const shown = url ? (0,redact/* redactUrl */.B)(url.trim()) : '';
    return /^https?:\/\/[^\s()<>]+$/i.test(shown) ? `[${text}](${shown})` : null;
}
//# sourceMappingURL=run-line.js.map
;// CONCATENATED MODULE: ./lib/report/thresholds-table.js


/** A config file with thousands of patterns would make a table nobody reads; the results file holds every row. */
const ROWS_MAX = 50;
const HEAD = '| threshold | from | pages | past it | closest pass |\n|---|---|---|---|---|\n';
/** '' when the run has no thresholds view (mode analyze) or nothing was measured. */
function thresholdsTable(results) {
    const uses = results.thresholds ?? [];
    if (uses.length === 0)
        return '';
    const rows = uses.slice(0, ROWS_MAX).map(row).join('');
    const more = uses.length > ROWS_MAX ? `\n…and ${uses.length - ROWS_MAX} more thresholds in the results file.\n` : '';
    return `\n### Thresholds\n\n${HEAD}${rows}${more}`;
}
function row(use) {
    const threshold = `${(0,report_escape/* inline */.mG)(use.name, limits/* NAME_MAX */.fo)} ${(0,report_escape/* inline */.mG)(String(use.limit), limits/* NAME_MAX */.fo)}`;
    const past = `${use.past} ${use.level === 'warn' ? 'warned' : 'failed'}`;
    return `| ${threshold} | ${origin(use.from)} | ${use.pages} | ${past} | ${closest(use)} |\n`;
}
function origin(from) {
    switch (from.kind) {
        case 'default':
            return 'default';
        case 'input':
            return 'input';
        case 'config':
            return 'config file';
        case 'pattern':
            // GFM splits a table cell on a pipe even inside a code span, unless it is escaped.
            return `config file pages[${from.index}] ${(0,report_escape/* codeSpan */.SS)(from.pattern, limits/* URL_MAX */.hp).replaceAll('|', '\\|')}`;
    }
}
function closest(use) {
    if (!use.closest)
        return '—';
    const how = use.name === 'max-score-drop' ? 'dropped' : 'at';
    return `${(0,report_escape/* urlSpan */.cq)(use.closest.url)} ${how} ${use.closest.actual}`;
}
//# sourceMappingURL=thresholds-table.js.map
// EXTERNAL MODULE: ./lib/report/waivers.js
var waivers = __webpack_require__(57411);
;// CONCATENATED MODULE: ./lib/report/document.js
/**
 * The parts of a report, each rendered at most once and only when the size budget asks for it:
 * a large run holds far more findings than a comment can show, so lines that are never shown are
 * never escaped. Pages that did not pass come first (table row, then their findings); passing
 * pages and resolved findings are folded blocks.
 */









/** `thresholdsTable`: the job summary ends with the thresholds view; the comment, for reviewers, does not. */
function buildDocument(results, run, thresholds, marker, options) {
    const findingLine = (0,report_findings/* findingRenderer */.zT)();
    const withResolved = results.pages.filter((p) => p.resolved.length > 0);
    const resolvedCount = withResolved.reduce((sum, p) => sum + p.resolved.length, 0);
    const withWaived = results.pages.filter((p) => (p.waived?.length ?? 0) > 0);
    const waivedCount = withWaived.reduce((sum, p) => sum + (p.waived?.length ?? 0), 0);
    const passing = results.pages.filter((p) => p.verdict === 'pass');
    const withWarnings = results.pages.some((p) => (p.warnings?.length ?? 0) > 0);
    const row = (page) => pageRow(page, withWarnings);
    return {
        top: `${marker}${(0,headline/* headline */.Pl)(results)}${acceptedLine(results)}${(0,waivers.waiverBlock)(results)}`,
        tableHead: `\n${tableHead('reasons', withWarnings)}`,
        pages: results.pages.filter((p) => p.verdict !== 'pass').map((page) => pageBlock(page, findingLine, row)),
        passing: folded((0,count/* count */.U)(passing.length, 'passing page'), tableHead('notes', withWarnings), passing, row, passing.length),
        resolved: folded(`${(0,count/* count */.U)(resolvedCount, 'finding')} resolved since the baseline`, '', withResolved, (p) => (0,report_findings/* resolvedLine */.Vj)(p.url, p.resolved), resolvedCount),
        crawl: crawlFindingsBlock(results.crawl),
        waived: folded(`Waived: ${(0,count/* count */.U)(waivedCount, 'finding')}`, '', withWaived, (p) => (0,waivers.waivedLine)(p, results.waivers ?? []), waivedCount),
        bottom: runLine(run, thresholds) + (options.thresholdsTable ? thresholdsTable(results) : ''),
        resultsPlace: resultsPlace(run),
    };
}
function pageBlock(page, findingLine, row) {
    const findings = (0,report_findings/* listedFindings */.A6)(page);
    return {
        row: row(page),
        heading: findings.length > 0 ? (0,report_findings/* pageHeading */.EF)(page) : '',
        findings: findings.length,
        finding: renderedOnce(findings, findingLine),
    };
}
/** The blank lines matter: markdown inside <details> renders only when set apart from the tags. */
function folded(summary, tableHead, pages, render, n) {
    return {
        count: pages.length === 0 ? 0 : n,
        open: `\n<details><summary>${summary}</summary>\n\n${tableHead}`,
        lines: pages.length,
        line: renderedOnce(pages, render),
        close: '\n</details>\n',
    };
}
function renderedOnce(items, render) {
    const done = [];
    return (index) => {
        const item = items[index];
        if (item === undefined)
            throw new RangeError(`no item ${index} of ${items.length}`);
        return (done[index] ??= render(item));
    };
}
//# sourceMappingURL=document.js.map
// EXTERNAL MODULE: ./lib/text/cut.js
var cut = __webpack_require__(79967);
// EXTERNAL MODULE: ./lib/text/plain.js
var plain = __webpack_require__(84395);
;// CONCATENATED MODULE: ./lib/report/marker.js
/**
 * The hidden marker that finds this gate's sticky comment again. The tag comes from the workflow
 * (`comment-tag`, or workflow + job names), so it is made unable to end the HTML comment early:
 * no `>` and no `--`.
 */


const TAG_MAX = 100;
function commentMarker(tag) {
    const safe = (0,cut/* cut */.J)((0,plain/* clean */.uH)(tag), TAG_MAX).replace(/[<>]/g, '').replace(/-{2,}/g, '-').trim();
    return `<!-- pagegate:${safe || 'default'} -->`;
}
//# sourceMappingURL=marker.js.map
// EXTERNAL MODULE: ./lib/report/terminal.js
var terminal = __webpack_require__(91488);
// EXTERNAL MODULE: ./lib/report/log-details.js
var log_details = __webpack_require__(38731);
;// CONCATENATED MODULE: ./lib/report/markdown.js
/**
 * The job summary and the sticky PR comment: the same report under two size limits. Pure: results
 * in, markdown out. Everything that came from a page or the service is made inert (escape.ts).
 */








/** At most `budget` bytes of UTF-8: the runner's limit for a step summary is 1 MiB. */
function renderSummary(input, budget = limits/* SUMMARY_BUDGET */.pm) {
    const doc = buildDocument(input.results, input.run, input.thresholds, '', { thresholdsTable: true });
    return fitToBudget(doc, { budget, unit: 'bytes', what: 'job summary' });
}
/** At most `budget` characters, starting with the hidden marker of `input.run.tag`. */
function renderComment(input, budget = limits/* COMMENT_BUDGET */.ub) {
    const doc = buildDocument(input.results, input.run, input.thresholds, `${commentMarker(input.run.tag)}\n`, {
        thresholdsTable: false,
    });
    return fitToBudget(doc, { budget, unit: 'characters', what: 'PR comment' });
}
//# sourceMappingURL=markdown.js.map

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

//# sourceMappingURL=358.index.js.map