/** The accounts role's statements, each written once. */
export const accountStatements = {
  get: 'SELECT username, password_hash, doc FROM admin_accounts WHERE username_lower = ?',
  count: 'SELECT COUNT(*) AS n FROM admin_accounts',
  list: 'SELECT username, password_hash, doc FROM admin_accounts ORDER BY username_lower',
  /** Parameters: contains pattern, length of the lower-cased text in characters, the lower-cased text, limit. */
  search: `SELECT username FROM admin_accounts WHERE username_lower LIKE ? ESCAPE '\\'
    ORDER BY substr(username_lower, 1, ?) = ? DESC, username_lower LIMIT ?`,
  insert: `INSERT INTO admin_accounts (username_lower, username, password_hash, doc) VALUES (?, ?, ?, ?)
    ON CONFLICT (username_lower) DO NOTHING`,
  updateDoc: 'UPDATE admin_accounts SET doc = ? WHERE username_lower = ?',
  updateDocAndPassword: 'UPDATE admin_accounts SET doc = ?, password_hash = ? WHERE username_lower = ?',
  delete: 'DELETE FROM admin_accounts WHERE username_lower = ?',
};
