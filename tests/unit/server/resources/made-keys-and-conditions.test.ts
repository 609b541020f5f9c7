import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../../../src/shared/route-binding';
import { meets } from '../../../../src/server/resources/conditions';
import { checkKeyKept, keyOnCreate, madeKey } from '../../../../src/server/resources/made-keys';
import { ApiError } from '../../../../src/server/http/api-error';

const mappings = {
  pageId: 'mappings',
  kind: 'collection',
  schema: 'AccessTokenMapping',
  store: '/oauth/accessTokenMappings',
  required: [],
  immutable: [],
  keyFrom: [{ field: 'context.type', lowercase: true }, { field: 'context.contextRef.id' }, { field: 'accessTokenManagerRef.id' }],
  messages: {},
} satisfies ResourceDefinition;

const errorOf = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return (error as ApiError).result;
  }
  throw new Error('no error');
};

describe('keys made from an object (keyFrom)', () => {
  it("joins the parts with '|', leaving blank ones out and lowercasing where asked", () => {
    expect(madeKey(mappings, { context: { type: 'DEFAULT' }, accessTokenManagerRef: { id: 'jwt' } })).toBe('default|jwt');
    expect(madeKey(mappings, { context: { type: 'IDP_ADAPTER', contextRef: { id: 'OTIdPJava' } }, accessTokenManagerRef: { id: 'jwt' } })).toBe('idp_adapter|OTIdPJava|jwt');
  });

  it('fills a missing key on create and refuses another', () => {
    const doc: Record<string, unknown> = { context: { type: 'DEFAULT' }, accessTokenManagerRef: { id: 'jwt' } };
    keyOnCreate(mappings, 'id', doc);
    expect(doc.id).toBe('default|jwt');
    expect(errorOf(() => keyOnCreate(mappings, 'id', { ...doc, id: 'other' }))).toMatchObject({
      validationErrors: [{ fieldPath: 'id', message: "ID must be 'default|jwt', made from the context type, context, access token manager." }],
    });
  });

  it('refuses on update the part that changed', () => {
    const existing = { id: 'default|jwt', context: { type: 'DEFAULT' }, accessTokenManagerRef: { id: 'jwt' } };
    expect(() => checkKeyKept(mappings, 'default|jwt', existing, existing)).not.toThrow();
    expect(errorOf(() => checkKeyKept(mappings, 'default|jwt', existing, { ...existing, accessTokenManagerRef: { id: 'other' } }))).toMatchObject({
      validationErrors: [{ fieldPath: 'accessTokenManagerRef.id', message: 'Access token manager cannot be changed.' }],
    });
  });
});

describe('conditions on an object (a reference when)', () => {
  it('holds without a condition, or when the value is one of those listed', () => {
    const doc = { context: { type: 'IDP_ADAPTER' } };
    expect(meets(doc, undefined)).toBe(true);
    expect(meets(doc, { field: 'context.type', in: ['PCV', 'IDP_ADAPTER'] })).toBe(true);
    expect(meets(doc, { field: 'context.type', in: ['PCV'] })).toBe(false);
  });
});
