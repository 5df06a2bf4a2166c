import axe from 'axe-core';
import { axeRuleChanges, axeTags, blockingImpacts } from '@paydeck/browser/axe-rules';

// The rules the journeys check too (tooling/browser axe-rules.ts): WCAG 2.2 A and AA and axe's best practices.
axe.configure({ rules: axeRuleChanges });
const options = { resultTypes: ['violations'] } satisfies axe.RunOptions;

/** An offending element: its selector and the start of its markup (react-aria's generated ids say little). */
const described = (node: axe.NodeResult) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`;

/**
 * The rules whose verdict can change with the brand. A brand is only its theme (.storybook/brands.ts: colours,
 * radii, fonts) on the same DOM: colours decide contrast and whether a link stands out from its text; fonts
 * change sizes, so a target's size and whether a region overflows. Every other rule reads the DOM, the same in
 * every brand. screens/ runs every rule in the first brand and these in the others: re-running the rest five more
 * times was a tenth of kyc's story CPU, and a fifth once the files shared one page (README, "Measured").
 */
export const brandDependentRules = [
  'color-contrast',
  'link-in-text-block',
  'target-size',
  'scrollable-region-focusable',
] as const;

/** The serious and critical axe violations on the page now, one line each (what fails a story): of every rule in `axeTags`, or of `only` these. */
export async function blockingViolations(only?: readonly string[]): Promise<string[]> {
  const { violations } = await axe.run(document.body, {
    ...options,
    runOnly: only ? { type: 'rule', values: [...only] } : { type: 'tag', values: axeTags },
  });
  return violations
    .filter((v) => blockingImpacts.includes(v.impact))
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map(described).join(', ')})`);
}

let checkedByTest = false;

/** A test that ran its own axe checks (screens/, once per brand) says so: the after-each check is skipped. */
export function markCheckedByTest(): void {
  checkedByTest = true;
}

/** Whether the test that just ran checked itself; resets for the next test. */
export function takeCheckedByTest(): boolean {
  const checked = checkedByTest;
  checkedByTest = false;
  return checked;
}
