// Export Metadata on a connection's row: without the server's SAML 2.0 entity ID the server's refusal
// shows; with it, the file saved is this server's IdP metadata for the partner of that SP connection.
// Setting the entity ID changes the server settings other screens read: this file has a server of its own.
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { testWithOwnServer } from './support/own-server';
import { openFromNavigation, signOn } from './support/session';

const test = testWithOwnServer();
const HEADERS = { 'X-XSRF-Header': 'PingFederate' };

test("an administrator exports an SP connection's metadata once the server has its entity ID", async ({ page, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/connectionMetadata/export', reason: "the test clears the SAML 2.0 entity ID, so the first export is refused" });
  await signOn(page, 'Administrator');
  const settings = (await (await page.request.get('/pf-admin-api/v1/serverSettings', { headers: HEADERS })).json()) as { federationInfo?: Record<string, unknown> };
  const withEntityId = async (saml2EntityId: string) => {
    const saved = await page.request.put('/pf-admin-api/v1/serverSettings', { headers: HEADERS, data: { ...settings, federationInfo: { ...settings.federationInfo, saml2EntityId } } });
    expect(saved.status()).toBe(200);
  };
  await withEntityId('');
  await openFromNavigation(page, 'Applications', 'SP Connections');
  const exportButton = page.getByRole('button', { name: 'Export Metadata Benefits Portal' });
  await exportButton.click();
  await expect(page.getByText(/SAML 2\.0 entity ID is not set/)).toBeVisible();

  await withEntityId('https://sso.example.com/e2e');

  const downloading = page.waitForEvent('download');
  await exportButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('benefitsPortal-metadata.xml');
  const xml = await readFile((await download.path())!, 'utf8');
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?><md:EntityDescriptor [^>]*entityID="https:\/\/sso\.example\.com\/e2e"/);
  expect(xml).toContain('<md:IDPSSODescriptor');
});
