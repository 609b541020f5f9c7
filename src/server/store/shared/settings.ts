/** The settings role over the catalogue (settings-statements.ts), on either backend. */
import { storable } from '../sql/dialect';
import { settingsStatements as sql } from '../sql/settings-statements';
import { scopes, type SqlRunner } from '../sql/sql-runner';
import type { JsonDocument } from '../roles/documents';
import { newVersion } from './versions';
import type { SettingsReader, SettingsWriter } from '../roles/settings';

export function settingsRole(run: SqlRunner): SettingsReader & SettingsWriter {
  return {
    async getSettings(key) {
      if (!storable(run.dialect, key)) return undefined;
      const [row] = await run.all<{ doc: string }>([scopes.settings(key)], sql.get, [key]);
      return row ? (JSON.parse(row.doc) as JsonDocument) : undefined;
    },
    async getVersionedSettings(key) {
      if (!storable(run.dialect, key)) return undefined;
      const [row] = await run.all<{ doc: string; version: string }>([scopes.settings(key)], sql.getVersioned, [key]);
      return row ? { doc: JSON.parse(row.doc) as JsonDocument, version: row.version } : undefined;
    },
    async getServerState() {
      const [row] = await run.all<{ license_agreement_accepted: number; initial_setup_complete: number }>([scopes.serverState], sql.serverState);
      return { licenseAgreementAccepted: row.license_agreement_accepted === 1, initialSetupComplete: row.initial_setup_complete === 1 };
    },
    async putSettings(key, doc) {
      await run.write([scopes.settings(key)], sql.put, [key, JSON.stringify(doc), newVersion()], true);
    },
    async renewSettingsVersion(key) {
      if (!storable(run.dialect, key)) return;
      await run.write([scopes.settings(key)], sql.renewVersion, [newVersion(), key], true);
    },
    async updateServerState(patch) {
      if (patch.licenseAgreementAccepted !== undefined) {
        await run.write([scopes.serverState], sql.setLicenseAgreementAccepted, [patch.licenseAgreementAccepted ? 1 : 0], true);
      }
      if (patch.initialSetupComplete !== undefined) {
        await run.write([scopes.serverState], sql.setInitialSetupComplete, [patch.initialSetupComplete ? 1 : 0], true);
      }
    },
  };
}
