// @vitest-environment node
import { currentTwoStepTone } from './labels';

// "Off · Current" was badged green: a weak setting read as a good one.
test.each([
  ['none', 'warning'],
  ['push', 'success'],
  ['otp', 'success'],
  ['sms', 'success'],
] as const)('the current setting %s is badged %s', (type, tone) => {
  expect(currentTwoStepTone(type)).toBe(tone);
});
