// System › External Systems › PingOne for Enterprise (schemas/pages/pingone-for-enterprise.page.yaml)
// against a demo server of this file's own, connected through the fake PingOne for Enterprise of its
// own: the setup form while not connected, a refused key under its field, Connect with a key from the
// fake admin portal's page, the settings, Rotate Key and Disconnect behind the confirm dialog, and the
// setup again. The page is made of the page schema alone (setup, actions with confirmKey, reload).
import { adminApi } from './support/admin-api';
import { seriousFindingsInBothThemes } from './support/axe';
import { test as base, expect } from './support/test';
import { startFakePingOne, type FakePingOneProcess } from './support/fake-pingone';
import { openFromNavigation, signOn } from './support/session';
import { spawnServer, type SpawnedServer } from './support/spawn-server';

const CONNECT = '/internal/pingOneForEnterprise/connect';

let fake: FakePingOneProcess | undefined;
let server: Promise<SpawnedServer> | undefined;

/** The fake first, then a demo server that calls it; started when the file's first test needs them. */
function started(): Promise<SpawnedServer> {
  server ??= (async () => {
    fake = await startFakePingOne(0);
    return spawnServer({ demo: true, args: ['--pingone-url', fake.url, '--pingone-enterprise-url', fake.url] });
  })();
  return server;
}

const test = base.extend({ baseURL: async ({}, use) => use((await started()).url) });

test.afterAll(async () => {
  const running = server;
  server = undefined;
  await (await running)?.dispose();
  await fake?.stop();
});

/** A fresh single-use key from the fake admin portal's page. */
async function activationKey(): Promise<string> {
  const page = await (await fetch(`${fake!.url}/web-portal/activate`)).text();
  const key = /<code id="activation-key">([^<]+)<\/code>/.exec(page)?.[1];
  expect(key, 'the portal page shows an activation key').toBeTruthy();
  return key!;
}

test('connects with an activation key, rotates the key and disconnects, each asked first', async ({ page, browserMessages }) => {
  browserMessages.expect({ status: 422, url: CONNECT, reason: 'the test sends a key PingOne for Enterprise does not know' });
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'System', 'PingOne for Enterprise');
  await expect(page.getByRole('heading', { level: 1, name: 'PingOne for Enterprise' })).toBeVisible();

  // Not connected: the setup, no settings, no actions.
  const setup = page.getByTestId('settings-setup');
  await expect(setup.getByRole('heading', { name: 'Connect to PingOne for Enterprise' })).toBeVisible();
  await expect(setup).toContainText('To connect this node to your account, enter your activation key.');
  await expect(setup.getByRole('checkbox', { name: 'PingOne SSO' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Disconnect from PingOne' })).toHaveCount(0);

  // A key PingOne for Enterprise refuses: its words under the field, still not connected.
  const key = setup.getByRole('textbox', { name: /Activation Key/ });
  await key.fill('not-a-key-the-portal-made');
  await setup.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await expect(setup.getByRole('heading', { name: 'Connect to PingOne for Enterprise' })).toBeVisible();

  // The portal's key connects: the settings form shows the answered document.
  await key.fill(await activationKey());
  await setup.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByTestId('message-area')).toContainText('Connected to PingOne for Enterprise.');
  await expect(page.getByTestId('settings-setup')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Enable Monitoring of PingFederate from PingOne' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Enable Single Sign-On from PingOne to the PingFederate Administrative Console' })).not.toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Company Name' })).not.toHaveValue('');
  const previous = page.getByRole('textbox', { name: 'Previous Authentication Key Created' });
  const current = page.getByRole('textbox', { name: 'Current Authentication Key Created' });
  const firstKey = await current.inputValue();
  // Nothing asks for an identity repository update right after connecting.
  await expect(page.getByRole('button', { name: 'Update PingOne Identity Repository' })).toHaveCount(0);

  // Rotate Key asks first; Cancel changes nothing, confirming makes the current key the previous one.
  await page.getByRole('button', { name: 'Rotate Key', exact: true }).click();
  const rotateDialog = page.getByTestId('confirm-rotateKey');
  await expect(rotateDialog).toContainText('The current key becomes the previous one.');
  await rotateDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rotateDialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Rotate Key', exact: true }).click();
  await page.getByTestId('confirm-rotateKey').getByRole('button', { name: 'Rotate Key' }).click();
  await expect(page.getByTestId('message-area')).toContainText('Authentication key rotated.');
  // The answer is the key pairs, not the document: the page read the document again.
  await expect(previous).toHaveValue(firstKey);

  // A save keeps the connection.
  await page.getByRole('checkbox', { name: 'Enable Single Sign-On from PingOne to the PingFederate Administrative Console' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('message-area')).toContainText(/saved/i);

  // Disconnect asks first, then the page reads the document again and offers the setup.
  await page.getByRole('button', { name: 'Disconnect from PingOne' }).click();
  const disconnectDialog = page.getByTestId('confirm-disconnect');
  await expect(disconnectDialog).toContainText('Disconnect PingFederate from your PingOne account?');
  await disconnectDialog.getByRole('button', { name: 'Disconnect from PingOne' }).click();
  await expect(page.getByTestId('message-area')).toContainText('Disconnected from PingOne for Enterprise.');
  await expect(page.getByTestId('settings-setup').getByRole('heading', { name: 'Connect to PingOne for Enterprise' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
});

test('External Systems shows the PingOne connections with their status and PingOne for Enterprise; the identity repository page updates after asking', async ({ page, baseURL }) => {
  await signOn(page, 'Administrator', { at: '/system/external-systems' });
  await expect(page.getByRole('heading', { level: 1, name: 'External Systems' })).toBeVisible();
  const connections = page.getByRole('list', { name: 'PingOne Connections' });
  await expect(connections.getByRole('link', { name: 'Acme Production' })).toBeVisible();
  await expect(connections.getByRole('listitem').filter({ hasText: 'Acme Production' }).getByTestId(/^external-status-/)).not.toHaveText('Checking…');
  await expect(page.getByTestId('enterprise-state')).toHaveText('Not connected.');
  expect(await seriousFindingsInBothThemes(page)).toEqual([]);

  // Not connected: the identity repository page says so and leads to the connection.
  await page.goto('/pingOneIdentityRepository');
  await expect(page.getByRole('heading', { level: 1, name: 'PingOne Identity Repository' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not connected to PingOne for Enterprise' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connect on PingOne for Enterprise' })).toHaveAttribute('href', '/system/external-systems/pingone-for-enterprise');

  const connected = await adminApi(baseURL!, 'POST', CONNECT, { activationKey: await activationKey(), enablePingOneSso: true });
  expect(connected.status).toBe(200);
  try {
    await page.reload();
    await expect(page.getByTestId('identity-repository-state')).toHaveText('In step with this configuration');
    await page.getByRole('button', { name: 'Update PingOne Identity Repository' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toContainText('its users are then directed to this PingFederate for single sign-on');
    await dialog.getByRole('button', { name: 'Update PingOne Identity Repository' }).click();
    await expect(page.getByTestId('message-area')).toContainText('PingOne identity repository updated.');
    expect(await seriousFindingsInBothThemes(page)).toEqual([]);

    // An auditor sees the page, and the update disabled.
    await signOn(page, 'auditor', { at: '/pingOneIdentityRepository' });
    await expect(page.getByRole('button', { name: 'Update PingOne Identity Repository' })).toBeDisabled();
    await page.goto('/system/external-systems');
    await expect(page.getByTestId('enterprise-state')).toHaveText('In step with this configuration');
    // The crypto administrator reads neither.
    await signOn(page, 'crypto', { at: '/system/external-systems' });
    await expect(page.getByText('PingOne connections are for administrators.')).toBeVisible();
    await expect(page.getByText('PingOne for Enterprise is for administrators.')).toBeVisible();
  } finally {
    expect((await adminApi(baseURL!, 'POST', '/pingOneForEnterprise/disconnect')).status).toBe(200);
  }
});
