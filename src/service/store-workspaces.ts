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
   * any nodes, take turns, so the allowance holds exactly. A submission that needs no new analysis,
   * or finds the allowance spent, undoes its transaction, and the spend with it. One statement: the
   * upsert that makes the row on first use also locks and spends (one round trip, one row version).
   */
  async spendReport(workspace: string): Promise<number> {
    const row = await this.#sql.get<{ reports_used: number }>(
      'INSERT INTO workspaces (id, reports_used) VALUES (?, 1) ' +
        'ON CONFLICT (id) DO UPDATE SET reports_used = workspaces.reports_used + 1 RETURNING reports_used',
      workspace,
    );
    return row?.reports_used ?? 1;
  }
}
