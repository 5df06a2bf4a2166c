import axe from 'axe-core';

// WCAG 2.2's target size (2.5.8, AA: a pointer target at least 24 by 24 px, or spaced as if it were) is off by
// default in axe-core 4; the journeys run it through their WCAG 2.2 tags (e2e/support axe.ts), the stories turn
// it on here. Not on a grid's cells: a cell is a stop of the grid's arrow keys (react-aria gives it a roving
// tabindex), and its pointer targets are the controls in it, which are checked. axe measured the cell's own space
// left around them: none when a row's two buttons fill a narrow column on a phone, ample on a desktop.
axe.configure({ rules: [{ id: 'target-size', enabled: true, selector: '*:not([role="gridcell"])' }] });
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

/** The serious and critical axe violations on the page now, one line each (what fails a story): every rule, or `only` these. */
export async function blockingViolations(only?: readonly string[]): Promise<string[]> {
  const { violations } = await axe.run(
    document.body,
    only ? { ...options, runOnly: { type: 'rule', values: [...only] } } : options,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
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
