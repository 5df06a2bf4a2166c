import { parseCardParams, stringifyCardParams } from './card-params';

test.each([
  ['1', 1],
  ['42', 42],
  ['900719925474099', 900719925474099],
])('accountId %j is %i', (raw, accountId) => {
  expect(parseCardParams({ accountId: raw })).toEqual({ accountId });
  expect(stringifyCardParams({ accountId })).toEqual({ accountId: raw });
});

test.each(['0', '-1', '01', '1.5', '1e3', 'abc', '', ' 1', '9999999999999999'])(
  'accountId %j does not name a card account',
  (raw) => {
    expect(() => parseCardParams({ accountId: raw })).toThrow();
  },
);
