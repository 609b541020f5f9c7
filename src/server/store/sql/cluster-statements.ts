/** The cluster-state role's statements (configuration version, snapshots), each written once. */
import type { Dialect } from './dialect';

export const clusterStatements = {
  version: 'SELECT version FROM configuration_state WHERE id = 1',
  state: 'SELECT * FROM configuration_state WHERE id = 1',
  /** The last statement of a transaction that changed configuration. */
  nextVersion: 'UPDATE configuration_state SET version = version + 1, updated_at = ? WHERE id = 1',
  latestSnapshot: 'SELECT * FROM configuration_snapshots ORDER BY version DESC LIMIT 1',
  /**
   * One statement reads the version and the configuration together, so the copy is exactly the
   * one labelled with that version (WHERE before ON CONFLICT keeps SQLite's upsert-after-SELECT
   * unambiguous). Parameter: now.
   */
  publish: (d: Dialect) => `INSERT INTO configuration_snapshots (version, created_at, doc)
    SELECT s.version, ?, ${d.snapshotDocument}
    FROM configuration_state s WHERE s.id = 1
    ON CONFLICT (version) DO UPDATE SET created_at = excluded.created_at, doc = excluded.doc
    RETURNING version`,
  /** The version copied, not a newer one committed since: never claim what the snapshot lacks. Parameters: version, now. */
  markReplicated: (d: Dialect) => `UPDATE configuration_state SET replicated_version = ${d.greatest('replicated_version', '?')}, replicated_at = ? WHERE id = 1`,
  dropOlderSnapshots: 'DELETE FROM configuration_snapshots WHERE version < ?',
};
