// @vitest-environment node
import { passwordChangeOutcome, passwordChangedTexts } from './push-events';

describe('passwordChangeOutcome', () => {
  test.each([
    ['confirmed', true],
    ['approved', true],
    ['success', true],
    ['canceled', false],
    ['refused', false],
    [undefined, false],
  ])('code %s -> success %s', (code, ok) => {
    const outcome = passwordChangeOutcome({ code });
    expect(outcome.ok).toBe(ok);
    expect(outcome.paragraphs[0]).toBe(ok ? passwordChangedTexts.success : passwordChangedTexts.canceled);
  });
});
