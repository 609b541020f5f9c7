/** The settings role's statements, each written once. */
export const settingsStatements = {
  get: 'SELECT doc FROM settings WHERE key = ?',
  put: 'INSERT INTO settings (key, doc) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET doc = excluded.doc',
  serverState: 'SELECT * FROM server_state WHERE id = 1',
  setLicenseAgreementAccepted: 'UPDATE server_state SET license_agreement_accepted = ? WHERE id = 1',
  setInitialSetupComplete: 'UPDATE server_state SET initial_setup_complete = ? WHERE id = 1',
};
