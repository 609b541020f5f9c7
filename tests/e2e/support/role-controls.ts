/**
 * Checks, page by page in the browser, that a signed-in account's controls are enabled exactly
 * when the server would let it call their operations. Expectations come from the generated
 * operation refs (x-auth, x-roles) and the account's session; the role specs pin literal cases
 * beside them, so a broken generator cannot make both sides agree.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pageMessages } from '../../../generated/messages.gen';
import { operations } from '../../../generated/operations.gen';
import { pageRoutes } from '../../../generated/routes.gen';
import { mayCallOperation, type RoleHolder } from '../../../src/shared/operation-access';
import type { OperationRef, PageDefinition } from '../../../src/shared/page-model';
import { listedOrSample } from './sample-objects';
import { awaitsSetup } from './setup-pages';
import { visit } from './session';

export const READ_ONLY_NOTICE = 'Read-only: your account can view but not change this configuration.';

/** The signed-in account as the server describes it (roles, auditor flag). */
export async function signedInAccount(page: Page): Promise<RoleHolder> {
  const response = await page.request.get('/pf-admin-api/v1/internal/session', { headers: { 'X-XSRF-Header': 'PingFederate' } });
  expect(response.ok()).toBe(true);
  const session = (await response.json()) as RoleHolder & { username?: string };
  expect(session.username).toBeTruthy();
  return session;
}

/** Every page the generator built, with its definition. */
export async function builtPages(): Promise<PageDefinition[]> {
  expect(pageRoutes.length).toBeGreaterThan(0);
  return Promise.all(pageRoutes.map(async (route) => (await route.load()).default));
}

/** Checks every built page; the sweep grows with every page schema, and so does its time limit. */
export async function checkEveryBuiltPage(controls: RoleControls): Promise<void> {
  const pages = await builtPages();
  test.info().setTimeout(test.info().timeout + pages.length * 4_000);
  for (const definition of pages) await controls.checkBuiltPage(definition);
}

const text = (pageId: string, key: string) => {
  const value = pageMessages[`pages.${pageId}.${key}`];
  if (value === undefined) throw new Error(`no text pages.${pageId}.${key}`);
  return value;
};

/** Present (at least one, visible) or absent (none at all). */
async function expectPresent(locator: Locator, present: boolean): Promise<void> {
  if (present) await expect(locator.first()).toBeVisible();
  else await expect(locator).toHaveCount(0);
}

async function expectEnabled(locator: Locator, enabled: boolean): Promise<void> {
  if (enabled) await expect(locator).toBeEnabled();
  else await expect(locator).toBeDisabled();
}

/** The operations by which a page changes configuration (written out here, not taken from the runtime). */
function changesOf(definition: PageDefinition): OperationRef[] {
  const { create, update, delete: remove } = definition.operations;
  const own = [create, update, remove, ...(definition.actions ?? []).map((action) => action.operation), definition.setup?.form.operations.create];
  return [...own, ...(definition.tabs ?? []).flatMap((tab) => changesOf(tab.page))].filter((op): op is OperationRef => op !== undefined && op.method !== 'get');
}

export class RoleControls {
  constructor(
    readonly page: Page,
    readonly account: RoleHolder,
  ) {}

  may(operation: OperationRef | undefined): boolean {
    return operation !== undefined && mayCallOperation(this.account, operation);
  }

  /** Opens a built page and checks its notice and every control against the account's rights. */
  async checkBuiltPage(definition: PageDefinition): Promise<void> {
    await this.withObjects(definition);
    await visit(this.page, definition.route);
    await expect(this.page.getByRole('heading', { level: 1, name: definition.title, exact: true })).toBeVisible();
    const changes = changesOf(definition);
    // The page's data (its list, or its document) refused to the account's roles: the access notice, never also "you can view".
    const read = definition.operations.list ?? definition.operations.get;
    const refused = read !== undefined && !this.may(read);
    if (refused) await expect(this.page.getByTestId('no-access-notice')).toBeVisible();
    await this.expectNotice(!refused && changes.length > 0 && !changes.some((op) => this.may(op)));
    await this.checkView(this.page.locator('main'), definition);
  }

  /** A collection without demo objects (a page of schema files alone) gets one from the contract, so its rows' controls are checked too. */
  private async withObjects(definition: PageDefinition): Promise<void> {
    const list = definition.operations.list;
    if ((definition.view === 'table' || definition.view === 'cards') && list) await listedOrSample(new URL(this.page.url()).origin, list.path);
    for (const tab of definition.tabs ?? []) await this.withObjects(tab.page);
  }

  async expectNotice(shown: boolean): Promise<void> {
    const notice = this.page.getByTestId('read-only-notice');
    if (shown) await expect(notice).toHaveText(READ_ONLY_NOTICE);
    else await expect(notice).toHaveCount(0);
  }

  async checkView(scope: Locator, definition: PageDefinition): Promise<void> {
    switch (definition.view) {
      case 'cards':
        return this.checkCards(scope, definition);
      case 'table':
        return this.checkTable(scope, definition);
      case 'stringList':
        return this.checkStringList(scope, definition);
      case 'settingsTable':
        return this.checkSettingsTable(scope, definition);
      case 'settingsForm':
        return this.checkSettingsForm(scope, definition);
      case 'readonlyTable':
        return this.checkActions(scope, definition);
      case 'tabs':
        return this.checkTabs(scope, definition);
      case 'embedded':
        // The server page decides its own controls by the caller (legacy-pages tests); the frame is there.
        return expect(scope.locator('iframe.legacy-frame')).toBeVisible();
      default: {
        // A new view kind fails the build here until its controls are checked too.
        const unchecked: never = definition.view;
        throw new Error(`no role check for view kind ${String(unchecked)}`);
      }
    }
  }

  private async checkCards(scope: Locator, definition: PageDefinition): Promise<void> {
    const { create, update, delete: remove } = definition.operations;
    const cards = scope.getByTestId('entity-card');
    await expect(cards.first()).toBeVisible();
    await expectPresent(scope.getByRole('button', { name: text(definition.id, 'add'), exact: true }), this.may(create));
    await expectPresent(cards.getByRole('button', { name: /^Delete / }), this.may(remove));
    if (definition.card?.toggle) await expectEnabled(cards.first().getByRole('switch'), this.may(update));
    await this.checkEditForm(scope, cards.first(), update);
  }

  private async checkTable(scope: Locator, definition: PageDefinition): Promise<void> {
    const { list, create, update, delete: remove } = definition.operations;
    // A list the server refuses to the account's roles shows the access notice and no rows.
    await expectPresent(scope.getByTestId('no-access-notice'), !this.may(list));
    if (!this.may(list)) return expect(scope.getByTestId('table-row')).toHaveCount(0);
    const rows = scope.getByTestId('table-row');
    await expect(rows.first()).toBeVisible();
    await expectPresent(scope.getByRole('button', { name: text(definition.id, 'add'), exact: true }), this.may(create));
    await expectPresent(rows.getByRole('button', { name: /^Delete / }), this.may(remove));
    // A create-only collection (entity.createSchema) never opens a row.
    if (definition.entity?.createSchema) return expect(rows.getByRole('button', { name: /^(View|Edit) / })).toHaveCount(0);
    await this.checkEditForm(scope, rows.first(), update);
  }

  /** Edit or View on an object opens its form: editable with Save, or disabled without. */
  private async checkEditForm(scope: Locator, object: Locator, update: OperationRef | undefined): Promise<void> {
    const editable = this.may(update);
    await expect(object.getByRole('button', { name: editable ? /^View / : /^Edit / })).toHaveCount(0);
    await object.getByRole('button', { name: editable ? /^Edit / : /^View / }).click();
    const form = scope.locator('form');
    await expect(form).toBeVisible();
    await expectPresent(form.locator('input:not([type=search]):enabled, textarea:enabled'), editable);
    await expectPresent(form.getByRole('button', { name: 'Save', exact: true }), editable);
    await scope.locator('.back-link').click();
    await expect(form).toHaveCount(0);
  }

  private async checkStringList(scope: Locator, definition: PageDefinition): Promise<void> {
    const editable = this.may(definition.operations.update);
    const rows = scope.getByTestId('string-list-row');
    await expect(rows.first()).toBeVisible();
    await expectEnabled(rows.first().getByRole('textbox'), editable);
    await expectPresent(rows.getByRole('button', { name: /^Delete/ }), editable);
    await expectPresent(scope.getByRole('button', { name: text(definition.id, 'add'), exact: true }), editable);
    await expectPresent(scope.getByRole('button', { name: text(definition.id, 'save'), exact: true }), editable);
  }

  private async checkSettingsTable(scope: Locator, definition: PageDefinition): Promise<void> {
    const editable = this.may(definition.operations.update);
    const checkbox = scope.getByTestId('table-row').first().getByRole('checkbox');
    await expectEnabled(checkbox, editable);
    const save = scope.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();
    await expectPresent(scope.getByRole('button', { name: 'Cancel', exact: true }), editable);
    if (!editable) return;
    // A change makes Save available to those who may save; Cancel takes it back unsaved.
    await checkbox.click();
    await expect(save).toBeEnabled();
    await scope.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(save).toBeDisabled();
  }

  private async checkSettingsForm(scope: Locator, definition: PageDefinition): Promise<void> {
    // A document refused to the account's roles (SSL server settings for a non-crypto account): the access notice, no form.
    if (!this.may(definition.operations.get)) {
      await expect(scope.getByTestId('no-access-notice')).toBeVisible();
      return expect(scope.locator('form')).toHaveCount(0);
    }
    // Not set up yet (PingOne for Enterprise on a demo server): the setup form instead, for those its operation allows.
    if (await awaitsSetup(new URL(this.page.url()).origin, definition)) return this.checkSetup(scope, definition);
    const editable = this.may(definition.operations.update);
    const form = scope.locator('form');
    await expect(form).toBeVisible();
    await expectPresent(form.locator('input:not([type=search]):enabled, textarea:enabled'), editable);
    await expectEnabled(form.getByRole('button', { name: 'Save', exact: true }), editable);
  }

  /** A settings page's setup form: its fields and its button enabled exactly for those who may set up; no Save, no page actions. */
  private async checkSetup(scope: Locator, definition: PageDefinition): Promise<void> {
    const setup = definition.setup!.form;
    const allowed = this.may(setup.operations.create);
    const panel = scope.getByTestId('settings-setup');
    await expect(panel.getByRole('heading', { name: setup.title, exact: true })).toBeVisible();
    await expectPresent(panel.locator('input:enabled, textarea:enabled'), allowed);
    await expectEnabled(panel.getByRole('button', { name: text(setup.id, 'submit'), exact: true }), allowed);
    await expect(scope.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    for (const action of definition.actions ?? []) await expect(scope.getByRole('button', { name: text(definition.id, action.labelKey), exact: true })).toHaveCount(0);
  }

  private async checkActions(scope: Locator, definition: PageDefinition): Promise<void> {
    await expect(scope.getByTestId('table-row').first()).toBeVisible();
    for (const action of definition.actions ?? []) {
      await expectEnabled(scope.getByRole('button', { name: text(definition.id, action.labelKey), exact: true }), this.may(action.operation));
    }
  }

  private async checkTabs(scope: Locator, definition: PageDefinition): Promise<void> {
    for (const tab of definition.tabs ?? []) {
      await scope.getByRole('tab', { name: tab.label, exact: true }).click();
      await this.checkView(scope.getByRole('tabpanel'), tab.page);
    }
  }

  /** License (SPEC 2.9, 6): the import is offered exactly to those who may check and save a license. */
  async checkLicense(): Promise<void> {
    await visit(this.page, '/system/server/license');
    await expect(this.page.getByRole('heading', { level: 1, name: 'License Management' })).toBeVisible();
    await expect(this.page.getByTestId('license-empty').or(this.page.getByTestId('license-details'))).toBeVisible();
    const mayImport = this.may(operations.validateLicense) && this.may(operations.updateLicense);
    await expectPresent(this.page.getByTestId('license-import'), mayImport);
    await this.expectNotice(!mayImport);
  }

  /** Dashboard (SPEC 2.5): customizing one's own shortcuts is the account's own preference. */
  async checkDashboard(): Promise<void> {
    await visit(this.page, '/');
    await expect(this.page.getByTestId('shortcuts-panel')).toBeVisible();
    await expectEnabled(this.page.getByRole('button', { name: 'Customize Shortcuts' }), this.may(operations.updateShortcutPreferences));
  }
}
