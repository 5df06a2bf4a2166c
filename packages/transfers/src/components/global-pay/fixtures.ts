import type { Batch, PaymentRow } from '../../api/global-pay';
import type { PaymentDetails } from '../../api/global-pay-recipient';
import { rowProblems } from '../../model/mass-row';

const countries = ['RO', 'DE', 'GB', 'US', 'FR'];

export function demoRows(count: number, bad: readonly number[] = []): PaymentRow[] {
  return Array.from({ length: count }, (_, i) => {
    const paymentData = {
      amount: `${10 + (i % 40)}.25`,
      description: `Fees ${i + 1}`,
      beneficiaryType: 'individual',
      beneficiaryName: `Payee ${i + 1}`,
      beneficiaryEmail: bad.includes(i) ? 'not-an-email' : `payee${i + 1}@example.com`,
      beneficiaryCountryCode: countries[i % countries.length] ?? 'RO',
    };
    return {
      paymentId: i + 1,
      paymentData,
      feeShare: 'sender',
      paymentMethods: [
        { name: 'oct', forbidden: false },
        { name: 'wire', forbidden: false },
        { name: 'crypto', forbidden: i === 0 },
      ],
      removed: i === 4,
      status: 'draft',
      problems: rowProblems(paymentData),
    };
  });
}

export const draftBatch: Batch = {
  batchId: 7,
  batchName: 'November payees',
  accountId: 21,
  status: 'draft',
  date: '2026-11-24T10:00:00.000Z',
  summary: {
    count: 48,
    estimatedTotal: '1512.00',
    maximumTrxFee: '1.00',
    extraFxMarkupPercent: null,
    currencyCode: 'GBP',
  },
  payments: demoRows(50, [2]),
};

export const recipientDetails: PaymentDetails = {
  paymentId: 12,
  beneficiaryName: 'Payee 2',
  status: 'new',
  senderName: 'Northwind Media Ltd',
  amount: '11.25',
  currencyCode: 'GBP',
  description: 'Fees 2',
  feeIsBen: false,
  submittedDate: '2026-11-24T10:00:00.000Z',
  expireDays: 30,
  countryCode: 'DE',
};
