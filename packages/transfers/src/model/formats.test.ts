import {
  bicProblem,
  binOf,
  cardNumberProblem,
  cryptoAddressProblem,
  ibanOnWire,
  ibanProblem,
  isCountryCode,
} from './formats';
import { phoneOnWire } from './phone';

describe('IBAN (ibantools)', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', null],
    ['de89370400440532013000', null],
    ['GB29 NWBK 6016 1331 9268 19', null],
    ['DE89 3704 0044 0532 0130 01', 'checksum'],
    ['GB28 NWBK 6016 1331 9268 19', 'checksum'],
    ['', 'required'],
    ['   ', 'required'],
    ['12345', 'format'],
    ['DE89-3704', 'format'],
  ])('%j is %s', (typed, problem) => {
    expect(ibanProblem(typed)).toBe(problem);
  });

  it('is sent without spaces, upper case', () => {
    expect(ibanOnWire(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
  });
});

it.each([
  ['DEUTDEFF', null],
  ['deutdeff500', null],
  ['NWBKGB2L', null],
  ['DEUTXXFF', 'format'],
  ['DEUT', 'format'],
  ['', 'required'],
])('BIC %j is %s', (typed, problem) => {
  expect(bicProblem(typed)).toBe(problem);
});

it.each([
  ['BR', true],
  ['br', true],
  ['CA', true],
  ['XX', false],
  ['BRA', false],
  ['', false],
  [null, false],
])('country code %j: %s', (code, valid) => {
  expect(isCountryCode(code)).toBe(valid);
});

it.each([
  ['+1 416 555 0199', '+14165550199'],
  ['(514) 555-0123', '+15145550123'],
  ['+44 20 7946 0958', '+442079460958'],
  ['555', null],
  ['', null],
  ['not a phone', null],
])('phone %j is %j on the wire', (typed, wire) => {
  expect(phoneOnWire(typed)).toBe(wire);
});

describe('card numbers of a payout (BIN blacklist first)', () => {
  const blocked = ['400002'];
  it.each([
    ['4111 1111 1111 1111', null],
    ['4000 0200 0000 0000', 'blocked'],
    ['400002', 'blocked'],
    ['4111 1111 1111 1112', 'checksum'],
    ['4111 1111', 'length'],
    ['4111-1111', 'format'],
    ['', 'required'],
  ])('%j is %s', (typed, problem) => {
    expect(cardNumberProblem(typed, blocked)).toBe(problem);
  });

  // While the blocked-BIN list is loading (or failed to load) nothing is sent; what is wrong anyway is said first.
  it.each([
    ['4111 1111 1111 1111', 'unchecked'],
    ['4000 0200 0000 0000', 'unchecked'],
    ['4111 1111 1111 1112', 'checksum'],
    ['4111 1111', 'length'],
    ['4111-1111', 'format'],
    ['', 'required'],
  ])('%j is %s while the list is not known', (typed, problem) => {
    expect(cardNumberProblem(typed, null)).toBe(problem);
  });

  it.each([
    ['4000 02', '400002'],
    ['40000', null],
    ['4111 1111 1111 1111', '411111'],
  ])('BIN of %j is %j', (typed, bin) => {
    expect(binOf(typed)).toBe(bin);
  });
});

it.each([
  ['bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', null],
  ['0x52908400098527886E0F7030069857D2E4169EE7', null],
  ['short', 'format'],
  ['bc1q xy2k', 'format'],
  ['', 'required'],
])('crypto address %j is %s', (typed, problem) => {
  expect(cryptoAddressProblem(typed)).toBe(problem);
});
