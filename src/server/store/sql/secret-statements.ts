/** The secrets role's statements (data keys and secrets), each written once. */
export const secretStatements = {
  keys: 'SELECT * FROM encryption_keys ORDER BY seq DESC',
  addKey: `INSERT INTO encryption_keys (key_id, seq, creation_date, wrap_iv, wrap_tag, wrapped_key)
    VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM encryption_keys), ?, ?, ?, ?)`,
  all: 'SELECT * FROM secrets ORDER BY owner, name',
  get: 'SELECT * FROM secrets WHERE owner = ? AND name = ?',
  of: 'SELECT * FROM secrets WHERE owner = ? ORDER BY name',
  put: `INSERT INTO secrets (owner, name, key_id, iv, tag, ciphertext) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (owner, name) DO UPDATE SET key_id = excluded.key_id, iv = excluded.iv, tag = excluded.tag,
      ciphertext = excluded.ciphertext`,
  deleteOf: 'DELETE FROM secrets WHERE owner = ?',
  delete: 'DELETE FROM secrets WHERE owner = ? AND name = ?',
};
