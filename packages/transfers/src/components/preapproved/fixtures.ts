import type { PreapprovedPayment } from '../../api/preapproved';

/**
 * Anna's two (the sandbox's seed): a savings transfer she may cancel, three made, and a card top-up set up by the
 * bank, whose last run was refused; and a weekly payment to pavel none of whose runs has come yet.
 */
export const annasPayments: PreapprovedPayment[] = [
  {
    id: 1,
    type: 'subscription',
    amount: '54.00',
    currencyCode: 'USD',
    toAccount: 'LT601010012345678902',
    beneficiaryEmail: null,
    frequency: 'monthly',
    nextDate: '2026-12-24',
    endDate: null,
    remaining: 9,
    userCancel: true,
    runsDone: 3,
    lastRun: { date: '2026-11-24T00:01:00.000Z', outcome: 'booked', reason: null, transactionId: 981 },
  },
  {
    id: 2,
    type: 'subscription',
    amount: '25.00',
    currencyCode: 'EUR',
    toAccount: '4417 •••• 9021',
    beneficiaryEmail: null,
    frequency: 'quarterly',
    nextDate: '2027-02-24',
    endDate: '2027-12-29',
    remaining: null,
    userCancel: false,
    runsDone: 1,
    lastRun: { date: '2026-11-24T00:01:00.000Z', outcome: 'refused', reason: 'insufficientFunds', transactionId: 982 },
  },
  {
    id: 3,
    type: 'p2p',
    amount: '0.00250000',
    currencyCode: 'BTC',
    toAccount: null,
    beneficiaryEmail: 'pavel.push@demo.paydeck.test',
    frequency: 'weekly',
    nextDate: '2026-12-01',
    endDate: null,
    remaining: null,
    userCancel: true,
    runsDone: 0,
    lastRun: null,
  },
];
