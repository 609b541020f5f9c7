/**
 * LISTEN for replicated versions on a dedicated connection (a pooled one would be handed to
 * other queries). When the connection breaks (the database restarts) it reconnects every
 * `retryMs` until it succeeds, and calls `onNotify` after each reconnect, since notifies sent
 * meanwhile are lost.
 */
import pg from 'pg';
import type { RegistryLog } from '../cluster/node-registry';
import { REPLICATION_CHANNEL } from '../cluster/replication-channel';

export class ReplicationListener {
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly onNotify: () => void,
    private readonly retryMs: number,
    private readonly log: RegistryLog,
  ) {}

  /** The first connection; rejects when it cannot be made (the node cannot start without its database). */
  async start(): Promise<void> {
    await this.connect(false);
  }

  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(reconnect: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel === REPLICATION_CHANNEL) this.onNotify();
    });
    // A broken connection: 'error' and/or 'end'; either way, start over on a new one.
    const broken = (error?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      this.log.warn({ err: error }, 'engine: replication listener lost its connection; reconnecting');
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', broken);
    client.on('end', () => broken());
    try {
      await client.connect();
      await client.query(`LISTEN ${REPLICATION_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (reconnect) this.onNotify();
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.retry = setTimeout(() => {
      this.connect(true).catch((error: unknown) => {
        this.log.warn({ err: error }, 'engine: replication listener could not reconnect; retrying');
        this.scheduleReconnect();
      });
    }, this.retryMs);
    this.retry.unref();
  }
}
