// Token Signing Keys (SPEC 2.11, 4, 5, 8) against the real server: key sets created, edited and
// deleted through the screen by Administrator and crypto, looked at by an auditor, refused to
// useradmin; the static-keys warning on a server of its own.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminApi } from './support/admin-api';
import { seriousFindings as seriousFindingsIn } from './support/axe';
import { watchBrowserErrors } from './support/browser-errors';
import { openFromNavigation, signOn, uniqueName, uniqueToken } from './support/session';

const ROUTE = '/security/certificate-and-key-management/token-signing-keys';

interface Seeded {
  issuer: { id: string; name: string };
  rsa: string;
  ec256: string;
  /** An RSA key under automatic rotation: never offered (SPEC 5). */
  rotating: string;
}

/** A virtual issuer and two signing key pairs of the test's own, so runs never share them. */
async function seed(baseURL: string): Promise<Seeded> {
  const issuerName = uniqueName('TSK Issuer');
  const issuer = await adminApi<{ id: string; name: string }>(baseURL, 'POST', '/oauth/issuers', { name: issuerName, host: `${uniqueToken('tsk')}.example.com` });
  expect(issuer.status).toBe(201);
  const generate = async (keyAlgorithm: string, keySize: number) => {
    const answer = await adminApi<{ id: string }>(baseURL, 'POST', '/keyPairs/signing/generate', {
      commonName: uniqueToken(`tsk-${keyAlgorithm.toLowerCase()}`),
      organization: 'E2E',
      country: 'US',
      validDays: 30,
      keyAlgorithm,
      keySize,
    });
    expect(answer.status).toBe(201);
    return answer.body.id;
  };
  const rotating = await generate('RSA', 2048);
  const rotation = await adminApi(baseURL, 'PUT', `/keyPairs/signing/${rotating}/rotationSettings`, { creationBufferDays: 10, activationBufferDays: 5 });
  expect(rotation.status).toBe(200);
  return { issuer: issuer.body, rsa: await generate('RSA', 2048), ec256: await generate('EC', 256), rotating };
}

async function unseed(baseURL: string, seeded: Seeded) {
  await adminApi(baseURL, 'DELETE', `/oauth/issuers/${seeded.issuer.id}`);
  await adminApi(baseURL, 'DELETE', `/keyPairs/signing/${seeded.rsa}`);
  await adminApi(baseURL, 'DELETE', `/keyPairs/signing/${seeded.ec256}`);
  await adminApi(baseURL, 'DELETE', `/keyPairs/signing/${seeded.rotating}`);
}

const seriousFindings = (page: Page) => seriousFindingsIn(page, '[data-testid="token-signing-keys"], [data-testid="tsk-edit"], [data-testid="tsk-create"], [role="dialog"]', 'every rule');

for (const username of ['Administrator', 'crypto']) {
  test(`${username} creates, edits and deletes a key set`, async ({ page, context, baseURL }) => {
    const errors = await watchBrowserErrors(context);
    const seeded = await seed(baseURL!);
    const name = uniqueName('Key Set');
    try {
      await signOn(page, username);
      await openFromNavigation(page, 'Security', 'Token Signing Keys');
      await expect(page).toHaveURL(ROUTE);
      await expect(page.getByRole('heading', { level: 1, name: 'Token Signing Keys' })).toBeVisible();
      await expect(page.locator('iframe.legacy-frame')).toHaveCount(0);
      // The navigation id leads to the same screen, not to the legacy fallback.
      await page.goto('/tokenSigningKeys');
      await expect(page).toHaveURL(ROUTE);
      await expect(page.getByRole('heading', { level: 1, name: 'Token Signing Keys' })).toBeVisible();

      // The popup: a generated ID, Next only with a name.
      await page.getByRole('button', { name: '+ Add Key Set' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add Key Set' });
      await expect(dialog.getByLabel('ID', { exact: true })).toHaveValue(/^[a-z0-9]{26}$/);
      const id = await dialog.getByLabel('ID', { exact: true }).inputValue();
      await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('button', { name: 'Next' }).click();

      // The create page: Save checks the issuer and the RSA certificate first.
      const form = page.getByTestId('tsk-create');
      await expect(form.getByLabel('Name')).toHaveValue(name);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('At least one issuer is required.')).toBeVisible();
      await expect(form.getByText('An RSA active certificate is required.')).toBeVisible();
      await form.getByRole('checkbox', { name: new RegExp(seeded.issuer.name) }).check();
      const rsaActive = form.getByRole('combobox', { name: 'RSA Active Certificate' });
      // The generated RSA key is offered for RSA; an EC key and an RSA key under rotation are not.
      await expect(rsaActive.locator(`option[value="${seeded.rsa}"]`)).toHaveCount(1);
      await expect(rsaActive.locator(`option[value="${seeded.ec256}"]`)).toHaveCount(0);
      await expect(rsaActive.locator(`option[value="${seeded.rotating}"]`)).toHaveCount(0);
      await expect(form.getByRole('textbox', { name: 'RSA Active Key ID' })).toHaveCount(0);
      await rsaActive.selectOption(seeded.rsa);
      await form.getByRole('textbox', { name: 'RSA Active Key ID' }).fill('e2e-rsa');
      await form.getByRole('button', { name: 'Save' }).click();

      const card = page.getByTestId('entity-card').filter({ hasText: name });
      await expect(card).toContainText(id);
      await expect(card).toContainText(seeded.issuer.name);
      await expect(card).toContainText('RSA: e2e-rsa');

      // The server searches the names: the new set alone matches its own name.
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill(name.toUpperCase());
      await expect(page.getByTestId('entity-card')).toHaveCount(1);
      await search.fill(`${name} and more`);
      await expect(page.getByText(`No key set name contains '${name} and more'.`)).toBeVisible();
      await search.fill('');
      await expect(card).toBeVisible();

      // Edit: the ID is locked; a P-256 key is added.
      await card.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByTestId('tsk-edit');
      await expect(edit.getByLabel('ID', { exact: true })).not.toBeEditable();
      await edit.getByLabel('Description').fill('Edited by the e2e test');
      await edit.getByRole('combobox', { name: 'P-256 Active Certificate' }).selectOption(seeded.ec256);
      await edit.getByRole('textbox', { name: 'P-256 Active Key ID' }).fill('e2e-ec');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(card).toContainText('Edited by the e2e test');
      await expect(card).toContainText('P-256: e2e-ec');

      // Discard leaves the set as it was.
      await card.getByRole('button', { name: `Edit ${name}` }).click();
      await page.getByTestId('tsk-edit').getByLabel('Description').fill('Not kept');
      await page.getByRole('button', { name: 'Discard Changes' }).click();
      // Leaving with an edit asks first.
      await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();
      await expect(card).toContainText('Edited by the e2e test');

      // Delete asks first.
      await card.getByRole('button', { name: `Delete ${name}` }).click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toContainText('Are you sure you want to delete this Key Set?');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      // The card goes at once (the list reloads); the delete is done when the page says so. Only
      // then may the clean-up below look for leftovers, or it would race the browser's DELETE.
      await expect(page.getByTestId('message-success').filter({ hasText: 'Key Set deleted.' })).toBeVisible();
      await expect(card).toHaveCount(0);
      expect(errors).toEqual([]);
    } finally {
      const sets = await adminApi<{ items: { id: string; name: string }[] }>(baseURL!, 'GET', '/keyPairs/oauthOpenIdConnect/additionalKeySets');
      for (const set of sets.body.items.filter((item) => item.name === name)) await adminApi(baseURL!, 'DELETE', `/keyPairs/oauthOpenIdConnect/additionalKeySets/${set.id}`);
      await unseed(baseURL!, seeded);
    }
  });
}

test("a name taken meanwhile: the server's 422 lands on the fields and in the corner; the popup checks names on blur", async ({ page, context, baseURL, browserMessages }) => {
  browserMessages.expect({ status: 422, url: '/keyPairs/oauthOpenIdConnect/additionalKeySets', reason: 'the test saves a key set under a name taken meanwhile' });
  const errors = await watchBrowserErrors(context);
  const seeded = await seed(baseURL!);
  const name = uniqueName('Taken');
  let takenId: string | undefined;
  try {
    await signOn(page, 'crypto', { at: ROUTE });
    await page.getByRole('button', { name: '+ Add Key Set' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Key Set' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Next' }).click();
    const form = page.getByTestId('tsk-create');
    await form.getByRole('checkbox', { name: new RegExp(seeded.issuer.name) }).check();
    await form.getByRole('combobox', { name: 'RSA Active Certificate' }).selectOption(seeded.rsa);

    // Another administrator takes the name and the issuer while this page is open.
    const taken = await adminApi<{ id: string }>(baseURL!, 'POST', '/keyPairs/oauthOpenIdConnect/additionalKeySets', {
      name,
      issuers: [{ id: seeded.issuer.id }],
      signingKeys: { rsaActiveCertRef: { id: seeded.rsa } },
    });
    expect(taken.status).toBe(201);
    takenId = taken.body.id;
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('tsk-name')).toContainText('name is already in-use.');
    await expect(page.getByTestId('tsk-issuers')).toContainText(`is already used by key set '${name}'`);
    await expect(page.getByRole('status', { name: 'Messages' })).toContainText('name is already in-use.');
    await page.getByRole('button', { name: 'Discard Changes' }).click();
    // The refused key set was never saved: leaving asks, and the user discards it.
    await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).getByRole('button', { name: 'Discard changes' }).click();

    // Now the list knows the name: the popup says so when its Name field is left.
    await page.getByRole('button', { name: '+ Add Key Set' }).first().click();
    await dialog.getByLabel('Name').fill(name.toUpperCase());
    await dialog.getByLabel('Name').blur();
    await expect(dialog.getByText('name is already in-use.')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    if (takenId) await adminApi(baseURL!, 'DELETE', `/keyPairs/oauthOpenIdConnect/additionalKeySets/${takenId}`);
    await unseed(baseURL!, seeded);
  }
});

test('an auditor sees the key sets and changes nothing', async ({ page, context, baseURL }) => {
  const errors = await watchBrowserErrors(context);
  const seeded = await seed(baseURL!);
  const name = uniqueName('Audited Set');
  const created = await adminApi<{ id: string }>(baseURL!, 'POST', '/keyPairs/oauthOpenIdConnect/additionalKeySets', {
    name,
    issuers: [{ id: seeded.issuer.id }],
    signingKeys: { rsaActiveCertRef: { id: seeded.rsa }, rsaActiveKeyId: 'audited' },
  });
  expect(created.status).toBe(201);
  try {
    await signOn(page, 'auditor', { at: ROUTE });
    const card = page.getByTestId('entity-card').filter({ hasText: name });
    await expect(card).toContainText('RSA: audited');
    await expect(page.getByTestId('read-only-notice')).toBeVisible();
    await expect(page.getByRole('button', { name: '+ Add Key Set' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
    await card.getByRole('button', { name: `View ${name}` }).click();
    const view = page.getByTestId('tsk-edit');
    await expect(view.getByRole('heading', { name: 'View Key Set' })).toBeVisible();
    await expect(view.getByLabel('Name')).toBeDisabled();
    await expect(view.getByRole('combobox', { name: 'RSA Active Certificate' })).toHaveValue(seeded.rsa);
    await expect(view.getByRole('combobox', { name: 'RSA Active Certificate' })).toBeDisabled();
    await expect(view.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(await seriousFindings(page)).toEqual([]);
    await view.getByRole('button', { name: '← To key set list' }).click();
    await expect(card).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await adminApi(baseURL!, 'DELETE', `/keyPairs/oauthOpenIdConnect/additionalKeySets/${created.body.id}`);
    await unseed(baseURL!, seeded);
  }
});

test('useradmin is told it has no crypto privileges instead of an error page', async ({ page, context }) => {
  const errors = await watchBrowserErrors(context);
  await signOn(page, 'useradmin', { at: ROUTE });
  await expect(page.getByTestId('tsk-no-access')).toContainText('Your account does not have crypto admin privileges.');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '+ Add Key Set' })).toHaveCount(0);
  expect(await seriousFindings(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the list, the popup and the create page pass axe without serious findings', async ({ page, baseURL }) => {
  const seeded = await seed(baseURL!);
  try {
    await signOn(page, 'crypto', { at: ROUTE });
    await expect(page.getByRole('button', { name: '+ Add Key Set' }).first()).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByRole('button', { name: '+ Add Key Set' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Key Set' });
    await dialog.getByLabel('Name').fill(uniqueName('Axe'));
    expect(await seriousFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Next' }).click();
    const form = page.getByTestId('tsk-create');
    await expect(form.getByRole('combobox', { name: 'RSA Active Certificate' }).locator(`option[value="${seeded.rsa}"]`)).toHaveCount(1);
    expect(await seriousFindings(page)).toEqual([]);
    await form.getByRole('combobox', { name: 'RSA Active Certificate' }).selectOption(seeded.rsa);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('At least one issuer is required.')).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
  } finally {
    await unseed(baseURL!, seeded);
  }
});
