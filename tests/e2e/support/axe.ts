import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** The rules the sweeps hold every screen to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core in every frame of the page (a navigation drops it), evaluated by the test runner, which
 * the console's CSP does not govern. axe-core's own run, asked for violations only, takes a tenth
 * of @axe-core/playwright's analyze here (about 0.2 s against 2 s a screen), which also
 * collected every passing check and finished each run in a page of its own.
 */
async function withAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!present) await frame.evaluate(axeSource);
  }
}

interface Finding {
  id: string;
  help: string;
  impact?: string | null;
  targets: string[];
}

/** Which of axe's rules a run applies: those of some tags, some rules by id, or (undefined) every rule. */
type RuleChoice = { type: 'tag' | 'rule'; values: string[] } | undefined;

/** axe's violations on the page as it is now (frames included): within `include` (a selector list), under the chosen rules. */
async function violations(page: Page, include: string | undefined, runOnly: RuleChoice): Promise<Finding[]> {
  await withAxe(page);
  return page.evaluate(
    async ({ runOnly, include }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; help: string; impact?: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
      const results = await axe.run(include ? { include: [include] } : document, { ...(runOnly ? { runOnly } : {}), resultTypes: ['violations'] });
      return results.violations.map((violation) => ({ id: violation.id, help: violation.help, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
    },
    { runOnly, include },
  );
}

/**
 * The WCAG A and AA rules about colour (axe's category cat.color: contrast, links told by colour
 * alone): all a palette can change, since the two palettes differ only in colours (console.css),
 * so the dark one is read under these alone.
 */
export const COLOUR_RULES: string[] = (require('axe-core') as { getRules(tags: string[]): { ruleId: string; tags: string[] }[] })
  .getRules(WCAG_TAGS)
  .filter((rule) => rule.tags.includes('cat.color'))
  .map((rule) => rule.ruleId);

const line = (violation: Finding) => `${violation.id}: ${violation.help} ${violation.targets.join(', ')}`;

/**
 * axe's serious and critical findings on the page as it is now (frames included), one line each
 * (empty: none): under the WCAG 2.x A and AA rules, or under every rule axe has.
 */
export async function seriousFindings(page: Page, include?: string, rules: 'wcag' | 'every rule' | 'colours' = 'wcag'): Promise<string[]> {
  const runOnly: RuleChoice = rules === 'wcag' ? { type: 'tag', values: WCAG_TAGS } : rules === 'colours' ? { type: 'rule', values: COLOUR_RULES } : undefined;
  return (await violations(page, include, runOnly)).filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map(line);
}

/** The console's page background (:root, console.css --page-bg) in each palette. */
const PAGE_BACKGROUND = { light: 'rgb(244, 246, 250)', dark: 'rgb(15, 23, 42)' } as const;

/**
 * seriousFindings in the light palette and again in the dark one (the operating system's setting,
 * emulated; frames included), the dark ones marked 'dark:'. Only colours differ between the two, so
 * a sweep reads each state it reaches twice instead of reaching every state again, and the dark
 * reading applies the rules that read colours only (COLOUR_RULES): a fraction of a second a state. Reduced motion is emulated with it, so no colour is read halfway through a
 * transition. Fails when the palette did not change (a sweep that checked light twice).
 */
export async function seriousFindingsInBothThemes(page: Page, include?: string): Promise<string[]> {
  const light = await seriousFindings(page, include);
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  try {
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    if (background !== PAGE_BACKGROUND.dark) throw new Error(`the dark palette did not apply: the page background is ${background}`);
    return [...light, ...(await seriousFindings(page, include, 'colours')).map((finding) => `dark: ${finding}`)];
  } finally {
    // Back to light while motion is still reduced, the styles brought up to date, then motion back:
    // no transition left running into the next light reading.
    await page.emulateMedia({ colorScheme: null, reducedMotion: 'reduce' });
    await page.evaluate(() => document.body.offsetHeight);
    await page.emulateMedia({ colorScheme: null, reducedMotion: null });
  }
}

/** Every axe finding, of any impact and under every rule axe has (best practices included), one line each (empty: none). */
export async function everyFinding(page: Page, include?: string): Promise<string[]> {
  return (await violations(page, include, undefined)).map(line);
}

/** How far the page scrolls sideways at its current width, outside data tables (which may scroll). */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wider = document.documentElement.scrollWidth > width ? [`the document is ${document.documentElement.scrollWidth} px wide at ${width} px`] : [];
    const elements = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => !element.closest('.table-panel, .row-table__scroll, .frame__nav, [aria-hidden="true"], .visually-hidden'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1;
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ends at ${Math.round(element.getBoundingClientRect().right)} px`);
    return [...wider, ...elements];
  });
}
