import { describe, expect, it } from 'vitest';
import { formatServerDateTime } from '../../../src/console/runtime/format/server-date-time';
import { documentWithFields, fieldsOf } from '../../../src/console/runtime/settings-form/settings-document';
import { editRow, isDirty, loadSettingsRows, rowsToSave, valueOf } from '../../../src/console/runtime/settings-table/settings-rows';

const rows = [
  { id: 'core', name: 'Core', enabled: false },
  { id: 'xmlsig', name: 'XML Signatures', enabled: true },
];

describe('settings table rows', () => {
  it('is dirty only while a value differs from what was loaded', () => {
    const loaded = loadSettingsRows(rows);
    expect(isDirty(loaded)).toBe(false);
    const edited = editRow(loaded, rows[0], 'id', 'enabled', true);
    expect(isDirty(edited)).toBe(true);
    expect(valueOf(edited, rows[0], 'id', 'enabled')).toBe(true);
    expect(isDirty(editRow(edited, rows[0], 'id', 'enabled', false))).toBe(false);
  });

  it('saves every row with the edits applied', () => {
    const edited = editRow(loadSettingsRows(rows), rows[1], 'id', 'enabled', false);
    expect(rowsToSave(edited, 'id', 'enabled').map((row) => row.enabled)).toEqual([false, false]);
  });
});

describe('settings form document', () => {
  it('re-sends the whole document with the page fields replaced', () => {
    const document = { defaultScopeDescription: 'old', authorizationCodeTimeout: 60, ref: { id: 'a', other: 1 } };
    expect(fieldsOf(document, ['defaultScopeDescription', 'ref.id'])).toEqual({ defaultScopeDescription: 'old', ref: { id: 'a' } });
    expect(documentWithFields(document, { defaultScopeDescription: 'new' }, ['defaultScopeDescription'])).toEqual({ ...document, defaultScopeDescription: 'new' });
    expect(documentWithFields(document, {}, ['defaultScopeDescription'])).not.toHaveProperty('defaultScopeDescription');
  });

  it('makes no object for a nested field left empty where the document has none (a system key never set), and empties one it has', () => {
    const keys = { current: { encryptedKeyData: 'a' }, pending: { encryptedKeyData: 'b' } };
    const names = ['current.keyData', 'pending.keyData', 'previous.keyData'];
    expect(documentWithFields(keys, keys, names)).toEqual(keys);
    expect(documentWithFields({ ...keys, previous: { keyData: 'x', encryptedKeyData: 'c' } }, keys, names)).toEqual({ ...keys, previous: { encryptedKeyData: 'c' } });
    expect(documentWithFields(keys, { ...keys, previous: { keyData: 'typed' } }, names)).toEqual({ ...keys, previous: { keyData: 'typed' } });
  });
});

describe('server date-time format', () => {
  it("formats as 'ddd MMM DD HH:mm:ss z YYYY' in the server's timezone", () => {
    expect(formatServerDateTime('2024-03-05T10:20:30Z', 'UTC', 'Unknown')).toBe('Tue Mar 05 10:20:30 UTC 2024');
    expect(formatServerDateTime('2024-03-05T10:20:30Z', 'America/Denver', 'Unknown')).toBe('Tue Mar 05 03:20:30 MST 2024');
    expect(formatServerDateTime(Date.UTC(2024, 6, 1, 0, 0, 0), 'UTC', 'Unknown')).toBe('Mon Jul 01 00:00:00 UTC 2024');
  });

  it("shows 'Unknown' without a date", () => {
    expect(formatServerDateTime(undefined, 'UTC', 'Unknown')).toBe('Unknown');
    expect(formatServerDateTime('', 'UTC', 'Unknown')).toBe('Unknown');
    expect(formatServerDateTime('not a date', 'UTC', 'Unknown')).toBe('Unknown');
  });
});
