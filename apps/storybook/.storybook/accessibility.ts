import axe from 'axe-core';

/** The serious and critical axe violations on the page now, one line each (what fails a story). */
export async function blockingViolations(): Promise<string[]> {
  const { violations } = await axe.run(document.body, { resultTypes: ['violations'] });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
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
