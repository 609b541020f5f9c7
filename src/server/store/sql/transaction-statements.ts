/** How a transaction begins and ends on either backend. */
export const transactionStatements = {
  /** SQLite: IMMEDIATE takes the write lock up front, so a concurrent writer fails fast instead of mid-way. */
  begin: { sqlite: 'BEGIN IMMEDIATE', postgres: 'BEGIN' },
  commit: 'COMMIT',
  rollback: 'ROLLBACK',
};
