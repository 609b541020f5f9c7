import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../../../src/shared/route-binding';
import { meets } from '../../../../src/server/resources/conditions';
import { checkKeyKept, keyOnCreate, madeKey } from '../../../../src/server/resources/made-keys';
import { ApiError } from '../../../../src/server/core/api-error';
import { resourceDefinitions } from '../../../../generated/resources.gen';

const mappings = {
  pageId: 'mappings',
  kind: 'collection',
  schema: 'AccessTokenMapping',
  store: '/oauth/accessTokenMappings',
  required: [],
  immutable: [],
  // The access token mappings page's own parts (schemas/pages/access-token-mappings.page.yaml).
  keyFrom: Object.values(resourceDefinitions).find((definition) => definition.store === '/oauth/accessTokenMappings')?.keyFrom ?? [],
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
    expect(madeKey(mappings, { context: { type: 'IDP_ADAPTER', contextRef: { id: 'OTIdPJava' } }, accessTokenManagerRef: { id: 'jwt' } })).toBe('authz_req|OTIdPJava|jwt');
  });

  it("spells the parts as PingFederate's ids do (the public server profiles' mappings)", () => {
    const key = (type: string, id?: string) => madeKey(mappings, { context: { type, ...(id ? { contextRef: { id } } : {}) }, accessTokenManagerRef: { id: 'jwt' } });
    expect(key('CLIENT_CREDENTIALS')).toBe('client_credentials|jwt');
    expect(key('PCV', 'pingdirectory')).toBe('password|pingdirectory|jwt');
    expect(key('AUTHENTICATION_POLICY_CONTRACT', 'Zxp6N6W5PH9onACT')).toBe('authz_req|apc.Zxp6N6W5PH9onACT|jwt');
    expect(key('IDP_ADAPTER', 'html')).toBe('authz_req|html|jwt');
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
