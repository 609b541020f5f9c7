/**
 * One transaction on a connection taken from a node-postgres pool: BEGIN, `fn`, COMMIT; ROLLBACK
 * when `fn` or COMMIT fails. Shared by the store, schema migration and the cluster's own queries.
 */
import type pg from 'pg';
import { transactionStatements } from './sql/transaction-statements';

export async function inClientTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: unknown;
  // The pool listens for errors on idle clients only: a connection cut while this transaction
  // holds it between two queries (the database stopped) would otherwise crash the process. The
  // next query then fails, the transaction rolls back, and the client is discarded.
  const onError = (error: Error) => (broken = error);
  client.on('error', onError);
  try {
    await client.query(transactionStatements.begin.postgres);
    const result = await fn(client);
    await client.query(transactionStatements.commit);
    return result;
  } catch (error) {
    await client.query(transactionStatements.rollback).catch((rollbackError: unknown) => (broken = rollbackError));
    throw error;
  } finally {
    client.off('error', onError);
    // A connection whose rollback failed, or that broke, is discarded rather than handed to the next caller.
    client.release(broken instanceof Error ? broken : undefined);
  }
}
