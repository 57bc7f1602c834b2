/** A workspace's row: the reports its allowance has paid for. */
import type { Sql } from './database.js';

export class WorkspaceStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /**
   * Spends one report of the workspace's allowance and resolves to the reports spent, this one
   * included, with its row locked until the transaction ends: two submissions of one workspace, on
   * any nodes, take turns, so the allowance holds exactly. A submission that queues no report (an
   * earlier analysis answers it, or the allowance is spent) gives it back (`refundUnqueued`). One
   * statement: the upsert that makes the row on first use also locks and spends (one row version).
   */
  async spendReport(workspace: string): Promise<number> {
    const row = await this.#sql.get<{ reports_used: number }>(
      'INSERT INTO workspaces (id, reports_used) VALUES (?, 1) ' +
        'ON CONFLICT (id) DO UPDATE SET reports_used = workspaces.reports_used + 1 RETURNING reports_used',
      workspace,
    );
    return row?.reports_used ?? 1;
  }

  /**
   * Gives back what `spendReport` spent in this transaction when it queued no report `key`: sent
   * with the spend and the submission, without waiting for their answers.
   */
  async refundUnqueued(workspace: string, key: string): Promise<void> {
    await this.#sql.run(
      'UPDATE workspaces SET reports_used = reports_used - 1 WHERE id = ? AND NOT EXISTS ' +
        '(SELECT 1 FROM reports WHERE key = ?)',
      workspace,
      key,
    );
  }
}
