/** The cluster-state role: the configuration version, and the snapshot published to the cluster's engines. */
import type { JsonDocument } from './documents';

/**
 * The configuration version: every transaction that changes configuration (collection items,
 * settings, accounts, server state, encryption keys, secrets; not sessions, api tokens or login
 * failures) adds one at commit. `replicatedVersion` is the version last published to the
 * cluster's engines (publishConfiguration); replication is required while it is behind.
 */
export interface ConfigurationState {
  version: number;
  /** Epoch ms of the commit that made `version`; absent before the first change. */
  updatedAt?: number;
  replicatedVersion: number;
  /** Epoch ms of the last publishConfiguration. */
  replicatedAt?: number;
}

/** The configuration as of one published version: what engine nodes retrieve and apply. */
export interface ConfigurationSnapshot {
  version: number;
  /** Epoch ms when it was published. */
  createdAt: number;
  /** Epoch ms of the commit that made this version. */
  configurationUpdatedAt?: number;
  items: { namespace: string; id: string; name: string; doc: JsonDocument }[];
  settings: { key: string; doc: JsonDocument }[];
}

export interface ClusterStateReader {
  getConfigurationState(): Promise<ConfigurationState>;
  /** The newest published snapshot, if any configuration was ever published. */
  getLatestSnapshot(): Promise<ConfigurationSnapshot | undefined>;
}

export interface ClusterStateWriter {
  /**
   * Copies the current configuration (collection items and settings) into a snapshot at its
   * version, in one statement (so the copy is consistent with the version it is labelled with),
   * marks that version replicated at `now` and drops older snapshots. Not a configuration change.
   */
  publishConfiguration(now: number): Promise<ConfigurationState>;
}
