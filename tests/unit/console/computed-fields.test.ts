/**
 * Fields of values the server computes (readOnly: a metadata URL's certificate view) and optional
 * objects whose required property the form leaves empty (dropsWhenEmpty: its certificate; a
 * system key never set), as generated from schemas/pages/partner-metadata-urls.page.yaml and
 * system-keys.page.yaml.
 */
import { describe, expect, it } from 'vitest';
import page from '../../../generated/pages/partner-metadata-urls.gen';
import systemKeys from '../../../generated/pages/system-keys.gen';
import { withoutEmptyObjects } from '../../../src/console/runtime/form/empty-objects';
import { uiSchemaFor } from '../../../src/console/runtime/form/ui-schema';

describe('readOnly fields', () => {
  it('are read-only on edit and left out of the create form', () => {
    const edit = uiSchemaFor(page.id, page.fields, 'edit', page.sections) as any;
    const create = uiSchemaFor(page.id, page.fields, 'create', page.sections) as any;
    expect(edit.certView.subjectDN['ui:readonly']).toBe(true);
    expect(edit.certView.subjectDN['ui:conditionHidden']).toBeUndefined();
    expect(create.certView.subjectDN['ui:conditionHidden']).toBe(true);
    // An ordinary field is neither.
    expect(edit.url['ui:readonly']).toBeUndefined();
    expect(create.url['ui:conditionHidden']).toBeUndefined();
  });
});

describe('withoutEmptyObjects', () => {
  it('drops the certificate object when its certificate box is empty, and keeps a filled one', () => {
    expect(page.fields.find((field) => field.name === 'x509File.fileData')?.dropsWhenEmpty).toBe('x509File');
    const base = { name: 'Partner', url: 'https://md.example.com' };
    expect(withoutEmptyObjects({ ...base, x509File: {} }, page.fields)).toEqual(base);
    expect(withoutEmptyObjects({ ...base, x509File: { id: 'cert1', fileData: '  ' } }, page.fields)).toEqual(base);
    const filled = { ...base, x509File: { id: 'cert1', fileData: '-----BEGIN CERTIFICATE-----' } };
    expect(withoutEmptyObjects(filled, page.fields)).toEqual(filled);
    expect(withoutEmptyObjects(base, page.fields)).toEqual(base);
  });
});

describe('withoutEmptyObjects of an object that is its secret (a system key)', () => {
  it('drops a previous key never set, keeps one whose encrypted value stands for a stored key, and never drops a required one', () => {
    const dropping = Object.fromEntries(systemKeys.fields.filter((field) => field.dropsWhenEmpty).map((field) => [field.name, field.dropsWhenEmpty]));
    expect(dropping).toEqual({ 'previous.keyData': 'previous' });
    const keys = { current: { encryptedKeyData: 'jwe-current' }, pending: { encryptedKeyData: 'jwe-pending' } };
    expect(withoutEmptyObjects({ ...keys, previous: {} }, systemKeys.fields)).toEqual(keys);
    expect(withoutEmptyObjects({ ...keys, previous: { keyData: '' } }, systemKeys.fields)).toEqual(keys);
    const stored = { ...keys, previous: { keyData: '', encryptedKeyData: 'jwe-previous' } };
    expect(withoutEmptyObjects(stored, systemKeys.fields)).toEqual(stored);
    const typed = { ...keys, previous: { keyData: 'AAAA' } };
    expect(withoutEmptyObjects(typed, systemKeys.fields)).toEqual(typed);
  });
});
