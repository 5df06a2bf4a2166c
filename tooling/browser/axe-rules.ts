/**
 * What axe checks a page against, in the story tests and the journeys alike (no Node imports: the stories run it
 * in the page). WCAG 2.2 A and AA (the product's standard) and axe's best practices; a serious or critical violation
 * fails the test.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * WCAG 2.2's target size (2.5.8, AA: a pointer target at least 24 by 24 px, or spaced as if it were), not on a
 * grid's cells: a cell is a stop of the grid's arrow keys (react-aria gives it a roving tabindex), and its pointer
 * targets are the controls in it, which are checked. axe measured the cell's own space left around them: none
 * when a row's two buttons fill a narrow column on a phone, ample on a desktop.
 */
export const axeRuleChanges = [{ id: 'target-size', enabled: true, selector: '*:not([role="gridcell"])' }];

/** The impacts that fail a test. */
export const blockingImpacts: readonly (string | null | undefined)[] = ['serious', 'critical'];
