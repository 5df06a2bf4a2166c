import { readRepeatSearch, repeatForm } from './repeat-search';

describe('?repeat= on a transfer form', () => {
  it.each([
    [{ repeat: 214 }, { repeat: 214 }],
    [{ repeat: '214' }, { repeat: 214 }],
    [{ repeat: '0' }, {}],
    [{ repeat: -3 }, {}],
    [{ repeat: '2.5' }, {}],
    [{ repeat: 'abc' }, {}],
    [{ repeat: '99999999999999999999' }, {}],
    [{}, {}],
  ])('%j reads as %j', (raw, search) => {
    expect(readRepeatSearch(raw)).toEqual(search);
  });

  it.each([
    ['betweenAccounts', '/transfer/account'],
    ['p2p', '/transfer/p2p'],
    ['wire', '/transfer/external'],
    ['instant_payment', '/transfer/external'],
  ] as const)('a %s transfer is repeated on %s', (type, path) => {
    expect(repeatForm(type)).toBe(path);
  });
});
