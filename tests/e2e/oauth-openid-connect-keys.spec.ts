// OAuth and OpenID Connect Keys (issue 37, item 2): the static keys page that Token Signing Keys'
// warning leads to, so a server whose static keys are off is no dead end. Its own server: it turns
// the demo's static keys off and on again.
import { testWithOwnServer } from './support/own-server';
import { seriousFindingsInBothThemes } from './support/axe';
import { expect } from './support/test';
import { signOn } from './support/session';

const test = testWithOwnServer();
const KEYS = '/security/certificate-and-key-management/oauth-openid-connect-keys';
const TOKEN_SIGNING_KEYS = '/security/certificate-and-key-management/token-signing-keys';

test('static keys turned off show Token Signing Keys\' warning, whose link leads to the page that turns them on', async ({ page }) => {
  await signOn(page, 'crypto', { at: KEYS });
  const enable = page.getByRole('checkbox', { name: 'Enable Static Keys' });
  await expect(enable).toBeChecked();
  const rsaActive = page.getByTestId('field-rsaActiveCertRef.id').getByRole('combobox', { name: 'Active Key' });
  await expect(rsaActive).toHaveValue(/\(token-signing-rsa\)$/);
  expect(await seriousFindingsInBothThemes(page, 'main')).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: 'test-results/screenshots/oauth-openid-connect-keys.png', fullPage: true });

  await enable.uncheck();
  // Off, the keys are not used: their fields go.
  await expect(page.getByRole('combobox', { name: 'Active Key' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('OAuth and OpenID Connect keys saved.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Token Signing Keys', exact: true }).click();
  const warning = page.getByTestId('tsk-static-keys-warning');
  await expect(warning).toContainText('Token Signing Keys requires OAuth and OpenID Connect static keys to be enabled.');
  await warning.getByRole('link', { name: 'Turn them on in OAuth and OpenID Connect Keys.' }).click();
  await expect(page).toHaveURL(new RegExp(`${KEYS}$`));

  // The keys went with the fields that hid them (a hidden field's value is not kept): choose the RSA one again.
  await enable.check();
  await rsaActive.click();
  await page.getByRole('option', { name: /\(token-signing-rsa\)$/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  // The first save's message may still show beside this one's.
  await expect(page.getByText('OAuth and OpenID Connect keys saved.').last()).toBeVisible();
  await page.goto(TOKEN_SIGNING_KEYS);
  await expect(page.getByRole('heading', { level: 1, name: 'Token Signing Keys' })).toBeVisible();
  await expect(page.getByTestId('tsk-static-keys-warning')).toHaveCount(0);
});

test('the server refuses a key of another algorithm in a slot, on the field, and saves nothing', async ({ page, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/keyPairs/oauthOpenIdConnect', reason: 'an EC key chosen for the RSA slot' });
  await signOn(page, 'Administrator', { at: KEYS });
  await page.getByTestId('field-rsaActiveCertRef.id').getByRole('combobox', { name: 'Active Key' }).click();
  await page.getByRole('option', { name: /\(token-signing-p256\)$/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('field-rsaActiveCertRef.id')).toContainText('The RSA certificate must be an RSA key of at least 2048 bits.');
  await page.reload();
  await expect(page.getByTestId('field-rsaActiveCertRef.id').getByRole('combobox', { name: 'Active Key' })).toHaveValue(/\(token-signing-rsa\)$/);
});
