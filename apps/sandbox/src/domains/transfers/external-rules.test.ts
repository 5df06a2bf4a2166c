// @vitest-environment node
// The external rails' own rules as tables (no database): fees to the minor unit, the forward conversion,
// the most that can be sent with the fee on top, the rails of a country, the permission flags, the extra
// parameters' placement and checks, and the masked tax id.
import type { ExternalRail } from '@paydeck/transfers/api';
import { fromMinor, targetMinorFor, toMinor } from '../../money.ts';
import { maxBeforeFee, totalFeeMinor } from './external-book.ts';
import { maskTaxId } from './external-lookups.ts';
import { extraParamProblems, extraParamsFor } from './external-params.ts';
import { externalFeeMinor, railAllowed, railsToCountry } from './external-rules.ts';

const minor = (text: string, code: string): bigint => {
  const value = toMinor(text, code);
  if (value === null) throw new Error(`not an amount: ${text} ${code}`);
  return value;
};

describe('externalFeeMinor', () => {
  test.each<[ExternalRail, string, string, string]>([
    ['wire', '1000.00', 'EUR', '10.00'], // 0.2% = 2.00, the minimum 10.00
    ['wire', '10000.00', 'EUR', '20.00'], // 0.2%
    ['wire', '10002.50', 'EUR', '20.01'], // 20.005 half up
    ['wire', '100000.00', 'EUR', '100.00'], // capped at 100.00
    ['wire', '1000.00', 'USD', '10.80'], // the 10.00 EUR minimum priced in USD
    ['eft', '1.00', 'EUR', '2.50'],
    ['eft', '99999.99', 'EUR', '2.50'],
    ['oct', '200.00', 'EUR', '2.00'],
    ['oct', '50.00', 'EUR', '1.00'], // 0.50, the minimum 1.00
    ['crypto', '1000.00', 'EUR', '5.00'],
    ['instant', '12.34', 'EUR', '0.50'],
    ['interac', '100.00', 'USD', '1.62'], // 1.50 EUR in USD
    ['interac', '100.00', 'RON', '7.46'], // 1.50 EUR × 4.97 = 7.455, half away from zero
    ['oct', '0.00100000', 'BTC', '0.00002000'], // 1% is 0.00001: the 1.00 EUR minimum in BTC
  ])('%s of %s %s is %s', (rail, amount, code, fee) => {
    expect(fromMinor(externalFeeMinor(rail, minor(amount, code), code), code)).toBe(fee);
  });

  test('crypto adds the network fee priced in the from currency (0.00005 BTC = 2.50 EUR)', () => {
    expect(fromMinor(totalFeeMinor('crypto', minor('100.00', 'EUR'), 'EUR', 'BTC'), 'EUR')).toBe('4.50');
    expect(fromMinor(totalFeeMinor('crypto', minor('0.01', 'BTC'), 'BTC', 'BTC'), 'BTC')).toBe('0.00010000');
    expect(fromMinor(totalFeeMinor('wire', minor('100.00', 'EUR'), 'EUR', 'BTC'), 'EUR')).toBe('10.00');
  });
});

describe('targetMinorFor: what arrives, rounded down', () => {
  test.each([
    ['100.00', 'EUR', 'USD', '108.00'],
    ['100.00', 'USD', 'CAD', '136.11'], // 136.111…
    ['0.01', 'EUR', 'GBP', '0.00'], // 0.0085: nothing (refused as too small to convert)
    ['100.00', 'EUR', 'BTC', '0.00200000'],
    ['1.00', 'USD', 'USDT', '1.000000'],
    ['55.55', 'EUR', 'EUR', '55.55'],
  ])('%s %s → %s: %s', (amount, from, to, expected) => {
    expect(fromMinor(targetMinorFor(minor(amount, from), from, to), to)).toBe(expected);
  });
});

describe('maxBeforeFee: amount + fee never exceeds what is spendable', () => {
  test.each<[ExternalRail, string, string, string]>([
    ['wire', '25000.00', 'EUR', '24950.10'], // + 49.90 (0.2% of it, half up) = 25000.00; a cent more is over
    ['wire', '1010.00', 'EUR', '1000.00'],
    ['wire', '5.00', 'EUR', '0.00'], // less than the minimum fee
    ['eft', '100.00', 'EUR', '97.50'],
    ['oct', '101.00', 'EUR', '100.00'],
    ['interac', '1.62', 'USD', '0.00'],
  ])('%s from %s %s: %s', (rail, spendable, code, expected) => {
    const max = maxBeforeFee(rail, minor(spendable, code), code, code);
    expect(fromMinor(max, code)).toBe(expected);
    expect(max + (max > 0n ? totalFeeMinor(rail, max, code, code) : 0n)).toBeLessThanOrEqual(minor(spendable, code));
  });
});

describe('railsToCountry', () => {
  test.each([
    ['DE', ['oct', 'wire', 'crypto']],
    ['BR', ['oct', 'wire', 'eft', 'crypto', 'instant']],
    ['ca', ['oct', 'wire', 'eft', 'crypto', 'interac']],
    ['GB', ['oct', 'wire', 'eft', 'crypto', 'instant']],
    ['JP', ['oct', 'wire', 'eft', 'crypto']],
  ])('%s', (country, rails) => {
    expect(railsToCountry(country)).toEqual(rails);
  });
});

describe('railAllowed: a business needs the rail flag, a person does not', () => {
  const northwind = { isBusiness: true, permissions: ['sendMoneyUser', 'sendMoneyWireUser', 'sendMoneyEftUser'] };
  test.each<[ExternalRail, { isBusiness: boolean; permissions: string[] }, boolean]>([
    ['wire', northwind, true],
    ['eft', northwind, true],
    ['oct', northwind, false],
    ['crypto', northwind, false],
    ['interac', { isBusiness: true, permissions: ['SENDMONEYINTERACUSER'] }, true],
    ['oct', { isBusiness: false, permissions: [] }, true],
  ])('%s', (rail, customer, allowed) => {
    expect(railAllowed(rail, customer)).toBe(allowed);
  });
});

describe('extra parameters: read only from where they were listed', () => {
  const br = extraParamsFor('eft', 'BR');
  const good = { beneficiaryTaxId: '12345678909', branchCode: '3070' };
  test.each([
    ['all in place', good, { accountType: 'checking' }, []],
    [
      'a grouped one sent at the top level',
      { ...good, accountType: 'checking' },
      undefined,
      ['accountType: is required'],
    ],
    [
      'a top-level one sent grouped',
      { branchCode: '3070' },
      { accountType: 'savings', beneficiaryTaxId: '12345678909' },
      ['beneficiaryTaxId: is required'],
    ],
    [
      'a pattern mismatch',
      { ...good, beneficiaryTaxId: '1234' },
      { accountType: 'checking' },
      ['beneficiaryTaxId: is not valid'],
    ],
    ['not one of the choices', good, { accountType: 'gold' }, ['accountType: is not valid']],
    [
      'numbers from the body rules',
      { beneficiaryTaxId: 12345678909, branchCode: 3070 },
      { accountType: 'checking' },
      [],
    ],
  ])('%s', (_, top, grouped, expected) => {
    const problems = extraParamProblems(br, top, grouped);
    expect(problems.map((p) => `${p.param}: ${p.description}`)).toEqual(expected);
  });

  test.each([
    ['wire', 'DE', ['intermediarySwift'], ['paymentPurpose']],
    ['eft', 'BR', ['beneficiaryTaxId', 'branchCode'], ['accountType']],
    ['eft', 'JP', ['branchCode'], []],
    ['eft', 'US', [], ['accountType']],
    ['interac', 'CA', [], []],
    ['oct', 'DE', [], []],
  ] as const)('%s to %s lists %j and groups %j', (rail, country, top, grouped) => {
    const params = extraParamsFor(rail, country);
    expect(params.extraParams.map((p) => p.name)).toEqual(top);
    expect(params.options.extraParams.map((p) => p.name)).toEqual(grouped);
  });
});

test.each([
  ['12345678909', '***.456.789-**'],
  ['11144477735', '***.444.777-**'],
  ['12345678000199', '****0199'],
])('maskTaxId %s', (taxId, masked) => {
  expect(maskTaxId(taxId)).toBe(masked);
});
