import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { analyzeHtml } from '../../../src/service/analyzer/index.js';
import { AxeOutcome, type AxeViolation } from '../../../src/service/analyzer/axe-outcome.js';
import { AXE_IMPACT_RULES, AXE_TAGS, AXE_TWINS, AXE_TWIN_RULES } from '../../../src/service/analyzer/axe-rules.js';
import { CHECK_NAMES, RULES } from '../../../src/service/analyzer/rules.js';

const PAGE = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Tiny</title></head>
<body><h1>Tiny</h1><img src="a.png"><a href="/x"></a></body></html>`;

const violation = (
  id: string,
  impact: AxeViolation['impact'],
  nodes: number | string[] = 1,
  outerHtml: (startTag: string) => string = (startTag) => `${startTag}</${/^<([\w-]+)/.exec(startTag)?.[1] ?? 'el'}>`,
): AxeViolation => ({
  id,
  impact,
  help: `help of ${id}`,
  helpUrl: `https://dequeuniversity.com/rules/axe/4.14/${id}?application=axeAPI`,
  nodes: (typeof nodes === 'number' ? Array.from({ length: nodes }, (_, n) => `<el-${n}>`) : nodes).map(
    (startTag, n) => ({
      html: startTag,
      selector: `el-${n}`,
      summary: 'Fix any of the following:\n  first reason\n  second reason',
      startTag,
      outerHtml: outerHtml(startTag),
    }),
  ),
});

const STATIC_TWIN_CHECKS = new Set(Object.keys(AXE_TWINS));
const IMG = '<img src="a.png">';
const LINK = '<a href="/x">';

function rendered(outcome: AxeOutcome | undefined) {
  const browser = { scriptErrors: [], failedRequests: [], ...(outcome ? { axe: outcome } : {}) };
  return analyzeHtml(PAGE, { url: 'https://example.com/', status: 200, headers: {}, browser });
}

const checks = (analysis: ReturnType<typeof rendered>) => analysis.findings.map((finding) => finding.check);

describe('axe findings on a rendered page', () => {
  it('stand instead of their static twins on the same elements: nothing is reported twice', () => {
    const analysis = rendered({
      rules: ['image-alt', 'link-name', 'document-title'],
      violations: [violation('image-alt', 'critical', [IMG]), violation('link-name', 'serious', [LINK])],
    });
    expect(checks(analysis)).toEqual(expect.arrayContaining(['axe.image-alt', 'axe.link-name']));
    for (const twin of ['images.alt', 'links.empty', 'title.missing']) expect(checks(analysis)).not.toContain(twin);
    expect(checks(analysis).filter((check) => check === 'axe.image-alt')).toHaveLength(1);
  });

  it('judge their static twins: where a twin ran, the static check reports nothing, whatever axe found', () => {
    const silent = rendered({ rules: [...AXE_TWIN_RULES], violations: [] });
    const elsewhere = rendered({
      rules: [...AXE_TWIN_RULES],
      violations: [violation('image-alt', 'critical', ['<img src="b.png">']), violation('link-name', 'serious')],
    });
    for (const analysis of [silent, elsewhere]) {
      for (const twin of ['images.alt', 'links.empty', 'html.lang']) expect(checks(analysis)).not.toContain(twin);
    }
    expect(checks(elsewhere)).toEqual(expect.arrayContaining(['axe.image-alt', 'axe.link-name']));
    expect(elsewhere.score).toBeLessThan(silent.score);
  });

  it('judge every element of their twin: two images, one reported by axe, are one finding, axe’s', () => {
    const twice = analyzeHtml(PAGE.replace(IMG, IMG + IMG), {
      url: 'https://example.com/',
      status: 200,
      headers: {},
      browser: {
        scriptErrors: [],
        failedRequests: [],
        axe: { rules: ['image-alt'], violations: [violation('image-alt', 'critical', [IMG])] },
      },
    });
    expect(twice.findings.filter((finding) => finding.check === 'images.alt')).toHaveLength(0);
    expect(twice.findings.filter((finding) => finding.check === 'axe.image-alt')).toHaveLength(1);
  });

  it('match an element by its whole markup as well as by its start tag', () => {
    const analysis = rendered({
      rules: ['link-name'],
      violations: [violation('link-name', 'serious', ['<a href="/x" class="x">'], () => '<a href="/x"></a>')],
    });
    expect(checks(analysis)).not.toContain('links.empty');
  });

  it('stand for a check of the whole document whatever element axe names', () => {
    const analysis = rendered({
      rules: ['html-has-lang'],
      violations: [violation('html-has-lang', 'serious', ['<html>'])],
    });
    expect(checks(analysis)).not.toContain('html.lang');
    expect(checks(analysis)).toContain('axe.html-has-lang');
  });

  it('are at least as severe as the static twin they stand for', () => {
    const analysis = rendered({ rules: ['image-alt'], violations: [violation('image-alt', 'minor', [IMG])] });
    expect(analysis.findings.find((finding) => finding.check === 'axe.image-alt')?.severity).toBe(
      RULES['images.alt'].severity,
    );
  });

  it.each(Object.entries(AXE_TWINS).flatMap(([check, rules]) => rules.map((rule) => [rule, check] as const)))(
    'axe.%s has the severity of its static twin %s, whatever its impact',
    (rule, check) => {
      for (const impact of ['critical', 'minor'] as const) {
        const analysis = rendered({ rules: [rule], violations: [violation(rule, impact)] });
        const finding = analysis.findings.find((each) => each.check === `axe.${rule}`);
        expect(finding?.severity).toBe(RULES[check as keyof typeof RULES].severity);
      }
    },
  );

  it('leave a static check alone when its twin did not run, or when axe could not run at all', () => {
    const withoutTwin = rendered({ rules: ['color-contrast'], violations: [] });
    expect(checks(withoutTwin)).toEqual(expect.arrayContaining(['images.alt', 'links.empty', 'html.lang']));
    expect(checks(rendered(undefined))).toEqual(expect.arrayContaining(['images.alt', 'links.empty', 'html.lang']));
  });

  it('read severity, evidence, message and remediation from axe', () => {
    const [finding] = rendered({
      rules: ['color-contrast'],
      violations: [violation('color-contrast', 'moderate')],
    }).findings.filter((each) => each.check === 'axe.color-contrast');
    expect(finding).toEqual({
      check: 'axe.color-contrast',
      severity: 'recommended',
      result: 'warn',
      message: 'Fix any of the following: first reason; second reason',
      evidence: '<el-0> [el-0]',
      remediation: 'help of color-contrast (https://dequeuniversity.com/rules/axe/4.14/color-contrast)',
      impact: AXE_IMPACT_RULES.moderate.impact,
      effort: AXE_IMPACT_RULES.moderate.effort,
    });
  });

  it.each([
    ['critical', 'critical'],
    ['serious', 'critical'],
    ['moderate', 'recommended'],
    ['minor', 'optional'],
  ] as const)('impact %s is severity %s', (impact, severity) => {
    const analysis = rendered({ rules: ['target-size'], violations: [violation('target-size', impact)] });
    expect(analysis.findings.find((finding) => finding.check === 'axe.target-size')?.severity).toBe(severity);
  });

  it('weigh by impact, capped per rule; a twin weighs at least the check it replaces', () => {
    const base = rendered({ rules: ['target-size', 'document-title'], violations: [] }).score;
    const moderate = rendered({ rules: ['target-size'], violations: [violation('target-size', 'moderate', 50)] });
    expect(base - moderate.score).toBe(AXE_IMPACT_RULES.moderate.cap);
    const untitled = rendered({ rules: ['document-title'], violations: [violation('document-title', 'serious')] });
    expect(base - untitled.score).toBe(RULES['title.missing'].weight);
  });

  it('score a page as its fetched self when axe sees the same defects, whatever their impact', () => {
    const fetched = rendered(undefined);
    const same = rendered({
      rules: [...AXE_TWIN_RULES],
      violations: [
        violation('image-alt', 'critical', [IMG]),
        violation('link-name', 'serious', [LINK]),
        violation('html-has-lang', 'serious', ['<html>']),
        violation('landmark-one-main', 'moderate', ['<html>']),
      ],
    });
    expect(checks(same).filter((check) => !check.startsWith('axe.'))).toEqual(
      checks(fetched).filter((check) => !STATIC_TWIN_CHECKS.has(check)),
    );
    expect(same.score).toBe(fetched.score);
    expect(same.issues).toMatchObject({ critical: fetched.issues.critical, recommended: fetched.issues.recommended });
  });

  it('count a static check with two twin rules once, under its own cap', () => {
    const clean = rendered({ rules: ['list', 'listitem'], violations: [] });
    const broken = rendered({
      rules: ['list', 'listitem'],
      violations: [violation('list', 'serious', 5), violation('listitem', 'serious', 5)],
    });
    expect(clean.score - broken.score).toBe(RULES['a11y.list'].cap);
    expect(broken.issues.passed).toBe(clean.issues.passed - 1);
  });

  it('count each rule that ran without a violation as passed', () => {
    const none = rendered({ rules: [], violations: [] }).issues.passed;
    const three = rendered({ rules: ['target-size', 'color-contrast', 'meta-viewport'], violations: [] }).issues.passed;
    expect(three - none).toBe(3);
  });

  it('are dropped when the page handed over something that is not axe’s answer', () => {
    const good = { rules: ['list'], violations: [violation('list', 'serious')] };
    expect(AxeOutcome.safeParse(good).success).toBe(true);
    for (const bad of [
      { ...good, violations: [{ ...violation('list', 'serious'), impact: 'catastrophic' }] },
      { ...good, violations: [{ ...violation('list', 'serious'), helpUrl: 'javascript:alert(1)' }] },
      { ...good, violations: [violation('list', 'serious', 101)] },
      { ...good, violations: [{ ...violation('list', 'serious'), id: 'List <b>' }] },
    ]) {
      expect(AxeOutcome.safeParse(bad).success).toBe(false);
    }
  });
});

describe('the axe rules that run', () => {
  const rules = axe.getRules();
  const exists = (id: string) => rules.some((rule) => rule.ruleId === id);

  it('every twin is a rule of this axe-core', () => {
    for (const id of AXE_TWIN_RULES) expect(exists(id), id).toBe(true);
  });

  it('every static twin is a check of the analyzer', () => {
    for (const check of Object.keys(AXE_TWINS)) {
      expect(CHECK_NAMES.includes(check as never), check).toBe(true);
    }
  });

  it('the WCAG tags include colour contrast and target size', () => {
    const wcag = axe.getRules([...AXE_TAGS]).map((rule) => rule.ruleId);
    expect(wcag).toEqual(expect.arrayContaining(['color-contrast', 'target-size', 'image-alt', 'label']));
  });
});
