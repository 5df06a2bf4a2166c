// @vitest-environment node
import { parseLoginSearch } from './login-search';

const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

describe('parseLoginSearch', () => {
  test.each<[string, Record<string, unknown>, object]>([
    ['nothing', {}, {}],
    ['code with codeVerifier', { code: 'abc', codeVerifier: verifier }, { code: 'abc', codeVerifier: verifier }],
    ['a code without its verifier is dropped', { code: 'abc' }, {}],
    ['a malformed verifier drops both', { code: 'abc', codeVerifier: 'short' }, {}],
    ['fromCustomerId as a number', { fromCustomerId: 42 }, { fromCustomerId: 42 }],
    ['fromCustomerId as text', { fromCustomerId: '42' }, { fromCustomerId: 42 }],
    ['a bad fromCustomerId', { fromCustomerId: '4x' }, {}],
    ['emailConfirmation success', { emailConfirmation: 'success' }, { emailConfirmation: 'success' }],
    ['emailConfirmation fail', { emailConfirmation: 'fail' }, { emailConfirmation: 'fail' }],
    ['another emailConfirmation', { emailConfirmation: '<b>' }, {}],
    ['reason', { reason: 'sessionExpired', other: 1 }, { reason: 'sessionExpired' }],
  ])('%s', (_label, input, expected) => {
    expect(parseLoginSearch(input)).toEqual(expected);
  });
});
