/** The settings role: one document per settings key, and the server's own state flags. */
import type { JsonDocument, VersionedDocument } from './documents';

export interface ServerState {
  licenseAgreementAccepted: boolean;
  /** Set explicitly (demo seed, later the setup wizard's finish). */
  initialSetupComplete: boolean;
}

export interface SettingsReader {
  getSettings(key: string): Promise<JsonDocument | undefined>;
  /** The document with its version (VersionedDocument); undefined while none was saved. */
  getVersionedSettings(key: string): Promise<VersionedDocument | undefined>;
  getServerState(): Promise<ServerState>;
}

export interface SettingsWriter {
  putSettings(key: string, doc: JsonDocument): Promise<void>;
  /** A new version for the stored document whose secrets alone changed (secret-fields.ts); nothing while none is saved. */
  renewSettingsVersion(key: string): Promise<void>;
  updateServerState(patch: Partial<ServerState>): Promise<void>;
}
