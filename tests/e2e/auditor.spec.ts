import { expect, test } from './support/test';
import { signOn } from './support/session';

test('an auditor sees virtual issuers without any mutating control', async ({ page }) => {
  await signOn(page, 'auditor', { at: '/system/oauth-settings/virtual-issuers' });
  const cards = page.getByTestId('entity-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Virtual Issuer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);

  // Opening an issuer shows it read-only, with nothing to save.
  await cards.first().getByRole('button', { name: /^View / }).click();
  await expect(page.getByLabel('Name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('an auditor sees virtual host names without any mutating control', async ({ page }) => {
  await signOn(page, 'auditor', { at: '/system/server/virtual-hostnames' });
  await expect(page.getByTestId('string-list-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Add' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByTestId('string-list-row').getByRole('textbox').first()).toBeDisabled();
});
