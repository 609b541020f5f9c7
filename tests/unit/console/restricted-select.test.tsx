// @vitest-environment jsdom
/**
 * A select over the list a restricted reference names offers only the objects the reference may
 * name: a local identity profile's data store select (the generated page) lists the LDAP data
 * stores, not the JDBC or custom ones the same list answers.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import page from '../../../generated/pages/local-identity-profiles.gen';
import { ApiProvider } from '../../../src/console/runtime/api/api-context';
import { OptionsSelectWidget } from '../../../src/console/runtime/form/select/OptionsSelectWidget';
import { fakeApi } from './fixtures/fake-api';

afterEach(cleanup);

const dataStores = [
  { type: 'JDBC', id: 'customerDatabase', name: 'Customer Database' },
  { type: 'LDAP', id: 'corporateDirectory', name: 'Corporate Directory' },
  { type: 'CUSTOM', id: 'customerProfileApi', name: 'Customer Profile API' },
  { type: 'LDAP', id: 'partnerDirectory', name: 'Partner Directory' },
];

function renderSelect(fieldName: string) {
  const definition = page.fields.find((field) => field.name === fieldName)!;
  const call = fakeApi({ getDataStores: () => ({ ok: true, status: 200, data: { items: dataStores } }) });
  const props = { id: 'root_store', name: 'store', label: definition.label, value: undefined, options: { pageId: page.id, definition }, onChange: () => {}, onBlur: () => {}, onFocus: () => {} } as unknown as WidgetProps;
  render(
    <ApiProvider callOperation={call}>
      <OptionsSelectWidget {...props} />
    </ApiProvider>,
  );
  return screen.getByRole('combobox');
}

describe("a select whose page reference restricts the target", () => {
  it('offers only the LDAP data stores for a local identity profile', async () => {
    fireEvent.click(renderSelect('dataStoreConfig.dataStoreRef.id'));
    await screen.findByRole('option', { name: 'Corporate Directory' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Corporate Directory', 'Partner Directory']);
  });
});
