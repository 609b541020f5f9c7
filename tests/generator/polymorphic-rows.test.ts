// Rows over a list of polymorphic items (a oneOf chosen by a discriminator): a local identity
// profile's fields, each of one of eight types. The columns are properties of any member, required
// where every member requires them; the field's choices label the values of its drop-down columns;
// the discriminator column knows each member's properties (RowColumnDefinition.variants).
import { describe, expect, it } from 'vitest';
import page from '../../generated/pages/local-identity-profiles.gen';
import { copyProduct, generatorFailure } from './helpers';

const PAGE = 'schemas/pages/local-identity-profiles.page.yaml';
const failure = (change: (text: string) => string) => generatorFailure(copyProduct(), PAGE, change);

describe('rows over polymorphic items', () => {
  it('columns from every member: the discriminator a drop-down of all types, required where all members require', () => {
    const fields = page.fields.find((field) => field.name === 'fieldConfig.fields')!;
    expect(fields.rowColumns?.map((column) => [column.name, column.kind, column.required])).toEqual([
      ['type', 'select', true],
      ['id', 'text', true],
      ['label', 'text', true],
      ['registrationPageField', 'checkbox', false],
      ['profilePageField', 'checkbox', false],
    ]);
    expect(fields.rowColumns?.[0].choices).toEqual(['CHECKBOX', 'CHECKBOX_GROUP', 'DATE', 'DROP_DOWN', 'EMAIL', 'HIDDEN', 'PHONE', 'TEXT']);
    expect(fields.choices?.CHECKBOX_GROUP).toBe('Checkbox Group');
    // Each type's properties, so that choosing another type drops what it lacks.
    expect(fields.rowColumns?.[0].variants?.DROP_DOWN).toEqual(['type', 'id', 'label', 'registrationPageField', 'profilePageField', 'attributes', 'defaultValue', 'options']);
    expect(fields.rowColumns?.[0].variants?.EMAIL).toEqual(['type', 'id', 'label', 'registrationPageField', 'profilePageField', 'attributes']);
    expect(fields.rowColumns?.[1].variants).toBeUndefined();
  });

  it('a column no member has, and a choice that is no value of a drop-down column, fail with file, path and reason', async () => {
    expect(await failure((t) => t.replace('profilePageField: Profile Page }', 'profilePageField: Profile Page, colour: Colour }'))).toMatch(
      /local-identity-profiles\.page\.yaml: \/fields\/8\/columns\/colour: "colour" is not a property of the items of "fieldConfig.fields"/,
    );
    expect(await failure((t) => t.replace('PHONE: Phone }', 'PHONE: Phone, SLIDER: Slider }'))).toMatch(/\/fields\/8\/choices\/SLIDER: "SLIDER" is not one of the values of "fieldConfig.fields"/);
  });
});
