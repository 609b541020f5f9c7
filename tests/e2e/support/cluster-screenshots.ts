// Screenshots of Cluster Management on a real cluster, for a person to look at (not a test):
//   npx tsx tests/e2e/support/cluster-screenshots.ts [outDir] [basePort]
// Administrator on the active console (both tabs, settings, dashboard), the passive console, an
// auditor, a crypto-only administrator, an engine out of contact, and a standalone server.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startCluster } from '../../../scripts/lib/cluster-launcher';
import { adminApi } from './admin-api';
import { DEMO_PASSWORD } from './session';
import { spawnServer } from './spawn-server';

const outDir = process.argv[2] ?? '/work/shots';
const basePort = Number(process.argv[3] ?? 9315);
const ROUTE = '/system/server/cluster-management';
const HEARTBEAT_MS = 300;

async function signedIn(browser: Browser, baseURL: string, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1360, height: 860 } });
  const page = await context.newPage();
  page.on('console', (message) => message.type() === 'error' && console.error(`[${username}] ${message.text()}`));
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign On' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(outDir, `cluster-${name}.png`), fullPage: true });
  console.log(`cluster-${name}.png`);
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'fc-shots-cluster-'));
  const cluster = await startCluster({ engines: 2, basePort, dir, demo: true, heartbeatMs: HEARTBEAT_MS });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const [active, passive, , engine2] = cluster.nodes;
    const admin = await signedIn(browser, active.url, 'Administrator');
    await admin.goto(ROUTE);
    await admin.getByRole('table', { name: 'Cluster nodes' }).waitFor();
    await shot(admin, 'admin-active-replication-required');
    await admin.getByRole('button', { name: 'Replicate' }).click();
    await admin.getByText('Cluster nodes notified of new configuration.').waitFor();
    await admin.waitForFunction(() => document.querySelectorAll('[data-tone="success"]').length >= 2, undefined, { timeout: 20_000 });
    await shot(admin, 'admin-active-replicated');
    await admin.getByRole('tab', { name: 'Admin Consoles' }).click();
    await shot(admin, 'admin-consoles-tab');
    await admin.getByRole('button', { name: 'Settings' }).click();
    await admin.getByRole('checkbox', { name: 'Replicate OAuth Clients when saved' }).check();
    await shot(admin, 'settings');

    const passivePage = await signedIn(browser, passive.url, 'Administrator');
    await passivePage.getByRole('button', { name: 'Switch to Active' }).waitFor();
    await passivePage.getByRole('table', { name: 'Cluster nodes' }).waitFor();
    await shot(passivePage, 'passive-console');
    await passivePage.getByRole('tab', { name: 'Admin Consoles' }).click();
    await shot(passivePage, 'passive-console-admin-consoles');
    await passivePage.getByRole('button', { name: 'Switch to Active' }).click();
    await shot(passivePage, 'passive-console-switch-dialog');
    await passivePage.getByRole('button', { name: 'No' }).click();

    await adminApi(active.url, 'POST', '/oauth/issuers', { name: 'Shots issuer', host: 'auth.example.com' });
    const auditor = await signedIn(browser, active.url, 'auditor');
    await auditor.goto(ROUTE);
    await auditor.getByRole('table', { name: 'Cluster nodes' }).waitFor();
    await shot(auditor, 'auditor');
    const crypto = await signedIn(browser, active.url, 'crypto');
    await crypto.goto(ROUTE);
    await crypto.getByRole('dialog', { name: 'Unauthorized' }).waitFor();
    await shot(crypto, 'limited-role-unauthorized');

    // An engine that stops answering: out of contact after 3 missed heartbeats, in the table and the banner.
    await engine2.kill();
    await admin.goto(ROUTE);
    await admin.getByTestId('out-of-contact').first().waitFor({ timeout: 30_000 });
    await shot(admin, 'engine-out-of-contact');
    await admin.goto('/');
    await admin.getByTestId('cluster-node').first().waitFor();
    await admin.getByTestId('cluster-panel').scrollIntoViewIfNeeded();
    await shot(admin, 'dashboard');
  } finally {
    await browser.close();
    await cluster.dispose();
    rmSync(dir, { recursive: true, force: true });
  }

  const standalone = await spawnServer({ demo: true });
  const browser2 = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await signedIn(browser2, standalone.url, 'Administrator');
    await page.goto(ROUTE);
    await page.getByTestId('cluster-standalone').waitFor();
    await shot(page, 'standalone');
  } finally {
    await browser2.close();
    await standalone.dispose();
  }
}

await main();
