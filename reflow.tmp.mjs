import { chromium } from '@playwright/test';
const base = process.env.BASE;
const user = process.env.USER_NAME || 'Administrator';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
await context.addCookies([{ name: 'fc_tour_dismissed', value: 'true', url: base }]);
const page = await context.newPage();
const problems = [];
page.on('console', (m) => { if (m.type() === 'error') problems.push(`console ${m.text()}`); });
await page.goto(base + '/login');
await page.getByLabel('Username').fill(user);
await page.getByLabel('Password').fill('2FederateM0re!');
await page.getByRole('button', { name: 'Sign On' }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
await page.locator('.nav-area__toggle').first().waitFor();
// Every leaf of the navigation: open each area.
for (const toggle of await page.locator('.nav-area__toggle').all()) if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
const routes = ['/', ...new Set(await page.locator('.nav a').evaluateAll((links) => links.map((a) => new URL(a.href).pathname)))];
await page.setViewportSize({ width: 320, height: 640 });
for (const route of routes) {
  await page.goto(base + route);
  await page.waitForTimeout(700);
  const measure = () => page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const wide = document.documentElement.scrollWidth;
    const offenders = [];
    for (const el of document.querySelectorAll('body *')) {
      if (el.closest('.table-panel, .data-table, .frame__nav, [aria-hidden="true"]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > vw + 1) offenders.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(r.right)}`);
    }
    return { title: document.title, vw, wide, offenders: offenders.slice(0, 6) };
  });
  const result = await measure();
  const slug = route.replace(/\//g, '_') || '_';
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${user}${slug}.png`, fullPage: true });
  const add = page.locator('main .page-header__actions button, main .table-toolbar button.button--primary').first();
  if (process.env.FORMS && (await add.count()) && (await add.isEnabled())) {
    await add.click();
    await page.waitForTimeout(700);
    const form = await measure();
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${user}${slug}-form.png`, fullPage: true });
    console.log(`${route} FORM | focus ${await page.evaluate(() => document.activeElement?.tagName + ':' + document.activeElement?.textContent?.slice(0, 40))} | scrollWidth ${form.wide}/${form.vw}${form.offenders.length ? ' | ' + form.offenders.join('; ') : ''}`);
    await page.keyboard.press('Escape');
  }
  console.log(`${route} | title "${result.title}" | scrollWidth ${result.wide}/${result.vw}${result.offenders.length ? ' | ' + result.offenders.join('; ') : ''}`);
}
console.log(problems.join('\n'));
await browser.close();
