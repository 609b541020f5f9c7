// Messages from the embedded (legacy) page: honoured from that frame on this origin, ignored otherwise.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signOn } from './support/session';

let foreign: Server;
let foreignPort: number;

test.beforeAll(async () => {
  // Another origin whose page posts a forged message to whatever window frames it.
  foreign = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(`<!doctype html><title>Foreign</title><p>Foreign page</p>
<script>parent.postMessage({ type: 'showInfoMessage', message: 'Forged by another origin' }, '*');
parent.postMessage({ type: 'reloadNavMenu', target: '/security' }, '*');
parent.postMessage({ type: 'showRulesModal', nodeId: 'employees:1' }, '*');</script>`);
  });
  // A free port of the kernel's choosing, so parallel runs never collide.
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignPort = (foreign.address() as AddressInfo).port;
});
test.afterAll(async () => new Promise<void>((resolve) => foreign.close(() => resolve())));

/** The embedded page of Access Token Management's Scope Restrictions tab (SPEC 2.21), in the console's frame. */
async function legacyFrame(page: Page): Promise<Frame> {
  await page.goto('/applications/oauth/access-token-management');
  await page.getByRole('tab', { name: 'Scope Restrictions' }).click();
  await expect(page.frameLocator('iframe.legacy-frame').getByRole('button', { name: 'Select Exclusive Scopes' })).toBeVisible();
  const frame = page.frames().find((candidate) => candidate.url().includes('/app/legacy/accessTokenManagement'));
  if (!frame) throw new Error('no legacy frame');
  return frame;
}

const post = (frame: Frame, message: unknown) => frame.evaluate((data) => parent.postMessage(data, location.origin), message);

test('the legacy page can show messages, change the help link, reset the idle timer and reload the menu', async ({ page }) => {
  await signOn(page, 'Administrator');
  const frame = await legacyFrame(page);

  await post(frame, { type: 'showSaveMessage' });
  await expect(page.getByTestId('message-success')).toHaveText(/Settings saved\./);
  await post(frame, { type: 'showInfoMessage', message: 'Connection activated.' });
  await expect(page.getByTestId('message-info').filter({ hasText: 'Connection activated.' })).toBeVisible();

  await post(frame, { type: 'updateHelpUrl', url: 'https://docs.example.com/data-stores.html' });
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('menuitem', { name: 'Documentation' })).toHaveAttribute('href', 'https://docs.example.com/data-stores.html');
  await page.keyboard.press('Escape');
  // A script address is not a help link.
  await post(frame, { type: 'updateHelpUrl', url: 'javascript:alert(1)' });
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('menuitem', { name: 'Documentation' })).toHaveAttribute('href', 'https://docs.example.com/data-stores.html');
  await page.keyboard.press('Escape');

  // resetIdleTimer refetches notifications and banner data.
  const refetched = Promise.all([
    page.waitForRequest((request) => request.url().endsWith('/internal/notifications')),
    page.waitForRequest((request) => request.url().endsWith('/internal/activeAdministrators')),
  ]);
  await post(frame, { type: 'resetIdleTimer' });
  await refetched;

  // The Rules dialog opens for the node the message names (policy-rules-tab.spec.ts covers the Policies page's Rules tab).
  await post(frame, { type: 'showRulesModal', nodeId: 'employees:1' });
  const rulesDialog = page.getByRole('dialog', { name: 'Rules' });
  await expect(rulesDialog.getByText('Employee Sign-On: HTML Form Adapter (Node 1)')).toBeVisible();
  // As a person would: Escape once the dialog has taken the focus (it does so after it is drawn).
  await expect(rulesDialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(rulesDialog).toHaveCount(0);
  await post(frame, { type: 'showScopesSelectionModal', description: 'Allowed scopes', scopeType: 'commonScope', selectedScopes: ['openid'] });
  // The Scopes Selection dialog opens with the page's description (scopes-dialog.spec.ts covers the rest).
  const scopesDialog = page.getByRole('dialog', { name: 'Scopes Selection' });
  await expect(scopesDialog.getByText('Allowed scopes')).toBeVisible();
  await scopesDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(scopesDialog).toBeHidden();

  const reloaded = page.waitForRequest((request) => request.url().endsWith('/internal/uiSettings'));
  await post(frame, { type: 'reloadNavMenu', target: '/system' });
  await reloaded;
  await expect(page).toHaveURL(/\/system$/);
});

// The console's CSP (frame-src 'self') already stops the embedded frame from leaving for another
// origin; with it bypassed, the console's own origin and source checks must still hold.
test.describe('with the CSP bypassed', () => {
  test.use({ bypassCSP: true });

  test('messages from another origin, from another window, or malformed are ignored', async ({ page }) => {
    await page.clock.install();
    await signOn(page, 'Administrator');
    let frame = await legacyFrame(page);
    // From here the browser clock stands still, so no message dismisses itself (after 5 s): a forged
    // message shown by mistake stays on screen until the exact list below sees it.
    await page.clock.pauseAt(Date.now() + 1000);
    const shown = page.getByTestId('message-info').locator('.message__text');
    const markers: string[] = [];
    // A genuine message posted after a forged one: once it shows, the forged one had its chance.
    async function genuineMarker(): Promise<void> {
      markers.push(`Genuine message ${markers.length + 1}`);
      await post(frame, { type: 'showInfoMessage', message: markers.at(-1) });
      await expect(shown).toHaveText(markers);
    }

    // The console window itself (same origin, but not the embedded page) is not a sender.
    await page.evaluate(() => window.postMessage({ type: 'showInfoMessage', message: 'From the console window' }, location.origin));
    await genuineMarker();
    // Malformed: wrong field types, unknown type.
    await post(frame, { type: 'showInfoMessage', message: 42 });
    await post(frame, { type: 'deleteEverything' });
    await genuineMarker();

    // The embedded frame navigates to another origin, which posts to the console as it loads.
    await frame.goto(`http://127.0.0.1:${foreignPort}/`);
    await expect(page.frameLocator('iframe.legacy-frame').getByText('Foreign page')).toBeVisible();

    // Back on this origin, a genuine message arrives after all of the above.
    await frame.goto(new URL('/app/legacy/accessTokenManagement', page.url()).toString());
    frame = page.frames().find((candidate) => candidate.url().includes('/app/legacy/accessTokenManagement'))!;
    await genuineMarker();
    // Still on the tab the test chose (tabs have addresses).
    await expect(page).toHaveURL(/\/applications\/oauth\/access-token-management\?tab=scope-restrictions$/);
    // The forged showRulesModal (another origin) opened nothing either.
    await expect(page.getByRole('dialog', { name: 'Rules' })).toHaveCount(0);
  });
});

test("the console's Content-Security-Policy keeps another origin out of the embedded frame", async ({ page, browserMessages }) => {
  browserMessages.expect({ text: /frame-src|Framing .* violates/, reason: 'the test points the embedded frame at another origin, which the console\'s policy blocks' });
  await signOn(page, 'Administrator');
  const frame = await legacyFrame(page);
  await expect(frame.goto(`http://127.0.0.1:${foreignPort}/`)).rejects.toThrow(/ERR_BLOCKED_BY_CSP/);
});
