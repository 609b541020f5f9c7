// Big forms and tables in Chromium. A plugin instance whose type describes 600 fields (PingFederate's HTML
// Form adapter has 65), beside one of 60 fields as the reference, in a copy of the product whose
// Password Credential Validators offer both types (built like the real product). Figures: from the
// click on Edit in the list to every field in the page and a frame painted (this INCLUDES the
// descriptor's GET from the local server; fields off screen are in the page but, by CSS
// content-visibility, not laid out until scrolled to; the form code was fetched by an earlier form),
// and per keystroke in a text field of the form: the work the key causes (from its input event until
// the event loop is free again: React's render and commit) and until the next frame (which waits
// for the frame clock too). A validator whose table holds 1,000 users (beside 100): from the click
// on Edit to its last row in the page, then the frame intervals while the page scrolls through it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { parse, stringify } from 'yaml';
import { copyProduct, generateAndBuild } from '../e2e/fixture-page/product-copy';
import { percentile } from './keystroke';
import { startServerProcess, type ServerProcess } from './server-process';

const PASSWORD = '2FederateM0re!';
const ROUTE = '/system/data-and-credential-stores/password-credential-validators';
const DESCRIPTORS = 'schemas/plugin-descriptors/password-credential-validators.descriptors.yaml';

export interface BigTableFigures {
  rows: number;
  openMs: number;
  /** Frame intervals while the page scrolls through the table (a smooth frame is 16.7 ms). */
  frame: { p50Ms: number; p95Ms: number; longest: number };
  elements: number;
}

export interface BigFormFigures {
  fields: number;
  openMs: number;
  keyWork: { p50Ms: number; p95Ms: number };
  keyToFrame: { p50Ms: number; p95Ms: number };
  elements: number;
}


/** How long a wait in the page may take before the bench fails, naming what never came (an evaluate has no timeout of its own). */
const GIVE_UP_MS = 60_000;

const TYPES = ['TEXT', 'TEXT', 'TEXT', 'TEXT', 'CHECK_BOX', 'SELECT', 'TEXT_AREA', 'RADIO_GROUP', 'TEXT', 'HASHED_TEXT'] as const;
const name = (i: number) => `Setting ${String(i + 1).padStart(3, '0')}`;

/** A plugin type of `count` fields of every kind (none advanced: all of them on screen at once). */
function bigDescriptor(count: number) {
  const options = ['one', 'two', 'three', 'four', 'five'].map((value) => ({ name: value, value }));
  return {
    id: `bench.BigForm${count}`,
    name: `Benchmark Form of ${count} Fields`,
    className: `bench.BigForm${count}`,
    attributeContract: ['username'],
    supportsExtendedContract: false,
    configDescriptor: {
      description: `A plugin type of ${count} fields, for the form benchmark.`,
      fields: Array.from({ length: count }, (_, i) => {
        const type = TYPES[i % TYPES.length];
        return { type, name: name(i), label: name(i), description: `Field ${i + 1} of ${count}.`, ...(type === 'SELECT' || type === 'RADIO_GROUP' ? { optionValues: options } : {}) };
      }),
      tables: [],
      actionDescriptors: [],
    },
  };
}

function valueOf(type: string, i: number): string {
  if (type === 'CHECK_BOX') return i % 2 ? 'true' : 'false';
  if (type === 'SELECT' || type === 'RADIO_GROUP') return 'three';
  return `value ${i + 1}`;
}

/** Opens the form of the `count`-field instance from the list (the page and the form code already loaded), then types in it. */
async function measure(page: Page, count: number, keys: number): Promise<BigFormFigures> {
  const edit = page.getByRole('button', { name: `Edit Benchmark ${count}`, exact: true });
  await edit.waitFor();
  const last = `[data-testid="plugin-field-${name(count - 1)}"]`;
  // As a string: tsx would name the nested arrow functions with a helper the page does not have.
  const openMs = (await page.evaluate(`new Promise((resolve, reject) => {
    const button = document.querySelector('button[aria-label="Edit Benchmark ${count}"]');
    const start = performance.now();
    const check = () => (document.querySelector('${last}') ? requestAnimationFrame(() => resolve(performance.now() - start)) : performance.now() - start > ${GIVE_UP_MS} ? reject(new Error('no ${last} in the page')) : requestAnimationFrame(check));
    button.click();
    requestAnimationFrame(check);
  })`)) as number;
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);

  // A text field in the middle of the form; each key's work and its next frame, measured in the page.
  const field = page.getByLabel(name(Math.floor(count / 2) - 2), { exact: true });
  await field.click();
  await page.evaluate(`(() => {
    const samples = (window.keySamples = []);
    document.addEventListener('input', () => {
      const start = performance.now();
      const sample = { work: 0, frame: 0 };
      setTimeout(() => (sample.work = performance.now() - start));
      requestAnimationFrame(() => setTimeout(() => (sample.frame = performance.now() - start)));
      samples.push(sample);
    }, true);
  })()`);
  for (let i = 0; i < keys; i++) await page.keyboard.type(String.fromCharCode(97 + (i % 26)), { delay: 40 });
  await page.waitForTimeout(100);
  const samples = await page.evaluate(() => (window as unknown as { keySamples: { work: number; frame: number }[] }).keySamples);
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The keys left edits, so the unsaved-changes guard asks before the form closes.
  const guard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await guard.or(page.getByRole('button', { name: `Edit Benchmark ${count}`, exact: true })).first().waitFor();
  if (await guard.isVisible()) await guard.getByRole('button', { name: 'Discard changes' }).click();
  const work = samples.map((s) => s.work);
  const frame = samples.map((s) => s.frame);
  return { fields: count, openMs, elements, keyWork: { p50Ms: percentile(work, 50), p95Ms: percentile(work, 95) }, keyToFrame: { p50Ms: percentile(frame, 50), p95Ms: percentile(frame, 95) } };
}

/** A Simple Username validator of `count` users (PingFederate's table of local users). */
function usersInstance(count: number) {
  const user = (i: number) => ({
    defaultRow: false,
    fields: [
      { name: 'Username', value: `user${i}` },
      { name: 'Password', value: `Bench-Password-${i}` },
      { name: 'Confirm Password', value: `Bench-Password-${i}` },
      { name: 'Relax Password Requirements', value: 'false' },
    ],
  });
  return {
    id: `benchUsers${count}`,
    name: `Benchmark Users ${count}`,
    pluginDescriptorRef: { id: 'org.sourceid.saml20.domain.SimpleUsernamePasswordCredentialValidator' },
    configuration: { fields: [], tables: [{ name: 'Users', rows: Array.from({ length: count }, (_, i) => user(i)) }] },
  };
}

/** Opens the instance with the `count`-row table, then scrolls the page through it, timing frames. */
async function measureTable(page: Page, count: number): Promise<BigTableFigures> {
  const label = `Edit Benchmark Users ${count}`;
  const openMs = (await page.evaluate(`new Promise((resolve, reject) => {
    const button = document.querySelector('button[aria-label="${label}"]');
    const start = performance.now();
    const check = () => (document.querySelector('[aria-label="Username, Users ${count}"]') ? requestAnimationFrame(() => resolve(performance.now() - start)) : performance.now() - start > ${GIVE_UP_MS} ? reject(new Error('no row ${count} (aria-label "Username, Users ${count}") in the page')) : requestAnimationFrame(check));
    button.click();
    requestAnimationFrame(check);
  })`)) as number;
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const frames = (await page.evaluate(`new Promise((resolve) => {
    const gaps = [];
    let last = performance.now();
    const table = document.querySelector('table.row-table__table');
    const end = table.getBoundingClientRect().bottom + window.scrollY;
    const tick = (now) => {
      gaps.push(now - last);
      last = now;
      window.scrollBy(0, 120);
      if (window.scrollY + window.innerHeight < end) requestAnimationFrame(tick);
      else resolve(gaps.slice(1));
    };
    requestAnimationFrame(tick);
  })`)) as number[];
  await page.getByRole('button', { name: 'Cancel' }).click();
  return { rows: count, openMs, elements, frame: { p50Ms: percentile(frames, 50), p95Ms: percentile(frames, 95), longest: Math.max(...frames) } };
}

/** Creates a password credential validator through the API, as a script does. */
async function createValidator(server: ServerProcess, body: { id: string } & Record<string, unknown>): Promise<void> {
  const answer = await fetch(`${server.base}/passwordCredentialValidators`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`Administrator:${PASSWORD}`).toString('base64')}`, 'content-type': 'application/json', 'x-xsrf-header': 'PingFederate' },
    body: JSON.stringify(body),
  });
  if (answer.status !== 201) throw new Error(`creating ${body.id} answered ${answer.status}: ${await answer.text()}`);
}

/** Builds the product copy, starts its server, measures each size (the first is the reference). */
export async function measureBigForms(sizes: number[], keys: number, tableSizes: number[] = []): Promise<{ forms: BigFormFigures[]; tables: BigTableFigures[] }> {
  const out = mkdtempSync(join(tmpdir(), 'bench-big-form-'));
  copyProduct(out);
  const file = join(out, DESCRIPTORS);
  const set = parse(readFileSync(file, 'utf8'));
  set.descriptors.push(...sizes.map(bigDescriptor));
  writeFileSync(file, stringify(set, { aliasDuplicateObjects: false }));
  await generateAndBuild(out);

  const server = await startServerProcess(out, join(out, 'data'));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const count of sizes) {
      const descriptor = bigDescriptor(count);
      await createValidator(server, {
        id: `bench${count}`,
        name: `Benchmark ${count}`,
        pluginDescriptorRef: { id: descriptor.id },
        configuration: { fields: descriptor.configDescriptor.fields.map((f, i) => ({ name: f.name, value: valueOf(f.type, i) })), tables: [] },
      });
    }
    for (const count of tableSizes) await createValidator(server, usersInstance(count));
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // A step that never comes fails the bench instead of holding it (playwright-core waits forever by default).
    page.setDefaultTimeout(60_000);
    await page.goto(`${server.origin}/login`);
    await page.getByLabel('Username').fill('Administrator');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign On' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.goto(`${server.origin}${ROUTE}`);
    // A first form opened and left, so no figure pays for fetching the form code (once per page load).
    await measure(page, sizes[0], 1);
    const forms: BigFormFigures[] = [];
    for (const count of sizes) forms.push(await measure(page, count, keys));
    const tables: BigTableFigures[] = [];
    for (const count of tableSizes) tables.push(await measureTable(page, count));
    return { forms, tables };
  } finally {
    await browser.close();
    await server.stop();
  }
}
