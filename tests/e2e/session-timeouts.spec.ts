// A timeout kept in minutes reads in the unit beside it (issue 37, item 4): PingFederate stores the
// session timeouts in minutes and their display unit apart; the form shows and takes the amount in
// that unit. The global session policy is one document for the server: this file has a server of its own.
import { adminApi } from './support/admin-api';
import { testWithOwnServer } from './support/own-server';
import { signOn } from './support/session';
import { expect } from './support/test';

const test = testWithOwnServer();
const GLOBAL = '/session/authenticationSessionPolicies/global';

test('the session timeouts read and are typed in their display unit, and are stored in minutes', async ({ page, baseURL }) => {
  const policy = { enableSessions: true, persistentSessions: false, hashUniqueUserKeyAttribute: false, idleTimeoutMins: 60, idleTimeoutDisplayUnit: 'MINUTES', maxTimeoutMins: 480, maxTimeoutDisplayUnit: 'HOURS' };
  expect((await adminApi(baseURL!, 'PUT', GLOBAL, policy)).status).toBe(200);
  await signOn(page, 'Administrator', { at: '/authentication/policies/sessions' });
  const max = page.getByLabel(/^Max Timeout$/);
  const maxUnit = page.getByLabel(/^Max Timeout Unit/);
  await expect(max).toHaveValue('8');
  await expect(maxUnit).toHaveValue('HOURS');
  await expect(page.getByLabel(/^Idle Timeout$/)).toHaveValue('60');

  // Another unit changes only how the amount reads.
  await maxUnit.selectOption('DAYS');
  await expect(max).toHaveValue('0.3333');
  await maxUnit.selectOption('MINUTES');
  await expect(max).toHaveValue('480');
  await maxUnit.selectOption('HOURS');
  await max.fill('9');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Global authentication session policy saved.')).toBeVisible();
  const saved = await adminApi<typeof policy>(baseURL!, 'GET', GLOBAL);
  expect(saved.body).toMatchObject({ maxTimeoutMins: 540, maxTimeoutDisplayUnit: 'HOURS', idleTimeoutMins: 60 });

  // No limit (-1) reads as it is, in any unit; an auditor sees the same amounts, read-only.
  expect((await adminApi(baseURL!, 'PUT', GLOBAL, { ...policy, maxTimeoutMins: -1, maxTimeoutDisplayUnit: 'DAYS' })).status).toBe(200);
  await signOn(page, 'auditor', { at: '/authentication/policies/sessions' });
  await expect(page.getByLabel(/^Max Timeout$/)).toHaveValue('-1');
  await expect(page.getByLabel(/^Max Timeout$/)).not.toBeEditable();
});
