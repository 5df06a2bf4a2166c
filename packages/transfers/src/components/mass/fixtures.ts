// Mass transfer answers for the stories (as the sandbox answers onlySummary).
import type { MassRow, MassSummaryAnswer } from '../../api/mass-transfers';

export const massRows = (count: number, bad: readonly number[] = []): MassRow[] =>
  Array.from({ length: count }, (_, i) => ({
    rowNumber: i + 1,
    beneficiary: `Payee ${i + 1}`,
    amount: bad.includes(i) ? '12,50' : `${10 + (i % 90)}.00`,
    currencyCode: 'EUR',
    fee: bad.includes(i) ? null : '10.00',
    problems: bad.includes(i) ? [{ param: 'iban', description: 'is not a valid IBAN' }] : [],
  }));

export const wireSummary: MassSummaryAnswer = {
  summary: {
    count: 2,
    rejectedCount: 1,
    estimatedTotal: '145.00',
    maximumTrxFee: '10.00',
    extraFxMarkupPercent: null,
    currencyCode: 'EUR',
  },
  rows: massRows(3, [2]),
};

export const p2pSummary: MassSummaryAnswer = {
  summary: {
    count: 2,
    rejectedCount: 0,
    estimatedTotal: '30.60',
    maximumTrxFee: '0.20',
    extraFxMarkupPercent: '1.00',
    currencyCode: 'EUR',
  },
  rows: [
    {
      rowNumber: 1,
      beneficiary: 'anna.personal@demo.paydeck.test',
      amount: '10.00',
      currencyCode: 'EUR',
      fee: '0.20',
      problems: [],
    },
    {
      rowNumber: 2,
      beneficiary: 'anna.personal@demo.paydeck.test',
      amount: '20.00',
      currencyCode: 'EUR',
      fee: '0.40',
      problems: [],
    },
  ],
};
