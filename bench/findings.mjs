// What the analyzer finds on the hand-written fixture pages, per check: not a speed, a record. A
// change to a check shows up as a changed count in results.json, next to the commit that made it.
import { readdir, readFile } from 'node:fs/promises';
import { analyzeHtml } from '../lib/service/analyzer/index.js';
import { CHECK_NAMES } from '../lib/service/analyzer/rules.js';

const PAGES = new URL('../test/fixtures/pages/', import.meta.url);

export async function fixtureFindings(row) {
  const files = (await readdir(PAGES, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
  const perCheck = new Map(CHECK_NAMES.map((check) => [check, 0]));
  for (const file of files) {
    const html = await readFile(new URL(file, PAGES), 'utf8');
    const analysis = analyzeHtml(html, { url: `https://example.com/${file}`, status: 200, headers: { 'content-type': 'text/html' } });
    for (const { check } of analysis.findings) perCheck.set(check, (perCheck.get(check) ?? 0) + 1);
  }
  const total = [...perCheck.values()].reduce((sum, count) => sum + count, 0);
  const counts = [...perCheck].filter(([, count]) => count > 0).map(([check, count]) => `${check} ${count}`);
  row(`analyzer findings on the ${files.length} fixture pages`, String(total), 'recorded', true, counts.join(', '));
}
