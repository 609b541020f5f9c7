import { describe, expect, it } from 'vitest';
import { meetsAt, namesAt } from '../../../../src/server/resources/conditions';

// A target URL mapping document: each entry's type says what its ref names.
const doc = {
  items: [
    { url: 'https://a.example.com/*', type: 'SP_ADAPTER', ref: { id: 'portal' } },
    { url: 'https://b.example.com/*', type: 'SP_CONNECTION', ref: { id: 'portal' } },
  ],
  context: { type: 'PCV', contextRef: { id: 'validator' } },
};

describe('a condition decided by the entry a value sits in (meetsAt, namesAt)', () => {
  it("reads the condition's field in the same entry of the list", () => {
    const adapter = { field: 'items.type', in: ['SP_ADAPTER'] };
    expect(meetsAt(doc, adapter, 'items[0].ref.id')).toBe(true);
    expect(meetsAt(doc, adapter, 'items[1].ref.id')).toBe(false);
    expect(meetsAt(doc, undefined, 'items[1].ref.id')).toBe(true);
  });

  it("reads the object's own field where the condition is outside the list", () => {
    expect(meetsAt(doc, { field: 'context.type', in: ['PCV'] }, 'context.contextRef.id')).toBe(true);
    expect(meetsAt(doc, { field: 'context.type', in: ['IDP_ADAPTER'] }, 'items[0].ref.id')).toBe(false);
    // A list reached without the entry's index decides nothing (no entry's value is the list's).
    expect(meetsAt(doc, { field: 'items.type', in: ['SP_ADAPTER'] }, 'context.contextRef.id')).toBe(false);
  });

  it('names an id only in the entries whose condition holds', () => {
    expect(namesAt(doc, 'items.ref.id', { field: 'items.type', in: ['SP_CONNECTION'] }, 'portal')).toBe(true);
    expect(namesAt(doc, 'items.ref.id', { field: 'items.type', in: ['SP_CONNECTION'] }, 'other')).toBe(false);
    expect(namesAt({ items: [doc.items[0]] }, 'items.ref.id', { field: 'items.type', in: ['SP_CONNECTION'] }, 'portal')).toBe(false);
  });
});
