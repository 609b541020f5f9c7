// A settings page's part of a save as a JSON Patch (settings-form/part-patch.ts): only the fields the
// user changed, each with a test of the value as read; applied by the library the server uses, the
// patch gives what the page saved on the document read, and keeps what another writer changed
// in the other fields of a newer one.
import jsonPatch, { type Operation } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { partPatch } from '../../../src/console/runtime/settings-form/part-patch';

const read = { description: 'old', timeout: 60, nested: { a: 1, b: 'x' }, list: ['p'], 'odd/name~': 1 };

describe('partPatch', () => {
  it('sends nothing when nothing changed', () => {
    expect(partPatch(read, structuredClone(read), ['description', 'timeout', 'nested.a'])).toEqual([]);
  });

  it('tests then replaces each changed field, leaves out the others, and removes a cleared one', () => {
    const saved = { ...read, description: 'new', nested: { a: 2 }, list: ['p', 'q'] };
    expect(partPatch(read, saved, ['description', 'timeout', 'nested.a', 'nested.b', 'list'])).toEqual([
      { op: 'test', path: '/description', value: 'old' },
      { op: 'replace', path: '/description', value: 'new' },
      { op: 'test', path: '/nested/a', value: 1 },
      { op: 'replace', path: '/nested/a', value: 2 },
      { op: 'test', path: '/nested/b', value: 'x' },
      { op: 'remove', path: '/nested/b' },
      { op: 'test', path: '/list', value: ['p'] },
      { op: 'replace', path: '/list', value: ['p', 'q'] },
    ]);
  });

  it('adds a field the document lacks with the object that holds it, once, and escapes pointers', () => {
    const saved = { ...read, extra: { x: 1, y: 2 }, 'odd/name~': 2 };
    expect(partPatch(read, saved, ['extra.x', 'extra.y', 'odd/name~'])).toEqual([
      { op: 'add', path: '/extra', value: { x: 1, y: 2 } },
      { op: 'test', path: '/odd~1name~0', value: 1 },
      { op: 'replace', path: '/odd~1name~0', value: 2 },
    ]);
  });

  it('applies to a newer document, keeping what another writer changed, and fails its test where both changed one field', () => {
    const saved = { ...read, description: 'mine' };
    const patch = partPatch(read, saved, ['description', 'timeout']);
    const theirs = { ...read, timeout: 120 };
    expect(jsonPatch.applyPatch(theirs, patch as Operation[], true, false).newDocument).toEqual({ ...read, description: 'mine', timeout: 120 });
    expect(() => jsonPatch.applyPatch({ ...read, description: 'theirs' }, patch as Operation[], true, false)).toThrow(/Test operation failed/);
  });
});
