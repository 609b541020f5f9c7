/**
 * The generic settings resource's patch (resources/settings-patch.ts), on a real SQLite store with
 * the reCAPTCHA settings' definition (a document with a secret): a patch applies to the document
 * as its read answers it now, keeps the sealed secret it does not touch, changes the version, and
 * is refused, changing nothing, when a test fails (409 with the current document), when the result
 * is no valid document (422) or when it cannot apply (400).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../../../generated/resources.gen';
import { ApiError } from '../../../../src/server/core/api-error';
import { patchVersionedSettingsDocument } from '../../../../src/server/resources/settings-patch';
import { putVersionedSettingsDocument, readSettingsDocument } from '../../../../src/server/resources/settings-resource';
import { ConfigurationKeys } from '../../../../src/server/services/keys/configuration-keys';
import { loadOrCreateMasterKey } from '../../../../src/server/services/keys/master-key';
import { joinableStore } from '../../../../src/server/store/joined-transactions';
import { openSqliteStore } from '../../../../src/server/store/sqlite-store';
import type { Store } from '../../../../src/server/store/store';

const captcha = resourceDefinitions['general-settings.captcha'];

describe('a settings document patched', () => {
  let dataDir: string;
  let store: Store;
  let keys: ConfigurationKeys;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'settings-patch-'));
    // Joinable as the server's store is (compose/app.ts): the patch's save joins its transaction.
    store = joinableStore(await openSqliteStore(dataDir));
    keys = new ConfigurationKeys(store, loadOrCreateMasterKey(dataDir));
    await keys.ensureKey();
    await putVersionedSettingsDocument(store, captcha, { siteKey: 'site-one', secretKey: 'the-secret' }, undefined, keys);
  });
  afterAll(async () => {
    await store?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as ApiError);

  it('changes the field it names, keeps the sealed secret, and answers a new version', async () => {
    const before = await readSettingsDocument(store, captcha, keys);
    expect(before.doc.encryptedSecretKey).toEqual(expect.any(String));
    const patched = await patchVersionedSettingsDocument(store, captcha, [
      { op: 'test', path: '/siteKey', value: 'site-one' },
      { op: 'replace', path: '/siteKey', value: 'site-two' },
    ], undefined, keys);
    expect(patched.version).not.toBe(before.version);
    expect(patched.doc).toMatchObject({ siteKey: 'site-two', encryptedSecretKey: expect.any(String) });
    expect(await keys.openEncryptedValue(String(patched.doc.encryptedSecretKey))).toBe('the-secret');
    expect((await readSettingsDocument(store, captcha, keys)).doc.siteKey).toBe('site-two');
  });

  it('refuses a failed test (409, the current document), an invalid result (422) and a path that is not there (400), changing nothing', async () => {
    const before = await readSettingsDocument(store, captcha, keys);
    const stale = await refusal(patchVersionedSettingsDocument(store, captcha, [{ op: 'test', path: '/siteKey', value: 'site-one' }, { op: 'replace', path: '/siteKey', value: 'x' }], undefined, keys));
    expect(stale?.statusCode).toBe(409);
    expect(stale?.result).toMatchObject({ resultId: 'version_conflict', currentVersion: before.version, current: { siteKey: 'site-two' } });
    const invalid = await refusal(patchVersionedSettingsDocument(store, captcha, [{ op: 'replace', path: '/siteKey', value: 7 }], undefined, keys));
    expect(invalid?.statusCode).toBe(422);
    const nowhere = await refusal(patchVersionedSettingsDocument(store, captcha, [{ op: 'remove', path: '/nothing/here' }], undefined, keys));
    expect(nowhere?.statusCode).toBe(400);
    expect(await readSettingsDocument(store, captcha, keys)).toEqual(before);
  });
});
