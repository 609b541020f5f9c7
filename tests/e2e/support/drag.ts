/** Dragging with dnd-kit from a test, by keyboard and by mouse, the way a user does. */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Space lifts what the handle drags; dnd-kit's keyboard sensor starts listening for arrows in a
 * setTimeout after the lift, which can come after the lift has rendered. A timer queued now runs
 * after that one, so the arrows pressed next are heard.
 */
export async function liftWithKeyboard(page: Page, handle: Locator): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

/**
 * Drags with the mouse, in steps, from the centre of one element to a point of another (`toFraction`
 * of its height down); a small first step starts the drag, a last small one settles the drop target.
 */
export async function dragWithMouse(page: Page, from: Locator, to: Locator, toFraction = 0.3): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  await to.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('drag source or target is not visible');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 8, start.y + start.height / 2 + 8, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height * toFraction, { steps: 15 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height * toFraction + 1, { steps: 2 });
  await page.mouse.up();
}
