import type { RecentTransferDetails, RepeatableTransfer } from '../../api/recent-transfer-details';
import { sampleTemplates } from './fixtures';
import { repeatPrefill, templatePrefill } from './prefill';

const nothing = {
  description: null,
  toAccountId: null,
  toEmail: null,
  toName: null,
  countryCode: null,
  templateId: null,
  beneficiaryName: null,
  beneficiaryAddress: null,
  beneficiaryCountryCode: null,
  iban: null,
  accountNumber: null,
  swift: null,
  bankName: null,
  bankAddress: null,
  bankCity: null,
  bankZipCode: null,
  bankCountryCode: null,
  bankCode: null,
  branchCode: null,
  cardId: null,
  maskedNumber: null,
  address: null,
  instantKeyType: null,
  instantKey: null,
  email: null,
  phone: null,
  extraParams: {},
};

const sent = (type: RepeatableTransfer['type'], details: Partial<RecentTransferDetails>, valid = true) => ({
  type,
  isCustomerAddressDateValid: true,
  hasRequirements: false,
  isExtraParamsValid: valid,
  isCustomerAddressMatchesActive: true,
  details: {
    ...nothing,
    transactionId: 9,
    statusId: 2,
    createdAt: '2026-11-30T10:00:00.000Z',
    fromAccountId: 11,
    amount: '120.50',
    currencyCode: 'EUR',
    toAmount: '120.50',
    toCurrencyCode: 'EUR',
    ...details,
  },
});

const wire = sent('wire', {
  countryCode: 'DE',
  templateId: 1,
  description: 'Invoice 114',
  beneficiaryName: 'Hans Müller',
  iban: 'DE94500700100123456789',
  swift: 'DEUTDEFF',
  bankName: 'Deutsche Bank AG',
  bankCountryCode: 'DE',
  extraParams: { paymentPurpose: 'goods' },
});

test('a wire opens the wire to its bank’s country: the account, amount, reference, beneficiary, bank and purpose', () => {
  expect(repeatPrefill(wire, [11, 12])).toEqual({
    rail: 'wire',
    countryCode: 'DE',
    values: expect.objectContaining({
      fromAccountId: 11,
      amount: '120.50',
      description: 'Invoice 114',
      currencyCode: 'EUR',
      beneficiaryName: 'Hans Müller',
      accountKind: 'iban',
      iban: 'DE94500700100123456789',
      swift: 'DEUTDEFF',
      bankName: 'Deutsche Bank AG',
      bankCountryCode: 'DE',
      extras: { paymentPurpose: 'goods' },
    }),
  });
  // The template is not named again: its fields are all there.
  expect(repeatPrefill(wire, [11])?.values.templateId).toBeUndefined();
});

test.each([
  [
    'the paying account is no longer one to pay from',
    sent('wire', { countryCode: 'DE' }),
    [12],
    'fromAccountId',
    undefined,
  ],
  [
    'the purpose no longer passes the country’s list',
    sent('wire', { extraParams: { paymentPurpose: 'x' } }, false),
    [11],
    'extras',
    {},
  ],
  [
    'a card payout to a saved card',
    sent('oct', { cardId: 5, maskedNumber: '5200 82** **** 8210' }),
    [11],
    'cardId',
    '5',
  ],
  [
    'a card payout to a typed card (never kept)',
    sent('oct', { maskedNumber: '4111 11** **** 1111' }),
    [11],
    'cardId',
    undefined,
  ],
  [
    'an interac by phone',
    sent('interac', { beneficiaryName: 'Lee', phone: '+14165550199' }),
    [11],
    'contactKind',
    'phone',
  ],
  [
    'an instant payment to an account',
    sent('instant_payment', { instantKeyType: 'account', instantKey: '123', bankCode: '001' }),
    [11],
    'bankCode',
    '001',
  ],
  [
    'an EFT in another currency',
    sent('eft', { toCurrencyCode: 'USD', accountNumber: '123456789' }),
    [11],
    'currencyCode',
    'USD',
  ],
] as const)('%s', (_case, transfer, payers, field, expected) => {
  expect(repeatPrefill(transfer as RepeatableTransfer, payers)?.values[field]).toEqual(expected);
});

test.each(['betweenAccounts', 'p2p'] as const)('a %s transfer is not an external one', (type) => {
  expect(repeatPrefill(sent(type, {}), [11])).toBeNull();
});

test.each([
  ['a usable wire template opens the wire to its bank’s country', 0, { rail: 'wire', countryCode: 'DE' }],
  ['a template usable for neither rail opens nothing', 1, null],
  ['a usable EFT template opens the EFT to its country', 2, { rail: 'eft', countryCode: 'BR' }],
] as const)('%s', (_case, index, expected) => {
  const opened = templatePrefill(sampleTemplates[index] as (typeof sampleTemplates)[number]);
  expect(opened && { rail: opened.rail, countryCode: opened.countryCode }).toEqual(expected);
});
