// Rendered agreement: the same documentation pages analysed by pagegate's reference service with
// `render: true` (its `axe.*` findings) and by an independent axe-core run in the same Chromium
// (puppeteer-core driving the browser directly, axe-core's own `axe.run` evaluated in the page),
// compared per page × rule (does each side report the rule on the page) and per node (axe's
// target selectors, which pagegate's evidence ends with). Also the rendered mode's axe completion:
// every page must end with axe's answer, not `axe_not_run`.
//
// A loaded 2-core machine cannot render every static page twice in a bench: at most PER_STRATUM
// pages of each stratum (spread over it) are rendered, served from their own files on loopback
// with the stylesheets, scripts and images beside them.
import { createServer } from 'node:http';
import { readFile, realpath } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { extname, sep } from 'node:path';
import { startService } from '../lib/service/index.js';
import { AXE_TAGS, AXE_TWIN_RULES } from '../lib/service/analyzer/axe-rules.js';
import { cut } from '../lib/service/analyzer/excerpt.js';
import { MAX_FINDINGS_PER_CHECK } from '../lib/service/analyzer/rules.js';
import { ROOTS, findPages, generatedPages, stratumOf } from './agreement.mjs';
import { evidenceNamesSelector, matchNodes } from './node-match.mjs';

const require = createRequire(import.meta.url);
const PER_STRATUM = Number(process.env.AGREEMENT_RENDERED_PER_STRATUM ?? 8);
const CHROMIUM = process.env.PAGEGATE_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
// Resource types the independent run does not load, as pagegate's renderer skips fonts and media
// (`AGREEMENT_RENDERED_SKIP=font,media`): a run that tells the skipped requests' effect apart.
const SKIP = new Set((process.env.AGREEMENT_RENDERED_SKIP ?? '').split(',').filter(Boolean));
/** pagegate keeps at most this much of an axe node's selector in a finding's evidence (axe-findings.ts). */
const SELECTOR_LIMIT = 120;
const TYPES = {
  '.html': 'text/html', '.htm': 'text/html', '.css': 'text/css', '.js': 'text/javascript', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.gif': 'image/gif', '.svg': 'image/svg+xml', '.ico': 'image/x-icon', '.json': 'application/json',
  '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf',
};

/** Files under the page roots (and the generated pages' temporary directory), by their absolute path. */
async function startFileSite() {
  const allowed = [...ROOTS, tmpdir()];
  const server = createServer(async (request, response) => {
    try {
      const file = await realpath(decodeURIComponent(new URL(request.url, 'http://site').pathname));
      if (!allowed.some((root) => file.startsWith(root + sep))) throw new Error('outside the roots');
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { urlOf: (file) => origin + file.split('/').map(encodeURIComponent).join('/'), close: () => new Promise((resolve) => server.close(resolve)) };
}

/** At most PER_STRATUM pages of each stratum, spread over it. */
function chosenPages() {
  const byStratum = new Map();
  for (const file of [...findPages(), ...generatedPages()]) {
    const stratum = stratumOf(readFileSync(file, 'utf8'));
    byStratum.set(stratum, [...(byStratum.get(stratum) ?? []), file]);
  }
  return [...byStratum].sort().flatMap(([stratum, files]) => {
    const step = Math.max(1, Math.floor(files.length / PER_STRATUM));
    return files.filter((_, index) => index % step === 0).slice(0, PER_STRATUM).map((file) => ({ file, stratum }));
  });
}

/** pagegate's rendered report of each URL: its status and, when complete, its `axe.*` findings by rule. */
async function pagegateRuns(urls) {
  const service = await startService({ port: 0, allowPrivate: true, cacheTtlSeconds: 0, workers: 2, keys: { q: 'agency' } });
  const headers = { authorization: 'Bearer q', 'content-type': 'application/json' };
  try {
    if (!service.browser) return null;
    const acks = await Promise.all(urls.map(async (url) => (await fetch(`${service.url}/reports`, { method: 'POST', headers, body: JSON.stringify({ url, render: true }) })).json()));
    return await Promise.all(acks.map(async (ack) => {
      for (;;) {
        const read = await fetch(ack.poll, { headers: { ...headers, prefer: 'wait=30' } });
        const body = await read.json();
        if (read.status !== 200) continue;
        const { report } = body;
        if (report.status !== 'complete') return { status: report.error?.code ?? report.status, message: report.error?.message ?? '' };
        const byRule = new Map();
        for (const finding of report.findings.filter((each) => each.check.startsWith('axe.'))) {
          const rule = finding.check.slice('axe.'.length);
          byRule.set(rule, [...(byRule.get(rule) ?? []), finding.evidence]);
        }
        return { status: 'complete', byRule };
      }
    }));
  } finally {
    await service.close();
  }
}

/** axe-core evaluated in the page and run as its README shows, on the rules pagegate runs. */
async function independentRun(browser, url, axeSource) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (SKIP.size > 0) {
      await page.setRequestInterception(true);
      page.on('request', (request) => void (SKIP.has(request.resourceType()) ? request.abort('blockedbyclient') : request.continue()).catch(() => {}));
    }
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForNetworkIdle({ idleTime: 150, timeout: 2_000 }).catch(() => {});
    await page.evaluate(axeSource);
    const options = {
      runOnly: { type: 'tag', values: [...AXE_TAGS] },
      rules: Object.fromEntries(AXE_TWIN_RULES.map((rule) => [rule, { enabled: true }])),
      resultTypes: ['violations'],
      iframes: false,
    };
    const results = await page.evaluate(async (runOptions) => {
      const answer = await window.axe.run(document, runOptions);
      return {
        ran: [answer.passes, answer.violations, answer.incomplete, answer.inapplicable].flat().map((rule) => rule.id),
        violations: answer.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.flat().join(' ')) })),
      };
    }, options);
    const byRule = new Map(results.violations.map(({ id, targets }) => [id, targets.slice(0, MAX_FINDINGS_PER_CHECK).map((target) => cut(target.slice(0, 1_000), SELECTOR_LIMIT))]));
    return { status: 'complete', ran: results.ran, byRule };
  } catch (error) {
    return { status: 'failed', message: error.message };
  } finally {
    await context.close().catch(() => {});
  }
}

async function independentRuns(urls) {
  const { default: puppeteer } = await import('puppeteer-core');
  const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: CHROMIUM.includes('headless-shell') ? 'shell' : true,
    args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
  });
  try {
    // Two pages at a time, as pagegate's two workers render them.
    const runs = new Array(urls.length);
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < urls.length; index = next++) runs[index] = await independentRun(browser, urls[index], axeSource);
    };
    await Promise.all([worker(), worker()]);
    return runs;
  } finally {
    await browser.close();
  }
}

export async function renderedAgreement(row, tables) {
  const site = await startFileSite();
  try {
    const pages = chosenPages();
    const urls = pages.map(({ file }) => site.urlOf(file));
    const started = performance.now();
    const ours = await pagegateRuns(urls);
    if (ours === null) {
      row('agreement rendered: axe completion', 'no browser', '100 %', false, 'install chromium-headless-shell or set PAGEGATE_CHROMIUM');
      return;
    }
    const pagegateSeconds = (performance.now() - started) / 1000;
    const theirs = await independentRuns(urls);
    const complete = ours.filter((run) => run.status === 'complete').length;
    const notRun = ours.filter((run) => run.status === 'axe_not_run').length;
    const strata = Object.fromEntries([...new Set(pages.map((page) => page.stratum))].map((stratum) => [stratum, pages.filter((page) => page.stratum === stratum).length]));
    row('agreement rendered: axe completion', `${((100 * complete) / pages.length).toFixed(1)} %`, '100 %', complete === pages.length,
      `${complete} of ${pages.length} rendered pages with axe's answer, ${notRun} axe_not_run, ${pages.length - complete - notRun} other failures; ${pagegateSeconds.toFixed(0)} s at 2 workers, 1-minute load average ${loadavg()[0].toFixed(1)}`);

    const tally = new Map();
    const entry = (rule) => {
      if (!tally.has(rule)) tally.set(rule, { pages: 0, agree: 0, ours: 0, theirs: 0, both: 0, oursNodes: 0, theirNodes: 0, bothNodes: 0, disagreeing: [] });
      return tally.get(rule);
    };
    let compared = 0;
    const skipped = [];
    for (const [index, page] of pages.entries()) {
      const [mine, other] = [ours[index], theirs[index]];
      if (mine.status !== 'complete' || other.status !== 'complete') {
        skipped.push(`${page.file} (pagegate ${mine.status}, independent ${other.status}${other.message ? `: ${other.message.slice(0, 80)}` : ''})`);
        continue;
      }
      compared += 1;
      for (const rule of new Set([...other.ran, ...mine.byRule.keys()])) {
        const evidence = mine.byRule.get(rule) ?? [];
        const selectors = other.byRule.get(rule) ?? [];
        const nodes = matchNodes(evidence, selectors, evidenceNamesSelector);
        const counts = entry(rule);
        counts.pages += 1;
        counts.oursNodes += evidence.length;
        counts.theirNodes += selectors.length;
        counts.bothNodes += nodes.both;
        if (evidence.length > 0) counts.ours += 1;
        if (selectors.length > 0) counts.theirs += 1;
        if (evidence.length > 0 && selectors.length > 0) counts.both += 1;
        if ((evidence.length > 0) === (selectors.length > 0)) counts.agree += 1;
        else if (counts.disagreeing.length < 5) counts.disagreeing.push(`${page.file} (pagegate ${evidence.length}, independent ${selectors.length})`);
      }
    }
    const table = [...tally].sort(([a], [b]) => a.localeCompare(b)).map(([rule, { pages: counted, agree, ours: flagged, theirs: referenced, both, oursNodes, theirNodes, bothNodes, disagreeing }]) => ({
      rule, pages: counted, agreement: `${((agree / counted) * 100).toFixed(1)} %`, pagegatePages: flagged, independentPages: referenced, bothPages: both,
      pagegateNodes: oursNodes, independentNodes: theirNodes, matchedNodes: bothNodes, pagegateOnlyNodes: oursNodes - bothNodes, independentOnlyNodes: theirNodes - bothNodes, disagreeing,
    }));
    const cells = table.reduce((sum, each) => sum + each.pages, 0);
    const agreeing = [...tally.values()].reduce((sum, each) => sum + each.agree, 0);
    const nodes = table.reduce((sum, each) => ({ matched: sum.matched + each.matchedNodes, ours: sum.ours + each.pagegateOnlyNodes, theirs: sum.theirs + each.independentOnlyNodes }), { matched: 0, ours: 0, theirs: 0 });
    console.table(table.filter((each) => each.pagegatePages + each.independentPages > 0).map(({ disagreeing, ...rest }) => rest));
    if (skipped.length > 0) console.log(`not compared:\n  ${skipped.join('\n  ')}`);
    const share = (100 * agreeing) / cells;
    row('agreement rendered: page × rule cells', `${share.toFixed(2)} %`, '>= 99.5 %', share >= 99.5,
      `${agreeing} of ${cells} cells on ${compared} pages (${Object.entries(strata).map(([stratum, count]) => `${stratum} ${count}`).join(', ')}); nodes: ${nodes.matched} matched, ${nodes.ours} pagegate only, ${nodes.theirs} independent only`);
    for (const each of table.filter((rule) => rule.pagegatePages + rule.independentPages > 0)) {
      const percent = Number.parseFloat(each.agreement);
      const nodesAgree = each.pagegateOnlyNodes === 0 && each.independentOnlyNodes === 0;
      row(`agreement rendered axe.${each.rule}`, each.agreement, '>= 99.5 % or explained', percent >= 99.5 && nodesAgree,
        `${each.pagegatePages} pages flagged by pagegate, ${each.independentPages} by the independent run, ${each.bothPages} by both; nodes: ${each.matchedNodes} matched, ${each.pagegateOnlyNodes} pagegate only, ${each.independentOnlyNodes} independent only`);
    }
    tables.agreementRendered = { pages: pages.length, compared, perStratum: PER_STRATUM, strata, completion: { complete, axeNotRun: notRun, other: pages.length - complete - notRun }, cells, agreeingCells: agreeing, nodes, table, skipped };
  } finally {
    await site.close();
  }
}
