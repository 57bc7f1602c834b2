/** A workspace's row: the reports its allowance has paid for. */
import type { Sql } from './database.js';

export class WorkspaceStore {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /**
   * The reports the workspace has spent, with its row locked until the transaction ends: two
   * submissions of one workspace, on any nodes, take turns, so the allowance holds exactly.
   */
  async lockedReportsUsed(workspace: string): Promise<number> {
    await this.#sql.run(
      'INSERT INTO workspaces (id, reports_used) VALUES (?, 0) ON CONFLICT (id) DO NOTHING',
      workspace,
    );
    const row = await this.#sql.get<{ reports_used: number }>(
      `SELECT reports_used FROM workspaces WHERE id = ?${this.#sql.lock('wait')}`,
      workspace,
    );
    return row?.reports_used ?? 0;
  }

  async spendReport(workspace: string): Promise<void> {
    await this.#sql.run('UPDATE workspaces SET reports_used = reports_used + 1 WHERE id = ?', workspace);
  }
}
