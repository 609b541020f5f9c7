/**
 * An engine's replication: retrieves the latest published snapshot and applies it, reporting
 * RETRIEVING, APPLYING, then SUCCEEDED (with the applied version and configuration time) or
 * FAILED in its cluster_nodes row. Runs one at a time; a request made while one runs starts
 * another after it (the notify may be for a newer version than the one being applied).
 */
import type pg from 'pg';
import type { RegistryLog } from '../cluster/node-registry';
import { recordReplication } from '../cluster/node-queries';
import type { StoreReader } from '../store/store';
import { applySnapshot, type AppliedConfiguration } from './applied-configuration';

export class Replicator {
  private running: Promise<void> | undefined;
  private again = false;
  private appliedConfiguration: AppliedConfiguration | undefined;

  constructor(
    private readonly store: StoreReader,
    private readonly pool: pg.Pool,
    private readonly nodeId: string,
    private readonly log: RegistryLog,
  ) {}

  /** The configuration the engine serves; undefined until a snapshot is applied. */
  get applied(): AppliedConfiguration | undefined {
    return this.appliedConfiguration;
  }

  /** Catches up when behind the replicated version (on start, on a notify, on a heartbeat). Never rejects. */
  retrieve(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.catchUp();
      } while (this.again);
    })().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Resolves when no retrieval runs (for a clean shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async catchUp(): Promise<void> {
    try {
      const state = await this.store.getConfigurationState();
      // Nothing was ever published, or this version is applied already.
      if (state.replicatedAt === undefined || (this.appliedConfiguration?.version ?? -1) >= state.replicatedVersion) return;
      await recordReplication(this.pool, this.nodeId, 'RETRIEVING');
      const snapshot = await this.store.getLatestSnapshot();
      if (!snapshot) throw new Error(`No configuration snapshot for the replicated version ${state.replicatedVersion}.`);
      await recordReplication(this.pool, this.nodeId, 'APPLYING');
      const applied = applySnapshot(snapshot);
      this.appliedConfiguration = applied;
      await recordReplication(this.pool, this.nodeId, 'SUCCEEDED', { version: applied.version, configurationTimestamp: applied.configurationTimestamp });
    } catch (error) {
      this.log.warn({ err: error }, 'engine: replication failed');
      await recordReplication(this.pool, this.nodeId, 'FAILED').catch(() => undefined);
    }
  }
}
