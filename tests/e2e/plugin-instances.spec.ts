// Plugin instances from descriptors, in a real browser: Password Credential Validators and Selectors
// made from page schemas. The chosen type's fields and tables, rows reordered by keyboard drag and by
// pointer drag, a server error in the cell it names, secrets kept encrypted when left blank.
import type { Page } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { seriousFindings, sidewaysOverflow } from './support/axe';
import { dragWithMouse, liftWithKeyboard } from './support/drag';
import { openFromNavigation, signOn, uniqueToken } from './support/session';
import { expect, test } from './support/test';

const rowOf = (page: Page, name: string) => page.getByTestId('table-row').filter({ hasText: name });
const cell = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('an administrator creates a RADIUS validator, reorders its servers, fixes the error the server names, edits and deletes it', async ({ page, baseURL, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/passwordCredentialValidators', reason: 'the test saves a server row without its shared secret' });
  const id = uniqueToken('e2ePcv').replace(/-/g, '');
  const name = `RADIUS ${id}`;
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'System', 'Password Credential Validators');
  await expect(rowOf(page, 'Local Test Users')).toContainText('Simple Username Password Credential Validator');

  await page.getByRole('button', { name: 'Create New Instance' }).click();
  await expect(page.getByText('Choose a type to see its configuration.')).toBeVisible();
  await page.getByLabel(/^Instance Name/).fill(name);
  await page.getByLabel(/^Instance ID/).fill(id);
  await page.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'RADIUS Username Password Credential Validator' }).click();
  await expect(page.getByLabel('NAS Identifier')).toHaveValue('PingFederate');

  for (const host of ['first.example.com', 'second.example.com']) {
    await page.getByRole('button', { name: 'Add RADIUS Servers' }).click();
    const n = host.startsWith('first') ? 1 : 2;
    await cell(page, `Hostname, RADIUS Servers ${n}`).fill(host);
  }
  await cell(page, 'Shared Secret, RADIUS Servers 1').fill('e2e-Shared-Secret-1');
  // Keyboard drag (dnd-kit): pick row 2 up by its handle, move it up, drop it.
  await liftWithKeyboard(page, page.getByRole('button', { name: 'Drag RADIUS Servers 2' }));
  await expect(page.getByText('Picked up RADIUS Servers 2.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('RADIUS Servers 2 is over position 1 of 2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(cell(page, 'Hostname, RADIUS Servers 1')).toHaveValue('second.example.com');

  // Row 1 (second.example.com) has no shared secret: the server names that very cell.
  await page.getByRole('button', { name: 'Save' }).click();
  const missing = cell(page, 'Shared Secret, RADIUS Servers 1');
  await expect(missing).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText("'Shared Secret' is required.")).toBeVisible();
  await missing.fill('e2e-Shared-Secret-2');
  await expect(missing).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password credential validator created.').last()).toBeVisible();

  const created = await adminApi<Record<string, any>>(baseURL!, 'GET', `/passwordCredentialValidators/${id}`);
  const rows = created.body.configuration.tables[0].rows;
  expect(rows.map((r: any) => r.fields[0].value)).toEqual(['second.example.com', 'first.example.com']);
  expect(rows.map((r: any) => r.fields.find((f: any) => f.name === 'Shared Secret'))).toEqual([
    { name: 'Shared Secret', encryptedValue: expect.any(String) },
    { name: 'Shared Secret', encryptedValue: expect.any(String) },
  ]);
  expect(JSON.stringify(created.body)).not.toContain('e2e-Shared-Secret');

  // Edit with the secrets left blank: they are kept.
  await rowOf(page, name).getByRole('button', { name: `Edit ${name}` }).click();
  await expect(cell(page, 'Shared Secret, RADIUS Servers 1')).toHaveValue('');
  await page.getByLabel('Timeout').fill('4000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Password Credential Validators', level: 1 })).toBeVisible();
  const edited = await adminApi<Record<string, any>>(baseURL!, 'GET', `/passwordCredentialValidators/${id}`);
  expect(edited.body.configuration.fields.find((f: any) => f.name === 'Timeout').value).toBe('4000');
  expect(edited.body.configuration.tables[0].rows[1].fields.find((f: any) => f.name === 'Shared Secret').encryptedValue).toEqual(expect.any(String));

  await rowOf(page, name).getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Password credential validator '${name}' deleted.`).last()).toBeVisible();
  expect((await adminApi(baseURL!, 'GET', `/passwordCredentialValidators/${id}`)).status).toBe(404);
});

test('an administrator reorders the networks of a CIDR selector with the pointer', async ({ page, baseURL }) => {
  const id = uniqueToken('e2eCidr').replace(/-/g, '');
  await adminApi(baseURL!, 'POST', '/authenticationSelectors', {
    id,
    name: `CIDR ${id}`,
    pluginDescriptorRef: { id: 'com.pingidentity.pf.selectors.cidr.CIDRAdapterSelector' },
    configuration: { tables: [{ name: 'Networks', rows: ['10.0.0.0/8', '192.168.0.0/16'].map((value) => ({ defaultRow: false, fields: [{ name: 'Network Range (CIDR notation)', value }] })) }] },
  });
  await signOn(page, 'Administrator');
  await openFromNavigation(page, 'Authentication', 'Selectors');
  await page.getByRole('searchbox', { name: 'Search selectors' }).fill(id);
  await rowOf(page, `CIDR ${id}`).getByRole('button', { name: `Edit CIDR ${id}` }).click();
  await dragWithMouse(page, page.getByRole('button', { name: 'Drag Networks 2' }), page.getByRole('button', { name: 'Drag Networks 1' }));
  await expect(cell(page, 'Network Range (CIDR notation), Networks 1')).toHaveValue('192.168.0.0/16');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Selectors', level: 1 })).toBeVisible();
  const saved = await adminApi<Record<string, any>>(baseURL!, 'GET', `/authenticationSelectors/${id}`);
  expect(saved.body.configuration.tables[0].rows.map((r: any) => r.fields[0].value)).toEqual(['192.168.0.0/16', '10.0.0.0/8']);
  await adminApi(baseURL!, 'DELETE', `/authenticationSelectors/${id}`);
});

test('the auditor sees plugin instances read-only', async ({ page }) => {
  await signOn(page, 'auditor');
  await openFromNavigation(page, 'System', 'Notification Publishers');
  await expect(rowOf(page, 'Corporate SMTP')).toContainText('SMTP Notification Publisher');
  await expect(page.getByRole('button', { name: 'Create New Instance' })).toHaveCount(0);
  await rowOf(page, 'Corporate SMTP').getByRole('button', { name: 'View Corporate SMTP' }).click();
  await expect(page.getByLabel('Email Server')).toBeDisabled();
  await expect(page.getByLabel('Email Server')).toHaveValue('smtp.example.com');
  await expect(page.getByRole('radiogroup', { name: 'Encryption Method' }).getByRole('radio', { name: 'STARTTLS' })).toBeChecked();
});

test('plugin forms pass axe with their tables, radio groups and advanced fields shown, and reflow at 320 px', async ({ page }) => {
  await signOn(page, 'Administrator');
  const forms = [
    { area: 'System', item: 'Password Credential Validators', row: 'Corporate RADIUS' },
    { area: 'System', item: 'Notification Publishers', row: 'Corporate SMTP' },
    { area: 'Applications', item: 'SP Adapters', row: 'Customer Portal OpenToken' },
  ];
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    for (const { area, item, row } of forms) {
      await page.goto('/');
      if (width === 320) await page.getByRole('button', { name: 'Menu' }).click();
      await openFromNavigation(page, area, item);
      await rowOf(page, row).getByRole('button', { name: `Edit ${row}` }).click();
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
      // A form with its sections as tabs (SP Adapters) shows the configuration on its own tab.
      const configurationTab = page.getByRole('tab', { name: 'Instance Configuration' });
      if (await configurationTab.count()) await configurationTab.click();
      await expect(page.getByTestId('plugin-configuration')).toBeVisible();
      const advanced = page.getByRole('button', { name: /^Show Advanced Fields/ });
      if (await advanced.count()) await advanced.click();
      // axe reads the form once (its content does not change with the width); 320 px checks the reflow.
      if (width === 320) expect(await sidewaysOverflow(page), `${item} at 320 px`).toEqual([]);
      else expect(await seriousFindings(page), item).toEqual([]);
    }
  }
});
