import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { axeRuleChanges, axeTags, blockingImpacts } from '@paydeck/browser/axe-rules';

/** axe as the stories run it (tooling/browser axe-rules.ts): its rule changes made in every frame it is put in. */
const axeSource = `${axe.source};axe.configure(${JSON.stringify({ rules: axeRuleChanges })});`;

/** Fails the test on any serious or critical violation of WCAG 2.2 A/AA or axe's best practices on the page now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page, axeSource }).withTags(axeTags).analyze();
  const blocking = violations
    .filter((v) => blockingImpacts.includes(v.impact))
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
