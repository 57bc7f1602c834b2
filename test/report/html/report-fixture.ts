/** A run with a failing page whose every text is hostile, and a passing one: what the HTML report tests render. */
import type { Results } from '../../../src/model/results.js';
import { finding, page, regression } from '../fixtures.js';

export const HOSTILE = '<script>window.pwned=1</script><img src=x onerror="window.pwned=2">"\'&';

export function hostileResults(): Results {
  const history = [92, 91, 93, 90, 94].map((score, i) => ({ at: `2026-01-0${i + 1}T00:00:00.000Z`, score }));
  return {
    version: 1,
    passed: false,
    startedAt: '2026-01-06T00:00:00.000Z',
    finishedAt: '2026-01-06T00:01:00.000Z',
    pages: [
      page({ url: 'https://site.example/about', title: 'About', score: 97 }),
      page({
        url: 'https://site.example/pricing',
        verdict: 'fail',
        reasons: [`new critical finding images.alt ${HOSTILE}`],
        title: `Pricing ${HOSTILE}`,
        score: 71,
        grade: 'C',
        baseline: { key: 'k', score: 94, grade: 'A', issues: null, findings: [], history },
        regressions: [
          regression({ evidence: `<img src="/plans.png"> ${HOSTILE}`, message: `Image has no alt ${HOSTILE}` }),
        ],
        findings: [
          finding({ check: 'images.alt', severity: 'critical', evidence: `<img src="/plans.png"> ${HOSTILE}` }),
          finding({ check: 'links.broken', severity: 'recommended', evidence: 'https://site.example/gone (HTTP 404)' }),
          finding({ check: 'meta.description', severity: 'optional', remediation: `Add one ${HOSTILE}` }),
        ],
      }),
    ],
  };
}
