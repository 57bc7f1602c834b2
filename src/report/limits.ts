/**
 * How much of each untrusted value a report shows, and how big a report may be. Long values are
 * cut with `…`; the full text is always in the results file.
 */
export const TITLE_MAX = 120;
export const EVIDENCE_MAX = 200;
export const MESSAGE_MAX = 300;
export const REMEDIATION_MAX = 300;
export const REASON_MAX = 200;
export const URL_MAX = 200;
/** Checks, severities, grades, error codes: short by nature, so a long one is noise or hostile. */
export const NAME_MAX = 80;
/** A table row names at most this many reasons; the findings below list every regression. */
export const REASONS_PER_ROW = 3;

/** GitHub refuses an issue comment body over 65,536 characters. */
export const COMMENT_BUDGET = 65_536;
/** The runner refuses a step summary over 1 MiB (counted in bytes); `core.summary` does not check. */
export const SUMMARY_BUDGET = 1_048_576;
