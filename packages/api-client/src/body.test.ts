// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { keyKind } from './body-keys.ts';
import { isExactNumberString, prepareBody, stripEmpty } from './body.ts';

describe('prepareBody: stripping', () => {
  test.each([
    ['null field', { a: 1, b: null }, { a: 1 }],
    ['undefined field', { a: 1, b: undefined }, { a: 1 }],
    ['NaN field', { a: 1, b: Number.NaN }, { a: 1 }],
    ['Infinity field (not JSON)', { a: 1, b: Number.POSITIVE_INFINITY }, { a: 1 }],
    ['nested', { a: { b: null, c: { d: undefined, e: 2 } } }, { a: { c: { e: 2 } } }],
    ['array items', { list: [1, null, 2, undefined, Number.NaN, 3] }, { list: [1, 2, 3] }],
    ['objects in arrays', { list: [{ a: null, b: 1 }] }, { list: [{ b: 1 }] }],
    ['keeps false, 0 and empty string', { a: false, b: 0, c: '' }, { a: false, b: 0, c: '' }],
    ['keeps empty objects', { a: { b: null } }, { a: {} }],
  ])('%s', (_case, input, expected) => {
    expect(prepareBody(input)).toEqual(expected);
  });
});

describe('prepareBody: numeric strings', () => {
  test.each([
    ['an id', { accountId: '123' }, { accountId: 123 }],
    ['zero', { statusId: '0' }, { statusId: 0 }],
    ['negative', { offset: '-7' }, { offset: -7 }],
    ['a type inside an array of objects', { items: [{ typeId: '2' }] }, { items: [{ typeId: 2 }] }],
    ['array of id strings', { transactionIds: ['1', '2'] }, { transactionIds: [1, 2] }],
    ['phoneType is not a phone number', { phoneType: '2', phoneId: '5' }, { phoneType: 2, phoneId: 5 }],
    ['feeAccountId is an id, not money', { feeAccountId: '9' }, { feeAccountId: 9 }],
    ['leading zero stays text', { bankCode: '0123', branch: '007' }, { bankCode: '0123', branch: '007' }],
    ['a decimal that prints back the same', { value: '12.5', level: '-0.25' }, { value: 12.5, level: -0.25 }],
    ['trailing decimal zeros stay text', { value: '12.50', level: '1.0' }, { value: '12.50', level: '1.0' }],
    ['a rate stays text (an exact decimal)', { rate: '1.25', exchangeRate: '4' }, { rate: '1.25', exchangeRate: '4' }],
    [
      'a percentage stays text',
      { percentage: '12.5', extraFxMarkupPercent: '2' },
      { percentage: '12.5', extraFxMarkupPercent: '2' },
    ],
    ['17 digits stay text (a double keeps 15 to 17)', { ref: '12345678901234567' }, { ref: '12345678901234567' }],
    ['the largest safe integer', { ref: '9007199254740991' }, { ref: 9007199254740991 }],
    ['2^53 prints back but is not safe', { ref: '9007199254740992' }, { ref: '9007199254740992' }],
    [
      "a decimal beyond a double's digits stays text",
      { value: '0.1000000000000000001' },
      { value: '0.1000000000000000001' },
    ],
    ['a small decimal that prints as an exponent stays text', { value: '0.0000001' }, { value: '0.0000001' }],
    ['dots alone stay text', { a: '1.', b: '.5', c: '1.2.3' }, { a: '1.', b: '.5', c: '1.2.3' }],
    ['plus sign stays text', { level: '+5' }, { level: '+5' }],
    ['beyond safe integers stays text', { ref: '9007199254740993' }, { ref: '9007199254740993' }],
    ['blank and spaced stay text', { a: ' 12', b: '12 ', c: '1e3' }, { a: ' 12', b: '12 ', c: '1e3' }],
    ['"-0" stays text', { a: '-0' }, { a: '-0' }],
  ])('%s', (_case, input, expected) => {
    expect(prepareBody(input)).toEqual(expected);
  });

  test.each([
    ['address', { address: '12' }],
    ['bankAddress', { bankAddress: '12' }],
    ['addressLine1', { addressLine1: '42' }],
    ['a whole address object', { address: { street: '5', zip: '10115', houseNumber: '12' } }],
    ['name', { name: '2024' }],
    ['batchName', { batchName: '123' }],
    ['cardAliasName', { cardAliasName: '4242' }],
    ['username', { username: '1234567' }],
    ['description', { description: '99' }],
    ['paymentDescription', { paymentDescription: '42' }],
    ['password', { password: '12345678', passwordNew: '87654321', passwordNewRepeat: '87654321' }],
    ['phone number', { phone: '37060000000', phoneNumber: '37060000000' }],
    ['codes and PINs', { code: '123456', activationCode: '123456', otp: '123456', pin: '1234', pinRepeat: '1234' }],
    ['account and card numbers', { accountNumber: '12345678', cardNumber: '4111111111111111', binNumber: '411111' }],
    ['zip and reference', { zip: '10115', reference: '42' }],
    ['tax ids', { taxId: '123456789', businessTaxId: '12.5', beneficiaryTaxId: '12345678909', TIN: '42' }],
    ['a tax id with a leading zero', { taxId: '0123456789' }],
    ['a list of tax ids', { taxIds: [{ countryCode: 'US', taxId: '123456789' }], nationalId: '7501011234' }],
    ['a 16+ digit TIN', { taxId: '12345678901234567' }],
    ['FATCA identifiers', { giin: '123456', companyTicket: '7203', ticker: '0700' }],
    ['postcodes and bank codes', { postalCode: '10115', zipCode: '02134', bankCode: '341', branchCode: '1234.5' }],
    ['IBAN, SWIFT and registration number', { iban: '12345', swift: '1', registrationNumber: '12345678' }],
    ['card verification value', { cvv: '123' }],
    ['a version label', { version: '3.50', draftVersion: '3.54' }],
  ])('%s stays text', (_case, input) => {
    expect(prepareBody(input)).toEqual(input);
  });

  test.each([
    ['amount', { amount: '10' }],
    ['toAmount and fromAmount', { toAmount: '10.50', fromAmount: '100' }],
    ['fee', { fee: '1' }],
    ['balance', { balance: '250' }],
    ['amounts list', { amounts: ['1', '2'] }],
    ['a decimal amount', { amount: '12.5', toAmount: '0.1' }],
    ['annual turnover', { annualTurnover: '250000.5', turnover: '250000' }],
  ])('money %s stays a decimal string', (_case, input) => {
    expect(prepareBody(input)).toEqual(input);
  });
});

describe('prepareBody: phone country code', () => {
  test.each([
    ['phoneCountryCode', { phoneCountryCode: '+370' }, { phoneCountryCode: '370' }],
    [
      'countryCode inside phone',
      { phone: { countryCode: '+1', number: '5550100' } },
      { phone: { countryCode: '1', number: '5550100' } },
    ],
    ['countryCode inside a phones list', { phones: [{ countryCode: '+44' }] }, { phones: [{ countryCode: '44' }] }],
    ['dialCode inside mobilePhone', { mobilePhone: { dialCode: '+371' } }, { mobilePhone: { dialCode: '371' } }],
    ['already without plus', { phoneCountryCode: '370' }, { phoneCountryCode: '370' }],
    [
      'countryCode elsewhere is a country',
      { countryCode: 'LT', address: { countryCode: '+1' } },
      { countryCode: 'LT', address: { countryCode: '+1' } },
    ],
  ])('%s', (_case, input, expected) => {
    expect(prepareBody(input)).toEqual(expected);
  });
});

describe('prepareBody: other values', () => {
  test('passes non-plain objects through', () => {
    const date = new Date(0);
    const blob = new Blob(['x']);
    const out = prepareBody({ date, blob }) as Record<string, unknown>;
    expect(out.date).toBe(date);
    expect(out.blob).toBe(blob);
  });

  test('a "__proto__" key stays a plain key', () => {
    const input = JSON.parse('{"__proto__": {"polluted": "1"}}');
    const out = prepareBody(input) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('stripEmpty (REST services)', () => {
  test('strips but never converts', () => {
    expect(stripEmpty({ id: '12', note: null, list: ['1', null], phoneCountryCode: '+1' })).toEqual({
      id: '12',
      list: ['1'],
      phoneCountryCode: '+1',
    });
  });
});

describe('keyKind', () => {
  test.each([
    ['amount', 'money'],
    ['toAmount', 'money'],
    ['fee', 'money'],
    ['bank_address', 'text'],
    ['bankAddress', 'text'],
    ['firstName', 'text'],
    ['toIBAN', 'identifier'],
    ['taxId', 'identifier'],
    ['taxIds', 'identifier'],
    ['businessTaxId', 'identifier'],
    ['phoneNumber', 'identifier'],
    ['postalCode', 'identifier'],
    ['newPassword', 'identifier'],
    ['annualTurnover', 'money'],
    ['percentage', 'rate'],
    ['exchangeRate', 'rate'],
    ['noteBody', 'text'],
    ['taxResidencySelfCertificationDocumentStatus', 'convertible'],
    ['instantKeyType', 'convertible'],
    ['accountId', 'convertible'],
    ['phoneType', 'convertible'],
  ] as const)('%s is %s', (key, kind) => {
    expect(keyKind(key)).toBe(kind);
  });
});

test.each([
  ['42', true],
  ['0', true],
  ['-3', true],
  ['12.5', true],
  ['-0.25', true],
  ['0.1', true],
  ['007', false],
  ['0123', false],
  ['1.0', false],
  ['12.50', false],
  ['-0', false],
  ['1e3', false],
  ['1e+21', false],
  ['+5', false],
  ['0x10', false],
  ['Infinity', false],
  ['', false],
  [' 12', false],
  ['9007199254740991', true],
  ['9007199254740992', false],
  ['12345678901234567', false],
  ['0.0000001', false],
])('isExactNumberString(%j) is %s', (value, expected) => {
  expect(isExactNumberString(value)).toBe(expected);
});

// --- properties -------------------------------------------------------------------------------------------

const keyArb = fc.oneof(
  fc.constantFrom(
    'amount',
    'toAmount',
    'fee',
    'address',
    'bankAddress',
    'name',
    'description',
    'accountId',
    'phoneCountryCode',
    'phone',
    'countryCode',
    'typeId',
    'items',
    'code',
    'password',
    'taxId',
    'percentage',
    'value',
  ),
  fc.string({ maxLength: 8 }),
);
const leafArb = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.constant(Number.NaN),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.string({ maxLength: 6 }),
  fc.integer().map(String),
  fc.constantFrom('+370', '++44', '007', '10.50', '-0', '0', '12.5', '12345678901234567'),
);
const { body: bodyArb } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leafArb, tie('array'), tie('body')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  body: fc.dictionary(keyArb, tie('value'), { maxKeys: 5 }),
}));

function everyValue(value: unknown, visit: (value: unknown, key: string | undefined) => void, key?: string): void {
  visit(value, key);
  if (Array.isArray(value)) for (const item of value) everyValue(item, visit, key);
  else if (value && typeof value === 'object')
    for (const [k, item] of Object.entries(value)) everyValue(item, visit, k);
}

describe('prepareBody properties', () => {
  test('is idempotent', () => {
    fc.assert(
      fc.property(bodyArb, (body) => {
        const once = prepareBody(body);
        expect(prepareBody(once)).toEqual(once);
      }),
    );
  });

  test('never leaves null, undefined or NaN anywhere', () => {
    fc.assert(
      fc.property(bodyArb, (body) => {
        everyValue(prepareBody(body), (value) => {
          expect(value === null || value === undefined || Number.isNaN(value)).toBe(false);
        });
      }),
    );
  });

  test('never changes a money string', () => {
    const money = fc.oneof(fc.integer({ min: 0 }).map(String), fc.constantFrom('10.50', '0.01', '1000000.00', '007'));
    fc.assert(
      fc.property(bodyArb, fc.constantFrom('amount', 'toAmount', 'fromAmount', 'fee'), money, (body, key, amount) => {
        const out = prepareBody({ ...body, [key]: amount, nested: { [key]: amount }, list: [{ [key]: amount }] }) as {
          [k: string]: unknown;
          nested: Record<string, unknown>;
          list: Record<string, unknown>[];
        };
        expect(out[key]).toBe(amount);
        expect(out.nested[key]).toBe(amount);
        expect(out.list[0]?.[key]).toBe(amount);
      }),
    );
  });

  test('never changes an identifier, whatever digits it holds', () => {
    const digits = fc.stringMatching(/^-?\d{1,20}(\.\d{1,4})?$/);
    fc.assert(
      fc.property(
        fc.constantFrom('taxId', 'businessTaxId', 'accountNumber', 'iban', 'postalCode', 'phoneNumber', 'reference'),
        digits,
        (key, text) => {
          expect(prepareBody({ [key]: text, nested: { [key]: text } })).toEqual({
            [key]: text,
            nested: { [key]: text },
          });
        },
      ),
    );
  });

  test('keeps address, name and description fields as strings', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('address', 'bankAddress', 'name', 'lastName', 'description'),
        fc.integer().map(String),
        (key, digits) => {
          expect(prepareBody({ [key]: digits })).toEqual({ [key]: digits });
          expect(prepareBody({ [key]: { line: digits } })).toEqual({ [key]: { line: digits } });
        },
      ),
    );
  });

  test('a string becomes a number only when the number prints back as that very string', () => {
    const value = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.integer().map(String),
      fc.double().map(String),
      fc.stringMatching(/^-?\d{1,20}(\.\d{1,20})?$/),
    );
    fc.assert(
      fc.property(keyArb, value, (key, text) => {
        const out = (prepareBody({ [key]: text }) as Record<string, unknown>)[key];
        if (typeof out === 'number') {
          expect(keyKind(key)).toBe('convertible');
          expect(JSON.stringify(out)).toBe(text);
          if (Number.isInteger(out)) expect(Number.isSafeInteger(out)).toBe(true);
        } else {
          expect(out === text || out === text.replace(/^\++/, '')).toBe(true);
        }
      }),
    );
  });
});
