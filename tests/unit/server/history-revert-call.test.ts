import { describe, expect, it } from 'vitest';
import { routeBindings } from '../../../generated/server-routes.gen';
import { MASK } from '../../../src/server/features/history/masked-secrets';
import { keepEncryptedSecrets, revertCall } from '../../../src/server/features/history/revert-call';
import type { StoredHistoryEntry } from '../../../src/server/store/store';

const entry = (change: Partial<StoredHistoryEntry>): StoredHistoryEntry => ({
  id: 1, at: 0, username: 'a', kind: 'item', namespace: '/oauth/issuers', objectId: 'x/1', objectName: 'X', operation: 'UPDATE', ...change,
});

describe('the call that reverts a change', () => {
  it('updates an object back, re-creates a deleted one, deletes a created one, by the object\'s own operation', () => {
    const before = { id: 'x/1', name: 'X', secretish: MASK };
    expect(revertCall(routeBindings, entry({ before, after: { id: 'x/1', name: 'Y' } }), true)).toMatchObject({ method: 'PUT', path: '/oauth/issuers/x%2F1', body: { id: 'x/1', name: 'X' } });
    expect(revertCall(routeBindings, entry({ operation: 'DELETE', before }), false)).toMatchObject({ method: 'POST', path: '/oauth/issuers' });
    expect(revertCall(routeBindings, entry({ operation: 'CREATE', after: before }), true)).toMatchObject({ method: 'DELETE', path: '/oauth/issuers/x%2F1' });
    expect(revertCall(routeBindings, entry({ operation: 'CREATE', after: before }), false)).toBeUndefined();
    // A masked value is no value: it is left out of the body.
    expect(revertCall(routeBindings, entry({ before, after: {} }), true)?.body).not.toHaveProperty('secretish');
  });

  it('puts a config store setting back at its two-part path, and re-creates a deleted one by its PUT (the store has no POST)', () => {
    const setting = { namespace: '/configStore', objectId: 'com.example.Bundle/a-setting', before: { id: 'a-setting', type: 'STRING', stringValue: 'x' } };
    expect(revertCall(routeBindings, entry({ ...setting, after: { id: 'a-setting', type: 'STRING', stringValue: 'y' } }), true)).toMatchObject({ method: 'PUT', path: '/configStore/com.example.Bundle/a-setting' });
    expect(revertCall(routeBindings, entry({ ...setting, operation: 'DELETE' }), false)).toMatchObject({ method: 'PUT', path: '/configStore/com.example.Bundle/a-setting', body: setting.before });
    expect(revertCall(routeBindings, entry({ ...setting, before: undefined, operation: 'CREATE', after: setting.before }), true)).toMatchObject({ method: 'DELETE', path: '/configStore/com.example.Bundle/a-setting' });
  });

  it('has none where the API has no such operation (a replication, an unknown path)', () => {
    expect(revertCall(routeBindings, entry({ kind: 'replication', namespace: 'cluster/replication', operation: 'REPLICATE' }), true)).toBeUndefined();
    expect(revertCall(routeBindings, entry({ namespace: '/no/such', before: {} }), true)).toBeUndefined();
  });

  it('keeps the secrets the object holds now, list items lined up by name', () => {
    const target = { clientAuth: { type: 'SECRET' }, configuration: { fields: [{ name: 'Password' }, { name: 'Host', value: 'h' }] } };
    const current = { clientAuth: { type: 'SECRET', encryptedSecret: 'jwe-1' }, configuration: { fields: [{ name: 'Host', value: 'h2' }, { name: 'Password', encryptedValue: 'jwe-2' }] } };
    keepEncryptedSecrets(target, current, new Set(['encryptedSecret', 'encryptedValue']));
    expect(target).toEqual({ clientAuth: { type: 'SECRET', encryptedSecret: 'jwe-1' }, configuration: { fields: [{ name: 'Password', encryptedValue: 'jwe-2' }, { name: 'Host', value: 'h' }] } });
  });
});
