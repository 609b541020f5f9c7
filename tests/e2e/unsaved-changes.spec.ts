// The unsaved-changes guard (issue 16, item 3): a form with edits asks "Discard unsaved changes?"
// before a navigation, a tab change or a dialog's close would lose them; Keep editing stays with
// the edits, Discard changes goes on. One signed-on page for the file; each test leaves its form
// explicitly, as a user would.
import type { Page } from '@playwright/test';
import { sharedSignedOnPage } from './support/shared-page';
import { visit } from './support/session';
import { expect, test } from './support/test';

const signedOn = sharedSignedOnPage(test, 'Administrator');

const question = (page: Page) => page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

test('a generated form asks before a navigation link leaves it; Keep editing stays, Discard changes goes', async () => {
  const page = signedOn();
  // Both history entries made by the console's own links, as a user's are (Back goes to the first).
  await visit(page, '/system');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Virtual Host Names', exact: true }).click();
  await expect(page).toHaveURL(/\/virtual-hostnames$/);
  await nav.getByRole('link', { name: 'Virtual Issuers', exact: true }).click();
  await page.getByRole('button', { name: 'Add Virtual Issuer' }).first().click();
  // Opened and untouched: leaving asks nothing.
  await page.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(question(page)).toBeHidden();
  await page.getByRole('button', { name: 'Add Virtual Issuer' }).first().click();
  await page.getByLabel('Name').fill('Not saved');

  await nav.getByRole('link', { name: 'Virtual Host Names', exact: true }).click();
  await expect(question(page)).toBeVisible();
  await expect(question(page).getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await question(page).getByRole('button', { name: 'Keep editing' }).click();
  // The create form has its address (issue 37).
  await expect(page).toHaveURL(/\/virtual-issuers\/new$/);
  await expect(page.getByLabel('Name')).toHaveValue('Not saved');

  // Back asks too, and Escape keeps the edits (and the history entry).
  await page.goBack();
  await expect(question(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(/\/virtual-issuers\/new$/);
  await expect(page.getByLabel('Name')).toHaveValue('Not saved');

  await nav.getByRole('link', { name: 'Virtual Host Names', exact: true }).click();
  await question(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/virtual-hostnames$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Host Names' })).toBeVisible();
});

/** Makes the page's file reads (Blob arrayBuffer and text) wait until releaseFileReads. */
async function holdFileReads(page: Page): Promise<void> {
  await page.evaluate(() => {
    const held = window as unknown as { releaseFileReads?: () => void };
    const gate = new Promise<void>((resolve) => (held.releaseFileReads = resolve));
    const { arrayBuffer, text } = Blob.prototype;
    Blob.prototype.arrayBuffer = function (this: Blob) { return gate.then(() => arrayBuffer.call(this)); };
    Blob.prototype.text = function (this: Blob) { return gate.then(() => text.call(this)); };
    void gate.then(() => Object.assign(Blob.prototype, { arrayBuffer, text }));
  });
}

const releaseFileReads = (page: Page) => page.evaluate(() => (window as unknown as { releaseFileReads: () => void }).releaseFileReads());

test('a dialog with edits asks before Escape or Cancel closes it', async () => {
  const page = signedOn();
  await visit(page, '/authentication/integration/idp-connections');
  await page.getByRole('button', { name: 'Import Metadata' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Metadata' });
  // The file is chosen but not yet read (a busy machine, a large file): reads wait until released.
  await holdFileReads(page);
  await dialog.getByLabel('Metadata File').setInputFiles({ name: 'idp.xml', mimeType: 'application/xml', buffer: Buffer.from('<EntityDescriptor/>') });

  // Closed at once: the choice alone is an edit.
  await page.keyboard.press('Escape');
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeVisible();
  await releaseFileReads(page);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await question(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(question(page)).toBeHidden();
});

test('a tab change asks while the tab has a form with edits', async () => {
  const page = signedOn();
  await visit(page, '/system/oauth-settings/scope-management');
  await page.getByRole('button', { name: 'Add Common Scope' }).first().click();
  await page.getByLabel(/^Description/).fill('Not saved');

  await page.getByRole('tab', { name: 'Exclusive Scopes' }).click();
  await question(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByRole('tab', { name: 'Common Scopes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel(/^Description/)).toHaveValue('Not saved');

  await page.getByRole('tab', { name: 'Exclusive Scopes' }).click();
  await question(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('tab', { name: 'Exclusive Scopes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Add Exclusive Scope' }).first()).toBeVisible();
});

test('Virtual Host Names and Log Settings ask before a navigation drops their unsaved edits, like every form', async () => {
  const page = signedOn();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await visit(page, '/system/server/virtual-hostnames');
  await page.getByRole('button', { name: '+ Add' }).click();
  await page.getByRole('textbox', { name: /Host Domain Name/ }).last().fill('unsaved.example.com');
  await nav.getByRole('link', { name: 'Log Settings', exact: true }).click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByRole('textbox', { name: /Host Domain Name/ }).last()).toHaveValue('unsaved.example.com');
  await nav.getByRole('link', { name: 'Log Settings', exact: true }).click();
  await question(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log Settings' })).toBeVisible();

  const verbose = page.getByRole('checkbox', { name: /^Verbose / }).first();
  await verbose.click();
  await nav.getByRole('link', { name: 'Virtual Host Names', exact: true }).click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Host Names' })).toBeVisible();
  // Nothing was saved on either page.
  await nav.getByRole('link', { name: 'Log Settings', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});
