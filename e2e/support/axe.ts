import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails the test on any serious or critical WCAG 2.2 AA violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}

/**
 * axe once react-aria's transient announcements are gone: a button that was pending announces its label
 * through a live-region entry pointing at it (role img + aria-labelledby), which dangles for a few seconds
 * when the button has left the page with the finished step.
 */
export async function expectAccessible(page: Page) {
  await expect(page.locator('[aria-live] [role="img"]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
}
