/** The reads and writes of every role together (store.ts's Store adds the transaction to them). */
import type { AccountReader, AccountWriter } from './accounts';
import type { ClusterStateReader, ClusterStateWriter } from './cluster';
import type { HistoryReader, HistoryWriter } from './history';
import type { ItemReader, ItemWriter } from './items';
import type { SecretReader, SecretWriter } from './secrets';
import type { SettingsReader, SettingsWriter } from './settings';
import type { SignInReader, SignInWriter } from './sign-ins';

/** Every role's reads. */
export interface StoreReader extends ItemReader, SettingsReader, AccountReader, SignInReader, SecretReader, HistoryReader, ClusterStateReader {}

/** Inside a transaction: every role's reads and writes. */
export interface StoreWriter
  extends StoreReader, ItemWriter, SettingsWriter, AccountWriter, SignInWriter, SecretWriter, HistoryWriter, ClusterStateWriter {}
