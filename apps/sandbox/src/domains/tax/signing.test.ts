// Where the signing page may send the browser back (the app's own paths only: no open redirect), and how
// the outcome is added to the return URL.
import { returnTo } from './signing-page.ts';
import { isAppPath } from './w-forms.ts';

test.each([
  ['/self-certification-business', true],
  ['/self-certification-representative?authSecret=abc', true],
  ['https://evil.example/', false],
  ['//evil.example/', false],
  ['/\\evil.example', false],
  ['javascript:alert(1)', false],
  ['relative/path', false],
  ['/with space', false],
  [`/${'a'.repeat(512)}`, false],
])('%s is an app path: %s', (value, expected) => {
  expect(isAppPath(value)).toBe(expected);
});

test.each([
  ['/done', 7, 'signed', '/done?signatureRequestId=7&event=signed'],
  ['/x?step=2#top', 3, 'cancelled', '/x?step=2&signatureRequestId=3&event=cancelled#top'],
  ['/x?event=forged', 1, 'signed', '/x?event=signed&signatureRequestId=1'],
] as const)('returnTo(%s, %i, %s)', (url, id, event, expected) => {
  expect(returnTo(url, id, event)).toBe(expected);
});
