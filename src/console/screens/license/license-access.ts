/** SPEC 6: license import is for non-auditors holding ADMINISTRATOR or USER_ADMINISTRATOR (the server's own rule). */
export function canImportLicense(session: { auditor: boolean; roles?: readonly string[] }): boolean {
  if (session.auditor) return false;
  return (session.roles ?? []).some((role) => role === 'ADMINISTRATOR' || role === 'USER_ADMINISTRATOR');
}
