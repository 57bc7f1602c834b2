// Agreement of the analyzer's static accessibility checks with axe-core running in jsdom, on real
// HTML pages already on this machine (installed packages' documentation: Debian docs, Python,
// rustdoc, mdBook). Per check and page: does pagegate flag the page, does the reference flag it;
// agreement is the share of pages where both say the same. Also the analyzer's speed on the pages.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { analyzeHtml } from '../lib/service/analyzer/index.js';

const require = createRequire(import.meta.url);

// Where documentation is installed; each root gives at most PER_ROOT pages, spread over its files.
const ROOTS = ['/usr/share/doc', '/usr/share/javascript', '/root/.pyenv', '/root/.rustup', '/root/.cargo', '/usr/local/lib/node_modules'];
const PER_ROOT = Number(process.env.AGREEMENT_PER_ROOT ?? 60);
const MIN_BYTES = 2 * 1024;
// axe in jsdom takes seconds and hundreds of MB on a page of a few hundred KB (rustdoc's largest are 1 MB+).
const MAX_BYTES = 256 * 1024;

/** pagegate check → the reference: axe-core rules, and for what axe does not check, the DOM jsdom builds. */
const REFERENCE = {
  'a11y.label': { rules: ['label', 'select-name'] },
  'a11y.frame_title': { rules: ['frame-title'] },
  'a11y.main_landmark': { rules: ['landmark-one-main'] },
  'a11y.aria_reference': { rules: ['aria-valid-attr-value'], incomplete: true, dom: missingLabelTargets, only: /aria-(labelledby|describedby|controls|owns|activedescendant|details|flowto)=/ },
  'a11y.aria_role': { rules: ['aria-roles', 'aria-allowed-role'] },
  'a11y.list': { rules: ['list', 'listitem'] },
  'a11y.svg_name': { rules: ['svg-img-alt'] },
  'a11y.accesskeys': { rules: ['accesskeys'] },
  'a11y.th_scope': { rules: ['scope-attr-valid'] },
  'a11y.html_lang_valid': { rules: ['html-lang-valid'] },
  'a11y.empty_heading': { rules: ['empty-heading'] },
  'links.fragment': { rules: [], dom: brokenFragments },
};

function findPages() {
  const pages = [];
  for (const root of ROOTS) {
    let files = [];
    try {
      files = execFileSync('find', [root, '-type', 'f', '-name', '*.html', '-size', `+${MIN_BYTES / 1024}k`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] })
        .split('\n').filter(Boolean).sort();
    } catch (error) {
      files = (error.stdout ?? '').split('\n').filter(Boolean).sort();
    }
    files = files.filter((file) => statSync(file).size <= MAX_BYTES);
    const step = Math.max(1, Math.floor(files.length / PER_ROOT));
    pages.push(...files.filter((_, index) => index % step === 0).slice(0, PER_ROOT));
  }
  return pages;
}

/** `<label for>` naming no element: axe does not check it, the DOM tells. */
function missingLabelTargets(document) {
  return [...document.querySelectorAll('label[for]')].filter((label) => !isHidden(label) && document.getElementById(label.htmlFor) === null).length;
}

function isHidden(element) {
  return element.closest('[hidden], [aria-hidden="true" i]') !== null || element.ownerDocument.defaultView.getComputedStyle(element).display === 'none';
}

/** Same-page links whose fragment no element's id or `<a name>` matches, as the HTML spec finds one. */
function brokenFragments(document) {
  const here = document.URL.split('#')[0];
  return [...document.querySelectorAll('a[href]')].filter((link) => {
    const url = URL.parse(link.getAttribute('href').trim(), document.baseURI);
    if (url === null || url.hash.length < 2 || url.href.split('#')[0] !== here) return false;
    const raw = url.hash.slice(1);
    let decoded = raw;
    try { decoded = decodeURIComponent(raw); } catch {}
    if (decoded.toLowerCase() === 'top') return false;
    const found = (id) => document.getElementById(id) !== null || document.getElementsByName(id).length > 0 && [...document.getElementsByName(id)].some((e) => e.localName === 'a');
    return !found(raw) && !found(decoded);
  }).length;
}

async function reference(html, url, { JSDOM, VirtualConsole }, axeSource) {
  // A silent console: jsdom's complaints about the pages' CSS are not the bench's output.
  const dom = new JSDOM(html, { url, runScripts: 'outside-only', pretendToBeVisual: true, virtualConsole: new VirtualConsole() });
  try {
    // jsdom has no layout: nothing is on top of anything (landmark-one-main asks, to pass a page under a modal dialog).
    dom.window.document.elementFromPoint = () => null;
    dom.window.document.elementsFromPoint = () => [];
    dom.window.eval(axeSource);
    const rules = Object.values(REFERENCE).flatMap((entry) => entry.rules);
    const results = await dom.window.axe.run(dom.window.document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations', 'incomplete'] });
    const counts = {};
    for (const [check, entry] of Object.entries(REFERENCE)) {
      const lists = entry.incomplete ? [...results.violations, ...results.incomplete] : results.violations;
      const nodes = lists.filter((result) => entry.rules.includes(result.id)).flatMap((result) => result.nodes)
        .filter((node) => !entry.only || entry.only.test(JSON.stringify([node.all, node.any, node.none])));
      counts[check] = nodes.length + (entry.dom ? entry.dom(dom.window.document) : 0);
    }
    return counts;
  } finally {
    dom.window.close();
  }
}

export async function agreement(row, tables) {
  const jsdom = require('jsdom');
  const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const files = findPages();
  const checks = Object.keys(REFERENCE);
  const tally = Object.fromEntries(checks.map((check) => [check, { agree: 0, ours: 0, theirs: 0, both: 0, oursNodes: 0, theirNodes: 0, disagreeing: [] }]));
  let bytes = 0;
  let analysing = 0;
  let pages = 0;
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const url = `https://docs.example/${file.replace(/^\/+/, '')}`;
    const started = performance.now();
    const analysis = analyzeHtml(html, { url, status: 200, headers: { 'content-type': 'text/html' } });
    analysing += performance.now() - started;
    bytes += Buffer.byteLength(html);
    let theirs;
    try {
      theirs = await reference(html, url, jsdom, axeSource);
    } catch (error) {
      console.error(`skipped ${file}: ${error.message}`);
      continue;
    }
    pages += 1;
    if (pages % 20 === 0) console.error(`agreement: ${pages} of ${files.length} pages`);
    for (const check of checks) {
      const ours = analysis.findings.filter((finding) => finding.check === check).length;
      const entry = tally[check];
      entry.oursNodes += ours;
      entry.theirNodes += theirs[check];
      if (ours > 0) entry.ours += 1;
      if (theirs[check] > 0) entry.theirs += 1;
      if (ours > 0 && theirs[check] > 0) entry.both += 1;
      if ((ours > 0) === (theirs[check] > 0)) entry.agree += 1;
      else if (entry.disagreeing.length < 5) entry.disagreeing.push(`${file} (pagegate ${ours}, reference ${theirs[check]})`);
    }
  }
  const table = checks.map((check) => {
    const { agree, ours, theirs, both, oursNodes, theirNodes, disagreeing } = tally[check];
    return { check, reference: REFERENCE[check].rules.join(', ') || 'DOM (jsdom)', pages, agreement: `${((agree / pages) * 100).toFixed(1)} %`, pagegatePages: ours, referencePages: theirs, bothPages: both, pagegateFindings: oursNodes, referenceNodes: theirNodes, disagreeing };
  });
  console.table(table.map(({ disagreeing, ...rest }) => rest));
  for (const entry of table) {
    const share = Number.parseFloat(entry.agreement);
    row(`agreement ${entry.check} vs ${entry.reference}`, entry.agreement, '>= 99 % or explained', share >= 99, `${entry.pagegatePages} pages flagged by pagegate, ${entry.referencePages} by the reference, ${entry.bothPages} by both`);
  }
  const mbPerSecond = bytes / 1e6 / (analysing / 1000);
  row(`analyzer MB/s on ${pages} real pages`, mbPerSecond.toFixed(2), 'recorded', true, `${(bytes / 1e6).toFixed(1)} MB of installed documentation`);
  tables.agreement = { pages, bytes, roots: ROOTS, table };
}
