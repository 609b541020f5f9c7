/** The history role's statements, each written once; the WHERE of a query is built by history-rows.ts. */
import { HISTORY_COLUMNS } from './history-rows';

export const historyStatements = {
  add: `INSERT INTO configuration_history (${HISTORY_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  get: 'SELECT * FROM configuration_history WHERE id = ?',
  page: (where: string) => `SELECT * FROM configuration_history WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
  count: (where: string) => `SELECT COUNT(*) AS total FROM configuration_history WHERE ${where}`,
  purge: 'DELETE FROM configuration_history WHERE at < ?',
};
