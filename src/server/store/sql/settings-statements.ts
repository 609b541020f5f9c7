/** The settings role's statements, each written once. */
export const settingsStatements = {
  get: 'SELECT doc FROM settings WHERE key = ?',
  getVersioned: 'SELECT doc, version FROM settings WHERE key = ?',
  /** The last parameter is a new version, kept only when the document changes (every SET reads the old row). */
  put: `INSERT INTO settings (key, doc, version) VALUES (?, ?, ?)
    ON CONFLICT (key) DO UPDATE SET doc = excluded.doc, version = CASE WHEN settings.doc = excluded.doc THEN settings.version ELSE excluded.version END`,
  renewVersion: 'UPDATE settings SET version = ? WHERE key = ?',
  serverState: 'SELECT * FROM server_state WHERE id = 1',
  setLicenseAgreementAccepted: 'UPDATE server_state SET license_agreement_accepted = ? WHERE id = 1',
  setInitialSetupComplete: 'UPDATE server_state SET initial_setup_complete = ? WHERE id = 1',
};
