/** The statements that apply ./migrations (the migrations themselves are history: migrations.ts). */
export const migrationStatements = {
  createTable: `CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at TEXT NOT NULL)`,
  applied: 'SELECT version FROM schema_migrations',
  record: 'INSERT INTO schema_migrations (version, description, applied_at) VALUES (?, ?, ?)',
};
