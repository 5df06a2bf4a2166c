import { parseAuthSecretSearch, parseSigningReturn } from './search';

test.each([
  [
    { authSecret: 'greta-demo-self-certification-0123456789abcdef' },
    { authSecret: 'greta-demo-self-certification-0123456789abcdef' },
  ],
  [{ authSecret: 'short' }, {}],
  [{ authSecret: 'has spaces in it, sixteen+' }, {}],
  [{ authSecret: '<script>alert(1)</script>xx' }, {}],
  [{ authSecret: 1234567890123456 }, {}],
  [{}, {}],
  [
    { authSecret: 'greta-demo-self-certification-0123456789abcdef', event: 'signed', signatureRequestId: '7' },
    { authSecret: 'greta-demo-self-certification-0123456789abcdef', event: 'signed' },
  ],
])('representative link %o → %o', (input, search) => {
  expect(parseAuthSecretSearch(input)).toEqual(search);
});

test.each([
  [{ event: 'signed', signatureRequestId: 12 }, { event: 'signed' }],
  [{ event: 'cancelled' }, { event: 'cancelled' }],
  [{ event: 'hacked' }, {}],
  [{}, {}],
])('signing return %o → %o', (input, search) => {
  expect(parseSigningReturn(input)).toEqual(search);
});
