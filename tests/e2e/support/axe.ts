import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules the sweeps hold every screen to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe's serious and critical findings on the page as it is now, one line each (empty: none). */
export async function seriousFindings(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
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
