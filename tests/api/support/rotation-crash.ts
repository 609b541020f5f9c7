/**
 * Child process for the crash test: opens the data directory, starts a key rotation and kills the
 * process (no cleanup, no rollback call) after `crashAfter` secrets were re-encrypted.
 *   node --import tsx tests/api/support/rotation-crash.ts <dataDir> <crashAfter>
 */
import { ConfigurationKeys } from '../../../src/server/services/keys/configuration-keys';
import { loadOrCreateMasterKey } from '../../../src/server/services/keys/master-key';
import { openSqliteStore } from '../../../src/server/store/sqlite-store';

const [dataDir, crashAfter] = process.argv.slice(2);
const store = await openSqliteStore(dataDir);
const keys = new ConfigurationKeys(store, loadOrCreateMasterKey(dataDir));
await keys.rotate({
  afterReencrypt: (count) => {
    if (count >= Number(crashAfter)) process.kill(process.pid, 'SIGKILL');
  },
});
console.log('rotation finished without crashing');
