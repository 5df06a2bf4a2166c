// @vitest-environment node
import { safeInternalPath } from './safe-path';

describe('safeInternalPath: only internal paths are remembered', () => {
  test.each([
    ['/home', '/home'],
    ['/setting?tab=devices', '/setting?tab=devices'],
    ['/history#latest', '/history#latest'],
    ['/revenue-split/42', '/revenue-split/42'],
    ['/messages?ticketNumber=12%2034', '/messages?ticketNumber=12%2034'],
    ['/cards/./42', '/cards/42'],
    ['/cards/list/../42', '/cards/42'],
    ['/history?q=a//b', '/history?q=a//b'],
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
    // Normalisation must not make a protocol-relative path out of an innocent-looking one.
    ['a dot segment before two slashes', '/.//evil.example'],
    ['a dot segment before two slashes, with a path', '/.//evil.example/home'],
    ['a parent segment before two slashes', '/home/..//evil.example'],
    ['two dot segments', '/././/evil.example'],
    ['an encoded dot segment', '/%2e//evil.example'],
    ['an encoded parent segment', '/home/%2E%2E//evil.example'],
    ['an encoded slash after a dot', '/.%2f/evil.example'],
    ['a lower-case encoded slash', '/%2f%2fevil.example'],
    ['an encoded backslash after a dot', '/.%5c/evil.example'],
    ['a double-encoded slash', '/%252F%252Fevil.example'],
    ['a double-encoded backslash', '/%255Cevil.example'],
    ['a dot segment before a backslash', '/./\\evil.example'],
    ['a path that normalises to the sign-in page', '/home/../login'],
    ['an encoded path to the sign-in page', '/%2e/login?x=1'],
  ])('refuses %s', (_label, value) => {
    expect(safeInternalPath(value)).toBeUndefined();
  });
});
