/**
 * This node's membership of the cluster: registers its row on start, reports a heartbeat on a
 * timer (a console also synchronizes with the shared configuration on each beat), and removes
 * its row on a clean shutdown. A failed heartbeat (database down) is logged and retried on the
 * next beat; it never ends the process.
 */
import type pg from 'pg';
import type { StoreReader } from '../store/store';
import { deregisterNode, recordHeartbeat, recordSync, registerNode, type NodeRow } from './node-queries';
import type { ClusteredMode } from './node-options';

export interface NodeIdentity {
  nodeId: string;
  mode: ClusteredMode;
  version: string;
  tags?: string;
  group?: string;
  heartbeatMs: number;
}

export interface RegistryLog {
  warn(object: object, message: string): void;
}

/** Extra work of a heartbeat (an engine catching up); its failures are logged like the beat's. */
export type BeatListener = () => Promise<void>;

export class NodeRegistry {
  private timer: NodeJS.Timeout | undefined;
  private beating: Promise<void> | undefined;
  private stopped = false;
  private address = '';
  private listeners: BeatListener[] = [];

  constructor(
    readonly identity: NodeIdentity,
    readonly pool: pg.Pool,
    private readonly store: StoreReader,
    private readonly now: () => number,
    private readonly log: RegistryLog,
  ) {}

  /** Registers the row (index and console role decided by the database) and syncs once. */
  async start(): Promise<NodeRow> {
    const row = await this.register();
    await this.sync();
    this.schedule();
    return row;
  }

  /** The address other nodes see (host:port), known once the server listens. */
  async setAddress(address: string): Promise<void> {
    this.address = address;
    await recordHeartbeat(this.pool, this.identity.nodeId, address, this.now());
  }

  onBeat(listener: BeatListener): void {
    this.listeners.push(listener);
  }

  /** One heartbeat; never overlaps the previous one. */
  private beat(): Promise<void> {
    this.beating ??= this.runBeat().finally(() => (this.beating = undefined));
    return this.beating;
  }

  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.beating;
    await deregisterNode(this.pool, this.identity.nodeId).catch((error: unknown) =>
      this.log.warn({ err: error }, 'cluster: could not remove this node from the cluster'),
    );
  }

  private register(): Promise<NodeRow> {
    const { nodeId, mode, version, tags, group } = this.identity;
    return registerNode(this.pool, { nodeId, mode, version, tags, group, address: this.address, now: this.now() });
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.beat().finally(() => this.schedule()), this.identity.heartbeatMs);
    this.timer.unref();
  }

  private async runBeat(): Promise<void> {
    try {
      // A row removed meanwhile (by hand, or a restore) is registered again.
      if (!(await recordHeartbeat(this.pool, this.identity.nodeId, this.address, this.now()))) await this.register();
      await this.sync();
      for (const listener of this.listeners) await listener();
    } catch (error) {
      this.log.warn({ err: error }, 'cluster: heartbeat failed; retrying on the next one');
    }
  }

  /**
   * Consoles read the configuration version from the shared database: SUCCEEDED with the
   * configuration's time, or FAILED when the read fails.
   */
  private async sync(): Promise<void> {
    if (this.identity.mode !== 'CLUSTERED_CONSOLE') return;
    let updatedAt: number | undefined;
    try {
      updatedAt = (await this.store.getConfigurationState()).updatedAt;
    } catch (error) {
      await recordSync(this.pool, this.identity.nodeId, 'FAILED', this.now());
      throw error;
    }
    await recordSync(this.pool, this.identity.nodeId, 'SUCCEEDED', this.now(), updatedAt);
  }
}
