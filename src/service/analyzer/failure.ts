import { ServeError } from '../errors.js';

/** Why a page could not be analysed; the service stores the code on the failed report. */
export type AnalysisFailureCode =
  | 'unreachable'
  | 'timeout'
  | 'too_large'
  | 'not_html'
  | 'too_many_redirects'
  | 'blocked_address'
  | 'invalid_url'
  // the page took longer than its analysis budget (budget.ts)
  | 'analysis_timeout'
  // render: true only (render/render-page.ts)
  | 'render_timeout'
  | 'render_failed'
  // axe-core threw, answered nonsense or did not finish: accessibility was not measured
  | 'axe_not_run';

/** The page was never analysed: its fetch failed or was refused. `message` is one line. */
export class AnalysisFailure extends ServeError {
  override name = 'AnalysisFailure';
  readonly code: AnalysisFailureCode;

  constructor(code: AnalysisFailureCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
