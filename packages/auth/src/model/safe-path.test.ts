// @vitest-environment node
import { safeInternalPath } from './safe-path';

describe('safeInternalPath: only internal paths are remembered', () => {
  test.each([
    ['/home', '/home'],
    ['/setting?tab=devices', '/setting?tab=devices'],
    ['/history#latest', '/history#latest'],
    ['/revenue-split/42', '/revenue-split/42'],
    ['/messages?ticketNumber=12%2034', '/messages?ticketNumber=12%2034'],
  ])('accepts %j', (value, expected) => {
    expect(safeInternalPath(value)).toBe(expected);
  });

  test.each([
    ['an absolute URL', 'https://evil.example/home'],
    ['another scheme', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['protocol-relative', '//evil.example/home'],
    ['protocol-relative with three slashes', '///evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline that browsers drop', '/\n/evil.example'],
    ['a leading space', ' /home'],
    ['an encoded slash', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a relative path', 'home'],
    ['a dot path', './home'],
    ['a scheme with a slash', 'http:/evil.example'],
    ['an empty string', ''],
    ['not a string', 42],
    ['undefined', undefined],
    ['the sign-in page (a loop)', '/login'],
    ['the sign-in page with a query', '/login?code=1'],
    ['a very long value', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_label, value) => {
    expect(safeInternalPath(value)).toBeUndefined();
  });
});
