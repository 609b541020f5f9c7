/** The cluster-state role (configuration version, snapshots) over the catalogue (cluster-statements.ts). */
import { clusterStatements as sql } from '../sql/cluster-statements';
import { toConfigurationState, toSnapshot, type ConfigurationStateRow, type SnapshotRow } from '../sql/configuration-rows';
import type { SqlRunner } from '../sql/sql-runner';
import type { ClusterStateReader, ClusterStateWriter } from '../roles/cluster';

export function clusterStateRole(run: SqlRunner): ClusterStateReader & ClusterStateWriter {
  const role: ClusterStateReader & ClusterStateWriter = {
    async getConfigurationState() {
      return toConfigurationState((await run.all<ConfigurationStateRow>([], sql.state))[0]);
    },
    async getLatestSnapshot() {
      const [row] = await run.all<SnapshotRow>([], sql.latestSnapshot);
      return row ? toSnapshot(row) : undefined;
    },
    /** Not a configuration change. On PostgreSQL under READ COMMITTED the one statement sees one snapshot. */
    async publishConfiguration(now) {
      const { rows } = await run.write<{ version: number }>([], sql.publish(run.dialect), [now], false);
      const { version } = rows[0];
      await run.write([], sql.markReplicated(run.dialect), [version, now], false);
      await run.write([], sql.dropOlderSnapshots, [version], false);
      return role.getConfigurationState();
    },
  };
  return role;
}
