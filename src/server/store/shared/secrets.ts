/** The secrets role (data keys and secrets) over the catalogue (secret-statements.ts), on either backend. */
import { storable } from '../sql/dialect';
import { secretStatements as sql } from '../sql/secret-statements';
import { scopes, type SqlRunner } from '../sql/sql-runner';
import type { SecretReader, SecretWriter, StoredEncryptionKey, StoredSecret } from '../roles/secrets';

interface KeyRow { key_id: string; creation_date: string; wrap_iv: string; wrap_tag: string; wrapped_key: string }
interface SecretRow { owner: string; name: string; key_id: string; iv: string; tag: string; ciphertext: string }
const toKey = (r: KeyRow): StoredEncryptionKey => ({ keyId: r.key_id, creationDate: r.creation_date, wrapIv: r.wrap_iv, wrapTag: r.wrap_tag, wrappedKey: r.wrapped_key });
const toSecret = (r: SecretRow): StoredSecret => ({ owner: r.owner, name: r.name, keyId: r.key_id, iv: r.iv, tag: r.tag, ciphertext: r.ciphertext });

export function secretRole(run: SqlRunner): SecretReader & SecretWriter {
  const secrets = [scopes.secrets];
  return {
    async listEncryptionKeys() {
      return (await run.all<KeyRow>([scopes.keys], sql.keys)).map(toKey);
    },
    async listSecrets() {
      return (await run.all<SecretRow>(secrets, sql.all)).map(toSecret);
    },
    async getSecret(owner, name) {
      if (!storable(run.dialect, owner, name)) return undefined;
      const [row] = await run.all<SecretRow>(secrets, sql.get, [owner, name]);
      return row ? toSecret(row) : undefined;
    },
    async listSecretsOf(owner) {
      return (await run.all<SecretRow>(secrets, sql.of, [owner])).map(toSecret);
    },
    async addEncryptionKey(key) {
      // The lock makes MAX(seq) + 1 safe against another node adding a key at the same moment.
      await run.write([scopes.keys], sql.addKey, [key.keyId, key.creationDate, key.wrapIv, key.wrapTag, key.wrappedKey], true);
    },
    async putSecret(s) {
      await run.write(secrets, sql.put, [s.owner, s.name, s.keyId, s.iv, s.tag, s.ciphertext], true);
    },
    async deleteSecrets(owner, name) {
      if (name === undefined) await run.write(secrets, sql.deleteOf, [owner], true);
      else await run.write(secrets, sql.delete, [owner, name], true);
    },
  };
}
