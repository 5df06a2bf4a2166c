import { identifiedReturnPath, isAppPath, landingWithReturn } from './signer-identification';

test('the landing keeps its path and carries the way back to the contract', () => {
  expect(landingWithReturn('/identity-verification/run-1/tok', identifiedReturnPath(7))).toBe(
    '/identity-verification/run-1/tok?return=%2Frevenue-split%2F7%3Fidentified%3D1',
  );
});

test.each([
  ['another host', 'https://evil.example/identity-verification/1/2'],
  ['a protocol-relative host', '//evil.example/identity-verification/1/2'],
  ['a backslash host', '/\\evil.example/x'],
  ['a script', 'javascript:alert(1)'],
  ['a relative path', 'identity-verification/1/2'],
  ['a query already', '/identity-verification/1/2?return=//evil.example'],
])('%s is no landing of this app', (_, url) => {
  expect(landingWithReturn(url, identifiedReturnPath(7))).toBeNull();
});

test.each([
  ['/revenue-split/7?identified=1', true],
  ['/', true],
  ['//evil.example', false],
  ['/\\evil.example', false],
  ['https://evil.example/', false],
  ['/x\nLocation: y', false],
])('isAppPath(%j) is %s', (path, expected) => {
  expect(isAppPath(path)).toBe(expected);
});
