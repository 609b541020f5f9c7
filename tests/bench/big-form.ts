// Big forms in Chromium: a plugin instance whose type describes 600 fields (PingFederate's HTML
// Form adapter has 65), beside one of 60 fields as the reference, in a copy of the product whose
// Password Credential Validators offer both types (built like the real product). Figures: from the
// click on Edit in the list to every field in the page and a frame painted (this INCLUDES the
// descriptor's GET from the local server; fields off screen are in the page but, by CSS
// content-visibility, not laid out until scrolled to; the form code was fetched by an earlier form),
// and per keystroke in a text field of the form: the work the key causes (from its input event until
// the event loop is free again: React's render and commit) and until the next frame (which waits
// for the frame clock too).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { parse, stringify } from 'yaml';
import { copyProduct, generateAndBuild } from '../e2e/fixture-page/product-copy';
import { startServerProcess } from './server-process';

const PASSWORD = '2FederateM0re!';
const ROUTE = '/system/data-and-credential-stores/password-credential-validators';
const DESCRIPTORS = 'schemas/plugin-descriptors/password-credential-validators.descriptors.yaml';

export interface BigFormFigures {
  fields: number;
  openMs: number;
  keyWork: { p50Ms: number; p95Ms: number };
  keyToFrame: { p50Ms: number; p95Ms: number };
  elements: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

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
  const openMs = (await page.evaluate(`new Promise((resolve) => {
    const button = document.querySelector('button[aria-label="Edit Benchmark ${count}"]');
    const start = performance.now();
    const check = () => (document.querySelector('${last}') ? requestAnimationFrame(() => resolve(performance.now() - start)) : requestAnimationFrame(check));
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
  const work = samples.map((s) => s.work);
  const frame = samples.map((s) => s.frame);
  return { fields: count, openMs, elements, keyWork: { p50Ms: percentile(work, 50), p95Ms: percentile(work, 95) }, keyToFrame: { p50Ms: percentile(frame, 50), p95Ms: percentile(frame, 95) } };
}

/** Builds the product copy, starts its server, measures each size (the first is the reference). */
export async function measureBigForms(sizes: number[], keys: number): Promise<BigFormFigures[]> {
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
    const auth = `Basic ${Buffer.from(`Administrator:${PASSWORD}`).toString('base64')}`;
    for (const count of sizes) {
      const descriptor = bigDescriptor(count);
      const body = {
        id: `bench${count}`,
        name: `Benchmark ${count}`,
        pluginDescriptorRef: { id: descriptor.id },
        configuration: { fields: descriptor.configDescriptor.fields.map((f, i) => ({ name: f.name, value: valueOf(f.type, i) })), tables: [] },
      };
      const answer = await fetch(`${server.base}/passwordCredentialValidators`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json', 'x-xsrf-header': 'PingFederate' }, body: JSON.stringify(body) });
      if (answer.status !== 201) throw new Error(`creating the ${count}-field instance answered ${answer.status}: ${await answer.text()}`);
    }
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.origin}/login`);
    await page.getByLabel('Username').fill('Administrator');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign On' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.goto(`${server.origin}${ROUTE}`);
    // A first form opened and left, so no figure pays for fetching the form code (once per page load).
    await measure(page, sizes[0], 1);
    const figures: BigFormFigures[] = [];
    for (const count of sizes) figures.push(await measure(page, count, keys));
    return figures;
  } finally {
    await browser.close();
    await server.stop();
  }
}
