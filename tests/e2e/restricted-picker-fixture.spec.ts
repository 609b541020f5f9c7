// A picker whose reference restricts its target, on fixture pages made only of contract paths and
// page schemas (tests/e2e/fixture-page: Reference Labels and Reference Label Sets): a label set may
// name public labels only. The list of labels cannot filter by audience, so the picker drops the
// internal ones from each page it loads, past the pages that hold none.
import { expect, test } from './support/test';
import { adminApi } from './support/admin-api';
import { openFromNavigation, uniqueToken } from './support/session';
import { sharedSignedOnPage } from './support/shared-page';

const fixtureUrl = `http://127.0.0.1:${Number(process.env.E2E_FIXTURE_PORT ?? 9778)}`;
test.use({ baseURL: fixtureUrl });
const signedOn = sharedSignedOnPage(test, 'Administrator', async () => fixtureUrl);

const run = uniqueToken('lbl');
// 50 labels of this run, three server pages of 20: public ones on the first and the third page only.
const labels = Array.from({ length: 50 }, (_, index) => ({ name: `${run}-${String(index).padStart(2, '0')}`, audience: [2, 45, 47].includes(index) ? 'PUBLIC' : 'INTERNAL' }));
const publicNames = labels.filter((label) => label.audience === 'PUBLIC').map((label) => label.name);

test.beforeAll(async () => {
  for (const label of labels) expect((await adminApi(fixtureUrl, 'POST', '/referenceLabels', label)).status).toBe(201);
});

test('the picker offers only public labels, on every page of the list, and the set saves with them', async () => {
  const page = signedOn();
  await openFromNavigation(page, 'System', 'Reference Label Sets');
  // The section the two pages declare (navigation.section), both in the order of their page ids.
  const section = page.getByRole('navigation', { name: 'Main navigation' }).locator('.nav-section').filter({ has: page.getByText('Reference Data', { exact: true }) });
  await expect(section.getByRole('link')).toHaveText(['Reference Label Sets', 'Reference Labels']);
  await page.getByRole('button', { name: 'Add Reference Label Set' }).first().click();
  const picker = page.getByTestId('picker-labels');
  await picker.getByRole('searchbox').fill(run);
  const available = picker.getByRole('list', { name: 'Available Public Labels' });
  await expect(available.getByTestId('picker-name')).toHaveText(publicNames);
  await expect(available).toHaveAttribute('aria-busy', 'false');
  await expect(available.getByText(`${run}-00`, { exact: true })).toHaveCount(0);
  // No search: the run's public labels are among those offered, no internal one is.
  await picker.getByRole('searchbox').fill('');
  await expect(available.getByTestId('picker-name').first()).toBeVisible();
  for (const name of await available.getByTestId('picker-name').allTextContents()) expect(labels.find((label) => label.name === name)?.audience ?? 'PUBLIC').toBe('PUBLIC');

  await picker.getByRole('searchbox').fill(run);
  await expect(available.getByTestId('picker-name')).toHaveText(publicNames);
  await page.getByLabel(/^Name/).fill(`Set ${run}`);
  await picker.getByRole('button', { name: `Add ${publicNames[2]}` }).click();
  await picker.getByRole('button', { name: `Add ${publicNames[0]}` }).click();
  await expect(picker.getByRole('list', { name: 'Selected Labels' }).getByTestId('picker-name')).toHaveText([publicNames[2], publicNames[0]]);
  await expect(available.getByTestId('picker-name')).toHaveText([publicNames[1]]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reference label set created.')).toBeVisible();

  const sets = await adminApi<{ items: { name: string; labels: string[] }[] }>(fixtureUrl, 'GET', '/referenceLabelSets');
  expect(sets.body.items.find((set) => set.name === `Set ${run}`)?.labels).toEqual([publicNames[2], publicNames[0]]);
});

test('a stored label that is no longer public stays selected as stored, is not offered again, and the save names it at the field', async ({ browserMessages }) => {
  const page = signedOn();
  const [kept, demoted] = [labels[2], labels[45]];
  const setName = `Demoted ${run}`;
  expect((await adminApi(fixtureUrl, 'POST', '/referenceLabelSets', { name: setName, labels: [kept.name, demoted.name] })).status).toBe(201);
  expect((await adminApi(fixtureUrl, 'PUT', `/referenceLabels/${demoted.name}`, { ...demoted, audience: 'INTERNAL' })).status).toBe(200);

  await openFromNavigation(page, 'System', 'Reference Label Sets');
  await page.reload();
  await page.getByTestId('entity-card').filter({ hasText: setName }).getByRole('button', { name: `Edit ${setName}` }).click();
  const picker = page.getByTestId('picker-labels');
  const selected = picker.getByRole('list', { name: 'Selected Labels' });
  const available = picker.getByRole('list', { name: 'Available Public Labels' });
  await expect(selected.getByTestId('picker-name')).toHaveText([kept.name, demoted.name]);
  await picker.getByRole('searchbox').fill(run);
  await expect(available.getByTestId('picker-name')).toHaveText([labels[47].name]);

  browserMessages.expect({ status: 422, url: '/referenceLabelSets/', reason: 'the set still names a label that is internal now' });
  await page.getByRole('button', { name: 'Save' }).click();
  // The server's message, in the pages' words, under the picker.
  await expect(page.getByTestId('field-labels')).toContainText(`Label '${demoted.name}' has the Audience Internal; choose one whose Audience is Public.`);

  // Made available, it is not offered: the target does not allow it.
  await picker.getByRole('button', { name: `Remove ${demoted.name}` }).click();
  await expect(selected.getByTestId('picker-name')).toHaveText([kept.name]);
  await expect(available.getByTestId('picker-name')).toHaveText([labels[47].name]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reference label set saved.')).toBeVisible();
  const sets = await adminApi<{ items: { name: string; labels: string[] }[] }>(fixtureUrl, 'GET', '/referenceLabelSets');
  expect(sets.body.items.find((set) => set.name === setName)?.labels).toEqual([kept.name]);
});
