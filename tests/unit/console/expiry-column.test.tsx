// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from './fixtures/fake-api';
import trustedCasPage from '../../../generated/pages/trusted-cas.gen';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

const DAY_MS = 86_400_000;
const ca = (id: string, days: number) => ({ id, subjectDN: `CN=${id}, C=US`, issuerDN: `CN=${id}, C=US`, serialNumber: '01', keyAlgorithm: 'EC', expires: new Date(Date.now() + days * DAY_MS).toISOString(), status: days > 0 ? 'VALID' : 'EXPIRED' });

describe('an expiry column (trusted-cas)', () => {
  it('marks the expired and the soon-expiring certificates, and only those', async () => {
    const items = [ca('far', 400), ca('soon', 12.5), ca('tomorrow', 1.5), ca('gone', -3)];
    renderPage(trustedCasPage, fakeApi({ getTrustedCAs: () => ({ ok: true, status: 200, data: { items, totalItems: items.length } }) }));
    await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(4));
    const markOf = (id: string) => within(screen.getByRole('row', { name: new RegExp(`CN=${id},`) })).queryByTestId('expiry-mark')?.textContent ?? null;
    expect(markOf('far')).toBeNull();
    expect(markOf('soon')).toBe('Expires in 12 days');
    expect(markOf('tomorrow')).toBe('Expires in 1 day');
    expect(markOf('gone')).toBe('Expired');
  });
});
