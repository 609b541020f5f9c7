import { describe, expect, it } from 'vitest';
import { fieldChanges, formPath } from '../../../src/console/runtime/history/field-changes';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    clientAuth: { type: 'object', title: 'Client Authentication', properties: { type: { type: 'string', title: 'Type' } } },
    redirectUris: { type: 'array', title: 'Redirect URIs', items: { type: 'string' } },
  },
};

describe('the field-level difference of two versions', () => {
  it('names nested and list fields the way the form does, with the form titles where it has them', () => {
    const before = { name: 'A', clientAuth: { type: 'SECRET', extra: 1 }, redirectUris: ['https://a/cb', 'https://b/cb'], same: { x: [1] } };
    const after = { name: 'B', clientAuth: { type: 'NONE', extra: 1 }, redirectUris: ['https://a/cb'], same: { x: [1] }, added: true };
    expect(fieldChanges(before, after, schema)).toEqual([
      { path: 'name', label: 'Name', before: 'A', after: 'B' },
      { path: 'clientAuth.type', label: 'Client Authentication › Type', before: 'SECRET', after: 'NONE' },
      { path: 'redirectUris[1]', label: 'Redirect URIs 2', before: 'https://b/cb' },
      { path: 'added', after: true },
    ]);
  });

  it('lists every field of a created or deleted object, and nothing when nothing changed', () => {
    expect(fieldChanges(undefined, { name: 'A', list: [{ x: 1 }] })).toEqual([
      { path: 'name', after: 'A' },
      { path: 'list[0].x', after: 1 },
    ]);
    expect(fieldChanges({ name: 'A' }, undefined).map((c) => c.path)).toEqual(['name']);
    expect(fieldChanges({ a: { b: [1, 2] } }, { a: { b: [1, 2] } })).toEqual([]);
  });

  it('spells paths with brackets for list items', () => {
    expect(formPath(['spBrowserSso', 'adapterMappings', 0, 'attributeContractFulfillment', 'SAML_SUBJECT'])).toBe('spBrowserSso.adapterMappings[0].attributeContractFulfillment.SAML_SUBJECT');
  });
});
