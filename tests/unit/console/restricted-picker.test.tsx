// @vitest-environment jsdom
/**
 * A picker over the list a restricted reference names offers only the objects the reference may
 * name (its `where`, the reference's target). The list operation cannot filter so, so the picker
 * drops the others from each server page it loads; a run of pages without one to offer must not
 * stop the loading, and a stored name the target does not allow stays selected, shown as stored.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import scopeManagementPage from '../../../generated/pages/scope-management.gen';
import type { OperationInit } from '../../../src/console/runtime/api/operation-caller';
import { ApiProvider } from '../../../src/console/runtime/api/api-context';
import { PickerWidget } from '../../../src/console/runtime/form/picker/PickerWidget';
import { viewPosition, windowRows, addPage, emptyWindow } from '../../../src/console/runtime/form/picker/picker-window';
import type { FieldDefinition } from '../../../src/shared/page-model';
import { fakeApi } from './fixtures/fake-api';

afterEach(cleanup);

const groups = scopeManagementPage.tabs!.find((tab) => tab.id === 'common-scope-groups')!.page;
const scopesField = groups.fields.find((field) => field.name === 'scopes')!;
/** The Common Scope Groups picker as the generator emits it for a reference with target {field: dynamic, in: [true]}. */
const restricted: FieldDefinition = { ...scopesField, picker: { ...scopesField.picker!, where: { field: 'dynamic', in: [true] } } };

// 200 scopes in pages of 20; only three are dynamic: one on page 2, two on page 9 (past the lookahead of 5 pages).
const scopes = Array.from({ length: 200 }, (_, index) => ({ name: `scope${String(index).padStart(3, '0')}`, dynamic: [25, 170, 171].includes(index) }));

function renderPicker(field: FieldDefinition, value: string[] = []) {
  const call = fakeApi({
    getCommonScopes: (init?: OperationInit) => {
      const page = Number(init?.query?.page);
      const matching = scopes.filter((scope) => scope.name.includes(String(init?.query?.filter ?? '')));
      return { ok: true, status: 200, data: { items: matching.slice((page - 1) * 20, page * 20), totalItems: matching.length } };
    },
  });
  const props = { id: 'root_scopes', name: 'scopes', label: 'Scopes', value, options: { pageId: groups.id, definition: field }, onChange: () => {}, onBlur: () => {}, onFocus: () => {} } as unknown as WidgetProps;
  render(
    <ApiProvider callOperation={call}>
      <PickerWidget {...props} />
    </ApiProvider>,
  );
  return call;
}

const listed = (list: string) => within(screen.getByTestId(`picker-${list}`)).queryAllByTestId('picker-name').map((name) => name.textContent);

describe('a picker whose page reference restricts the target', () => {
  it('offers only the matching objects, loading on through pages that offer none', async () => {
    const call = renderPicker(restricted);
    await waitFor(() => expect(listed('available')).toEqual(['scope025', 'scope170', 'scope171']));
    const pages = call.mock.calls.map(([, init]) => Number(init?.query?.page));
    expect(pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].slice(0, pages.length));
    expect(pages).toContain(9);
  });

  it('offers every object without a target', async () => {
    renderPicker(scopesField);
    await waitFor(() => expect(listed('available')).toHaveLength(20));
    expect(listed('available')[0]).toBe('scope000');
  });

  it('keeps a stored name the target does not allow in the selected column, as the select shows a stored value it does not offer', async () => {
    renderPicker(restricted, ['scope003', 'scope025']);
    await waitFor(() => expect(listed('available')).toEqual(['scope170', 'scope171']));
    expect(listed('selected')).toEqual(['scope003', 'scope025']);
  });
});

describe('the view position over pages that show nothing', () => {
  const rules = { pageSize: 20, maxRows: 100, loadThreshold: 8, lookaheadPages: 5 };
  it('is at the last loaded page when the view reaches the last shown row', () => {
    let window = addPage(emptyWindow, 1, ['a', 'b'], 200, rules);
    for (let page = 2; page <= 7; page++) window = addPage(window, page, [], 200, rules);
    const rows = windowRows(window);
    expect(viewPosition(rows, { scrollTop: 0, clientHeight: 500 }, 34, 7)).toEqual({ rowsAbove: 0, rowsBelow: 0, pageInView: 7 });
    expect(viewPosition([], { scrollTop: 0, clientHeight: 500 }, 34, 7).pageInView).toBe(7);
  });
});
