// @vitest-environment node
// The proof's PDF and the counterparty an external rail names, without a database: names in any script print as
// written (Noto Sans), an incoming payment names the payer, a conversion shows its rate and what arrived.
import { brandById } from '../../files/brands.ts';
import { pdfText } from '../../files/pdf-text.ts';
import { externalCounterparty } from '../transfers/external-counterparty.ts';
import type { TransactionDetails } from './details.ts';
import { paymentProofPdf } from './proof.ts';

const wire: TransactionDetails = {
  transactionId: 4711,
  dateTime: '2026-11-04T14:22:05Z',
  typeId: 3,
  type: 'wire',
  operationType: 'Wire transfer',
  statusId: 2,
  status: 'completed',
  direction: 'outgoing',
  amount: '1000.00',
  currencyCode: 'EUR',
  fee: '10.00',
  exchangeRate: '1.08',
  toAmount: '1080.00',
  toCurrencyCode: 'USD',
  description: 'Invoice 2026-114',
  reference: 'INV-114',
  account: { accountId: 11, accountNumber: 'PD0000000011' },
  counterparty: { name: 'Олена Коваль', email: null, account: 'UA213223130000026007233566001', bank: null },
  approval: null,
  feeTransactionId: 4712,
  batchId: null,
  isDisabled: false,
};

const proofText = async (details: TransactionDetails, holder = 'Anna Novak') =>
  pdfText(
    await paymentProofPdf({ details, holder, brand: brandById('wallet'), lang: 'en', now: new Date('2026-11-05') }),
  );

test('a conversion: what left, the fee, the rate, what arrived, both parties (Cyrillic printed as written)', async () => {
  const text = await proofText(wire);
  for (const expected of [
    'Payment confirmation',
    '4711',
    '2026-11-04 14:22:05',
    '1000.00 EUR',
    '10.00 EUR',
    '1 EUR = 1.08 USD',
    '1080.00 USD',
    'Anna Novak',
    'PD0000000011',
    'Олена Коваль',
    'UA213223130000026007233566001',
    'INV-114',
    'Invoice 2026-114',
  ])
    expect(text).toContain(expected);
});

test('an incoming payment names the payer as payer and shows what arrived, no fee', async () => {
  const incoming: TransactionDetails = {
    ...wire,
    direction: 'incoming',
    fee: '0.00',
    counterparty: { name: 'Γιώργος Παπαδόπουλος', email: null, account: 'PD0000000042', bank: null },
  };
  const lines = (await proofText(incoming)).split('\n');
  const after = (label: string) => lines[lines.indexOf(label) + 1];
  expect(after('Payer')).toBe('Γιώργος Παπαδόπουλος');
  expect(after('Payee')).toBe('Anna Novak');
  expect(after('Amount')).toBe('1080.00 USD');
  expect(lines).not.toContain('Fee');
});

test.each([
  [
    'wire by IBAN',
    { iban: 'DE94500700100123456789', bankName: 'Deutsche Bank AG', swift: 'DEUTDEFF' },
    'DE94500700100123456789',
    'Deutsche Bank AG (DEUTDEFF)',
  ],
  [
    'EFT by account number',
    { accountNumber: '123456789', bankName: 'Banco do Brasil' },
    '123456789',
    'Banco do Brasil',
  ],
  ['card payout', { maskedNumber: '411111******1111' }, '411111******1111', null],
  [
    'crypto',
    { address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', network: 'bitcoin' },
    'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    null,
  ],
  ['instant', { instantKeyType: 'email', instantKey: 'joao@example.com', bankCode: '001' }, 'joao@example.com', null],
  ['interac by phone', { phone: '+14165550123' }, '+14165550123', null],
  ['nothing kept', {}, null, null],
])('%s: the counterparty account and bank', (_, details, account, bank) => {
  expect(externalCounterparty(details)).toEqual({ account, bank });
});
