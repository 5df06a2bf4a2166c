// @vitest-environment node
import { isPhoneOrTablet } from './device';

describe('isPhoneOrTablet', () => {
  test.each([
    [
      'iPhone',
      { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' },
      true,
    ],
    [
      'Android phone',
      { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36' },
      true,
    ],
    [
      'Android tablet',
      { userAgent: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120 Safari/537.36' },
      true,
    ],
    [
      'iPadOS as desktop Safari',
      {
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
        maxTouchPoints: 5,
      },
      true,
    ],
    [
      'a Mac',
      {
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
        maxTouchPoints: 0,
      },
      false,
    ],
    [
      'Linux desktop Chrome',
      { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36' },
      false,
    ],
    [
      'Windows with a touch screen',
      { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120', maxTouchPoints: 10 },
      false,
    ],
  ])('%s -> %s', (_label, hints, expected) => {
    expect(isPhoneOrTablet(hints)).toBe(expected);
  });
});
