// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import type { FieldDefinition } from '../../../src/shared/page-model';
import { ApiProvider } from '../../../src/console/runtime/api/api-context';
import { OptionsSelectWidget } from '../../../src/console/runtime/form/select/OptionsSelectWidget';
import { fakeApi } from './fixtures/fake-api';

afterEach(cleanup);

const adapters = [
  { id: 'certificate', name: 'Certificate Adapter' },
  { id: 'html', name: 'HTML Form' },
];
const definition = {
  name: 'authenticationSource',
  label: 'Source',
  widget: 'select',
  options: { operation: { operationId: 'getIdpAdapters', method: 'get', path: '/idp/adapters' }, value: 'id', label: '{name}', searchable: false },
} as unknown as FieldDefinition;

function renderSelect(onChange: (value: unknown) => void = () => {}) {
  const call = fakeApi({ getIdpAdapters: () => ({ ok: true, status: 200, data: { items: adapters } }) });
  const props = { id: 'root_source', name: 'source', label: 'Source', value: undefined, options: { pageId: 'p', definition }, onChange, onBlur: () => {}, onFocus: () => {} } as unknown as WidgetProps;
  render(
    <ApiProvider callOperation={call}>
      <OptionsSelectWidget {...props} />
    </ApiProvider>,
  );
  return screen.getByRole('combobox');
}

describe('an options select', () => {
  it('lists the options when clicked and chooses one', async () => {
    const chosen: unknown[] = [];
    const combobox = renderSelect((value) => chosen.push(value));
    fireEvent.click(combobox);
    fireEvent.click(await screen.findByRole('option', { name: 'HTML Form' }));
    expect(chosen).toEqual(['html']);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes when the focus leaves it', async () => {
    const combobox = renderSelect();
    fireEvent.focus(combobox);
    fireEvent.click(combobox);
    await screen.findByRole('option', { name: 'HTML Form' });
    fireEvent.blur(combobox);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('stays open when clicked again soon after a blur (the focus moved to it after a failed submit)', async () => {
    const combobox = renderSelect();
    fireEvent.focus(combobox);
    fireEvent.blur(combobox);
    fireEvent.focus(combobox);
    fireEvent.click(combobox);
    await screen.findByRole('option', { name: 'Certificate Adapter' });
    // Longer than any close delay a blur could have left pending.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByRole('option', { name: 'Certificate Adapter' })).toBeTruthy();
  });
});
