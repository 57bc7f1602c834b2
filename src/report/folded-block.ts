/** A block the summary and the comment fold away (`<details>`), which the budget trims line by line. */
export interface FoldedBlock {
  /** What the block holds (pages, findings or groups); 0 means there is no block. */
  count: number;
  open: string;
  lines: number;
  line(index: number): string;
  close: string;
}
