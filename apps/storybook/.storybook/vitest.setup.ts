import { afterEach, beforeEach, expect } from 'vitest';
import { blockingViolations, takeCheckedByTest } from './accessibility';
import { overflowProblems } from './overflow-run';

// react-aria's live announcer outlives a story for seconds and may point at an element of the previous
// story (a pressed button's pending state): each story starts with an empty announcer, as a page would.
// Its very first announcement is deferred 100 ms after it creates its regions (for Safari), so it can land in
// the next story: the first time the regions exist, wait that out once before emptying them.
let firstAnnouncementSettled = false;
beforeEach(async () => {
  if (!firstAnnouncementSettled && document.querySelector('[data-live-announcer]')) {
    await new Promise((settled) => setTimeout(settled, 150));
    firstAnnouncementSettled = true;
  }
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
});

// Every story is checked with axe after it rendered and played: no serious or critical violation; then laid out
// at each width of the overflow check, in each of its languages: nothing out of reach sideways (a screen's test
// checks itself, screens/). The addon applies .storybook/preview's annotations by itself.
afterEach(async () => {
  if (takeCheckedByTest()) return;
  expect(await blockingViolations()).toEqual([]);
  expect(await overflowProblems()).toEqual([]);
});
