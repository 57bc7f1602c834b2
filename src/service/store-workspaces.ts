/** A workspace's row: the reports its allowance has paid for. */
import type { Sql } from './database.js';

export class WorkspaceStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /**
   * The reports the workspace has spent, with its row locked until the transaction ends: two
   * submissions of one workspace, on any nodes, take turns, so the allowance holds exactly. One
   * statement: the upsert that makes the row on first use also locks it (an update of nothing).
   */
  async lockedReportsUsed(workspace: string): Promise<number> {
    const row = await this.#sql.get<{ reports_used: number }>(
      'INSERT INTO workspaces (id, reports_used) VALUES (?, 0) ' +
        'ON CONFLICT (id) DO UPDATE SET reports_used = workspaces.reports_used RETURNING reports_used',
      workspace,
    );
    return row?.reports_used ?? 0;
  }

  async spendReport(workspace: string): Promise<void> {
    await this.#sql.run('UPDATE workspaces SET reports_used = reports_used + 1 WHERE id = ?', workspace);
  }
}
