// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { clearFieldErrors, mapIndexedErrors, mapServerErrors } from '../../../src/console/runtime/errors/server-errors';
import { fakeApi } from './fixtures/fake-api';
import issuersPage from '../../../generated/pages/virtual-issuers.gen';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const validation = (...errors: { fieldPath?: string; message: string }[]) => ({
  resultId: 'validation_error',
  message: 'Validation error(s) occurred.',
  validationErrors: errors.map((error) => ({ errorId: 'invalid', ...error })),
});

describe('mapServerErrors', () => {
  it('puts errors whose fieldPath names a field under that field and the rest in general', () => {
    const mapped = mapServerErrors(
      validation({ fieldPath: 'name', message: 'name is already in-use.' }, { fieldPath: 'host.part', message: 'Bad host.' }, { fieldPath: 'other', message: 'Other problem.' }, { message: 'No path.' }),
      ['name', 'host'],
    );
    expect(mapped.fieldErrors).toEqual({ name: ['name is already in-use.'], host: ['Bad host.'] });
    expect(mapped.general).toEqual(['Other problem.', 'No path.']);
  });

  it('shows the envelope message only when there are no validation errors', () => {
    expect(mapServerErrors({ message: 'Forbidden.' }, ['name']).general).toEqual(['Forbidden.']);
    expect(mapServerErrors(validation({ fieldPath: 'name', message: 'x' }), ['name']).general).toEqual([]);
  });

  it('maps indexed paths to rows', () => {
    const mapped = mapIndexedErrors(validation({ fieldPath: 'virtualHostNames[1]', message: 'Bad.' }, { fieldPath: 'virtualHostNames', message: 'Too many.' }), 'virtualHostNames');
    expect(mapped.rowErrors).toEqual({ 1: ['Bad.'] });
    expect(mapped.general).toEqual(['Too many.']);
  });

  it('clears only the edited fields', () => {
    const errors = { name: ['a'], host: ['b'] };
    expect(clearFieldErrors(errors, ['name'])).toEqual({ host: ['b'] });
    expect(clearFieldErrors(errors, ['path'])).toBe(errors);
  });
});

describe('server errors in the form', () => {
  it('shows a field error under its field, the rest as messages, and clears the field error on edit', async () => {
    const call = fakeApi({
      getOauthIssuers: () => ({ ok: true, status: 200, data: { items: [] } }),
      addOauthIssuer: () => ({
        ok: false,
        status: 422,
        error: validation({ fieldPath: 'name', message: 'name is already in-use.' }, { fieldPath: 'unknownThing', message: 'Something else is wrong.' }),
      }),
    });
    renderPage(issuersPage, call);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Virtual Issuer' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Tenant' } });
    fireEvent.change(screen.getByLabelText(/^Host/), { target: { value: 'auth.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('name is already in-use.')).toBeTruthy();
    expect((await screen.findByTestId('message-error')).textContent).toContain('Something else is wrong.');
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Tenant 2' } });
    await waitFor(() => expect(screen.queryByText('name is already in-use.')).toBeNull());
  });

  it('reports missing required fields with the label', async () => {
    const call = fakeApi({ getOauthIssuers: () => ({ ok: true, status: 200, data: { items: [] } }) });
    renderPage(issuersPage, call);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Virtual Issuer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Host is required.')).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(1);
  });
});
