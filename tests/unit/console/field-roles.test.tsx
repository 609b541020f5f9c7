// @vitest-environment jsdom
// Per-field role rules (a page field's editableBy), on the generated IdP Adapters page: an account
// without the role sees the expression criteria read-only with the server's own words, an
// expression administrator edits them; with otherRoles: hidden the field and a tab left empty go.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import idpPage from '../../../generated/pages/idp-adapters.gen';
import { pluginDescriptorSets } from '../../../generated/plugin-descriptors.gen';
import type { PageDefinition } from '../../../src/shared/page-model';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const descriptors = pluginDescriptorSets['idp-adapters'].descriptors;
const adapter = {
  id: 'form',
  name: 'Form',
  pluginDescriptorRef: { id: descriptors[0].id },
  configuration: { fields: [], tables: [] },
  attributeMapping: { attributeContractFulfillment: {}, issuanceCriteria: { expressionCriteria: [{ expression: 'true', errorResult: 'never' }] } },
};

function server() {
  return fakeApi({
    getIdpAdapters: () => ({ ok: true, status: 200, data: { items: [adapter], totalItems: 1 } }),
    getIdpAdapterDescriptors: () => ({ ok: true, status: 200, data: { items: descriptors } }),
    getIdpAdapterDescriptorsById: () => ({ ok: true, status: 200, data: descriptors[0] }),
  });
}

async function openEdit(page: PageDefinition, roles: string[]) {
  renderPage(page, server(), { account: { roles } });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Form' }));
  return screen.findByRole('tablist', { name: 'Sections of the form' });
}

const criteriaCell = () => screen.getByDisplayValue('never') as HTMLInputElement;

describe('per-field role rules', () => {
  it('an administrator without the expression role sees the criteria read-only, told why', async () => {
    await openEdit(idpPage, ['ADMINISTRATOR']);
    expect(criteriaCell().disabled).toBe(true);
    expect(screen.getByText('Only an expression administrator may change Expression Criteria.')).toBeTruthy();
    // The rest of the form stays editable.
    expect((screen.getByLabelText(/^Instance Name/) as HTMLInputElement).disabled).toBe(false);
  });

  it('an expression administrator edits them', async () => {
    await openEdit(idpPage, ['ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR']);
    expect(criteriaCell().disabled).toBe(false);
    expect(screen.queryByText('Only an expression administrator may change Expression Criteria.')).toBeNull();
  });

  it('with otherRoles: hidden, the field is not there for them, nor its tab', async () => {
    const hiding: PageDefinition = { ...idpPage, fields: idpPage.fields.map((field) => (field.editableBy ? { ...field, otherRoles: 'hidden' as const } : field)) };
    const tablist = await openEdit(hiding, ['ADMINISTRATOR']);
    expect(screen.queryByDisplayValue('never')).toBeNull();
    expect(within(tablist).queryByRole('tab', { name: 'Issuance Criteria' })).toBeNull();
    cleanup();
    const all = await openEdit(hiding, ['ADMINISTRATOR', 'EXPRESSION_ADMINISTRATOR']);
    expect(within(all).getByRole('tab', { name: 'Issuance Criteria' })).toBeTruthy();
  });
});
