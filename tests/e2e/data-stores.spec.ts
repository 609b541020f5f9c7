// Data Stores, a polymorphic page from its page schema: the form's sections and fields follow the
// chosen type (JDBC, LDAP, CUSTOM), and Test Connection really connects: to a SQLite file this test
// makes (success) and to a port where nothing listens (a clear failure); an auditor may test too.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { adminApi } from './support/admin-api';
import { openFromNavigation, signOn, uniqueToken } from './support/session';
import { expect, test } from './support/test';

const rowOf = (page: Page, name: string) => page.getByTestId('table-row').filter({ hasText: name });

async function runTest(page: Page, name: string) {
  await page.getByRole('button', { name: `Test Connection ${name}` }).click();
  const dialog = page.getByTestId('row-action-test-connection');
  await expect(dialog.getByRole('heading', { name: `Test Connection: ${name}` })).toBeVisible();
  const outcome = dialog.getByTestId('row-action-outcome');
  await expect(outcome).toBeVisible({ timeout: 15_000 });
  return { dialog, outcome };
}

test('an administrator creates a JDBC store on a SQLite file, sees the fields follow the type, tests the connection and deletes it', async ({ page, baseURL }) => {
  const scratch = mkdtempSync(join(tmpdir(), 'e2e-data-stores-'));
  const file = join(scratch, 'users.db');
  const db = new Database(file);
  db.exec("CREATE TABLE users (name TEXT); INSERT INTO users VALUES ('joe');");
  db.close();
  const name = `Users ${uniqueToken('db')}`;
  try {
    await signOn(page, 'Administrator');
    await openFromNavigation(page, 'System', 'Data Stores');
    await expect(rowOf(page, 'Customer Database')).toContainText('jdbc:postgresql://db.example.com:5432/customers');
    await expect(rowOf(page, 'Corporate Directory')).toContainText('Directory (LDAP)');
    await expect(rowOf(page, 'Corporate Directory')).toContainText('ldap.example.com:389');

    await page.getByRole('button', { name: 'Add Data Store' }).click();
    const type = page.getByLabel(/^Type/);
    // No type yet: only the general section.
    await expect(page.getByRole('heading', { name: 'Connection', exact: true })).toHaveCount(0);

    await type.selectOption({ label: 'Directory (LDAP)' });
    await expect(page.getByRole('heading', { name: 'Connection', exact: true })).toBeVisible();
    await expect(page.getByLabel(/^Directory Type/)).toBeVisible();
    await expect(page.getByLabel(/^User DN/)).toBeVisible();
    await expect(page.getByLabel(/^Connection URL/)).toHaveCount(0);

    await type.selectOption({ label: 'Custom' });
    await expect(page.getByRole('heading', { name: 'Custom Data Store' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Authentication', exact: true })).toHaveCount(0);
    await expect(page.getByLabel(/^Directory Type/)).toHaveCount(0);

    await type.selectOption({ label: 'Database (JDBC)' });
    await expect(page.getByRole('heading', { name: 'Connection Pool' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Custom Data Store' })).toHaveCount(0);
    await expect(page.getByLabel(/^User DN/)).toHaveCount(0);
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Connection URL/).fill(`jdbc:sqlite:${file}`);
    await page.getByLabel(/^Driver Class/).fill('org.sqlite.JDBC');
    await page.getByLabel(/^Password/).fill('e2e-Db-Secret-1');
    await page.getByLabel(/^Validate Connection SQL/).fill('SELECT count(*) FROM users');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Data store created.').last()).toBeVisible();

    const row = rowOf(page, name);
    await expect(row).toContainText('Database (JDBC)');
    await expect(row).toContainText(`jdbc:sqlite:${file}`);
    const { dialog, outcome } = await runTest(page, name);
    await expect(outcome).toHaveAttribute('data-success', 'true');
    await expect(outcome).toHaveText(`Opened the SQLite database ${file} (read-only) and ran 'SELECT count(*) FROM users'.`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    const list = await adminApi<{ items: Record<string, any>[] }>(baseURL!, 'GET', '/dataStores');
    const stored = list.body.items.find((item) => item.name === name)!;
    expect(stored).toMatchObject({ type: 'JDBC', driverClass: 'org.sqlite.JDBC', encryptedPassword: expect.any(String) });
    expect(stored).not.toHaveProperty('password');

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
    await expect(rowOf(page, name)).toHaveCount(0);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

test('an auditor tests an LDAP store and reads why it could not connect', async ({ page, baseURL }) => {
  const listener = net.createServer();
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as net.AddressInfo;
  await new Promise((resolve) => listener.close(resolve));
  const name = `Closed LDAP ${uniqueToken('ldap')}`;
  const created = await adminApi<Record<string, any>>(baseURL!, 'POST', '/dataStores', { type: 'LDAP', name, ldapType: 'GENERIC', hostnames: [`127.0.0.1:${port}`], bindAnonymously: true });
  expect(created.status).toBe(201);
  try {
    await signOn(page, 'auditor');
    await openFromNavigation(page, 'System', 'Data Stores');
    await expect(page.getByRole('button', { name: 'Add Data Store' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
    const { outcome } = await runTest(page, name);
    await expect(outcome).toHaveAttribute('data-success', 'false');
    await expect(outcome).toHaveText(`Could not connect to 127.0.0.1:${port}: connection refused.`);
  } finally {
    await adminApi(baseURL!, 'DELETE', `/dataStores/${created.body.id}`);
  }
});
