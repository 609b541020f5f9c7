/** Rows of configuration_state and configuration_snapshots as both backends read them. */
import type { ConfigurationSnapshot, ConfigurationState } from '../roles/cluster';

export interface ConfigurationStateRow {
  version: number;
  updated_at: number | null;
  replicated_version: number;
  replicated_at: number | null;
}

export interface SnapshotRow {
  version: number;
  created_at: number;
  /** {configurationUpdatedAt, items: [{namespace, id, name, doc}], settings: [{key, doc}]}, built by the database. */
  doc: string;
}

export function toConfigurationState(row: ConfigurationStateRow): ConfigurationState {
  return {
    version: row.version,
    ...(row.updated_at !== null ? { updatedAt: row.updated_at } : {}),
    replicatedVersion: row.replicated_version,
    ...(row.replicated_at !== null ? { replicatedAt: row.replicated_at } : {}),
  };
}

export function toSnapshot(row: SnapshotRow): ConfigurationSnapshot {
  const doc = JSON.parse(row.doc) as Partial<ConfigurationSnapshot> & { configurationUpdatedAt?: number | null };
  return {
    version: row.version,
    createdAt: row.created_at,
    ...(typeof doc.configurationUpdatedAt === 'number' ? { configurationUpdatedAt: doc.configurationUpdatedAt } : {}),
    items: doc.items ?? [],
    settings: doc.settings ?? [],
  };
}
