import axe from 'axe-core';
import { afterEach, expect } from 'vitest';

// Every story is checked with axe after it rendered and played: no serious or critical violation.
// (The addon applies .storybook/preview's annotations by itself since Storybook 10.3.)
afterEach(async () => {
  const { violations } = await axe.run(document.body, { resultTypes: ['violations'] });
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
});
