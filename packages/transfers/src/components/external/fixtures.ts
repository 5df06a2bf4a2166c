// Sample data for the external stories and tests (no server), shaped as the api schemas parse answers.
import { ready } from '@paydeck/accounts';
import type { PaymentTemplate, PayoutCard } from '../../api/external-beneficiaries';
import type { ExtraParamsAnswer } from '../../api/external-lookups';
import type { ExternalTransferResult } from '../../api/external-transfers';
import type { ExternalData, ExternalLookups } from './types';

export const sampleCountries = [
  { code: 'BR', name: 'Brazil' },
  { code: 'CA', name: 'Canada' },
  { code: 'DE', name: 'Germany' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'JP', name: 'Japan' },
  { code: 'US', name: 'United States' },
];

const none = {
  beneficiaryAddress: null,
  beneficiaryCountryCode: null,
  currencyCode: 'EUR',
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
};
export const sampleTemplates: PaymentTemplate[] = [
  {
    ...none,
    id: 1,
    name: 'Rent',
    wireStatus: 2,
    eftStatus: null,
    beneficiaryName: 'Klaus Vermieter',
    beneficiaryCountryCode: 'DE',
    iban: 'DE89370400440532013000',
    swift: 'COBADEFFXXX',
    bankName: 'Commerzbank',
    bankCity: 'Frankfurt am Main',
    bankCountryCode: 'DE',
  },
  { ...none, id: 2, name: 'Old supplier', wireStatus: 3, eftStatus: 0, beneficiaryName: 'Gone Ltd' },
  {
    ...none,
    id: 3,
    name: 'São Paulo office',
    wireStatus: 0,
    eftStatus: 1,
    beneficiaryName: 'Paydeck Brasil Ltda',
    accountNumber: '123456-7',
    bankCode: '341',
    branchCode: '0001',
    bankCountryCode: 'BR',
  },
];

export const sampleCards: PayoutCard[] = [
  { cardId: 5, maskedNumber: '4111 11** **** 1111', cardBrand: 'VISA', holderName: 'Anna Demo', status: 'confirmed' },
  {
    cardId: 6,
    maskedNumber: '5555 55** **** 4444',
    cardBrand: 'MASTERCARD',
    holderName: 'Anna Demo',
    status: 'pending',
  },
];

export const noExtras: ExtraParamsAnswer = { extraParams: [], options: { extraParams: [] } };
export const purposeExtras: ExtraParamsAnswer = {
  extraParams: [
    {
      name: 'beneficiaryTaxId',
      label: 'Beneficiary tax id (CPF/CNPJ)',
      required: true,
      pattern: '\\d{11}|\\d{14}',
      maxLength: 14,
      values: [],
      optionsFrom: null,
    },
  ],
  options: {
    extraParams: [
      {
        name: 'purposeCode',
        label: 'Purpose of the payment',
        required: false,
        pattern: null,
        maxLength: null,
        values: [
          { value: 'SALA', label: 'Salary' },
          { value: 'SUPP', label: 'Supplier payment' },
        ],
        optionsFrom: null,
      },
    ],
  },
};

export const sampleData: ExternalData = {
  templates: ready(sampleTemplates),
  payoutCards: ready(sampleCards),
  blockedBins: ready(['400002', '527111']),
  banks: null,
  branches: null,
  extraParams: ready(noExtras),
  fee: null,
  feeFor: null,
  networkFee: null,
  max: null,
  limits: null,
};

/** The fee of 100.00 EUR by wire from `eurAccount` (accountId 11) to a beneficiary in EUR. */
export const wireFeeData: ExternalData = {
  ...sampleData,
  fee: ready({ fee: '10.00', feeCurrencyCode: 'EUR', exchangeRate: '1', toAmount: '100.00' }),
  feeFor: { fromAccountId: 11, amount: '100.00', countryCode: 'DE', currencyCode: 'EUR' },
  max: ready({ amount: '500.00', type: 'balance' }),
};

export const sampleLookups: ExternalLookups = {
  swift: async (swift) =>
    swift.startsWith('DEUTDEFF')
      ? {
          bankName: 'Deutsche Bank',
          address: 'Taunusanlage 12',
          city: 'Frankfurt am Main',
          zipCode: '60325',
          countryIsoCode: 'DE',
          code: swift,
        }
      : null,
  iban: async () => ({
    bankName: 'Commerzbank',
    address: 'Kaiserplatz',
    branch: null,
    city: 'Frankfurt am Main',
    zipCode: '60311',
    countryIsoCode: 'DE',
    country: 'Germany',
    SWIFT: 'COBADEFFXXX',
  }),
  instantKey: async () => ({
    name: 'Maria S.',
    bankName: 'Banco Exemplo',
    bankCode: '001',
    taxIdMasked: '***.456.789-**',
  }),
};

/** A wire submitted with approval none (status 23: on its way to the beneficiary's bank). */
export const sampleResult: ExternalTransferResult = {
  responseDescription: 'Transfer submitted',
  operationId: 'op_ext_1',
  approveType: 'none',
  approvalSentTo: null,
  availableApprovalMethods: [],
  transactionId: 4242,
  statusId: 23,
  fee: '10.00',
  link: '/history?transactionId=4242',
  transferType: 'wire',
  fromAmount: '100.00',
  fromCurrencyCode: 'EUR',
  toAmount: '100.00',
  toCurrencyCode: 'EUR',
  exchangeRate: '1',
  field: null,
};
