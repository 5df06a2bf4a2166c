import { signPageUrl } from './tax-signing';

const app = 'https://app.paydeck.test';

test.each([
  ['/api/esign/sign/abc?clientId=c1', `${app}/api/esign/sign/abc?clientId=c1`],
  [`${app}/__sandbox/esign/abc`, `${app}/__sandbox/esign/abc`],
  ['https://esign.example.com/sign/abc', 'https://esign.example.com/sign/abc'],
  ['http://esign.example.com/sign/abc', null],
  ['javascript:alert(1)', null],
  ['data:text/html,<script>alert(1)</script>', null],
  ['https://user:pass@esign.example.com/sign', null],
  ['//evil.example.com/sign', 'https://evil.example.com/sign'],
])('sign page %s → %s', (value, expected) => {
  expect(signPageUrl(value, app)).toBe(expected);
});

test('a plain http app (local runs) may send the person to its own signing page', () => {
  expect(signPageUrl('/api/esign/abc', 'http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173/api/esign/abc');
});
