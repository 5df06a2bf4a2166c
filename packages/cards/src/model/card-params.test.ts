import { parseApplySearch, parseCardId, parseCardParams, stringifyCardParams } from './card-params';

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

test.each<[string, number | undefined]>([
  ['7', 7],
  ['000000012', 12],
  ['123456789', 123456789],
  ['1234567890', undefined],
  ['-1', undefined],
  ['1.5', undefined],
  ['', undefined],
])('cardId %j reads as %j', (raw, cardId) => {
  expect(parseCardId(raw)).toBe(cardId);
});

test.each<[Record<string, unknown>, object]>([
  [{ kind: 'virtual' }, { kind: 'virtual' }],
  [{ kind: 'physical', other: 1 }, { kind: 'physical' }],
  [{ kind: 'plastic' }, {}],
  [{ kind: 1 }, {}],
  [{}, {}],
])('apply-card search %j reads as %j', (raw, search) => {
  expect(parseApplySearch(raw)).toEqual(search);
});
