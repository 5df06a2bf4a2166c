import type { Caller } from '@paydeck/accounts/api';
import { approveTransfer, retryTransferSms } from './approvals';
import {
  confirmTransactionRequest,
  decideMassTransactionRequest,
  decideTransactionRequests,
  fetchRequestCount,
  fetchTransactionRequests,
} from './company-requests';
import { fakeCaller } from './fake-caller';
import {
  fetchExchangeRate,
  fetchLimits,
  fetchMaxAmount,
  fetchOwnTransferFee,
  transferBetweenAccounts,
} from './own-accounts';
import { checkPayee, fetchBeneficiaries, fetchP2pFee, fetchRecentTransfers, p2pTransferFunds } from './p2p';
import { cancelPreapprovedPayment, fetchPreapprovedPayments } from './preapproved';

const submit = {
  responseCode: '00',
  responseDescription: 'Transfer completed',
  operationId: 'op_1',
  approveType: 'none',
  approvalSentTo: null,
  availableApprovalMethods: ['sms'],
  transactionId: 131,
  statusId: 2,
  fee: '0.00',
  link: '/history?transactionId=131',
};
const parsedSubmit = {
  responseDescription: 'Transfer completed',
  operationId: 'op_1',
  approveType: 'none',
  approvalSentTo: null,
  availableApprovalMethods: ['sms'],
  transactionId: 131,
  statusId: 2,
  fee: '0.00',
  link: '/history?transactionId=131',
};
const own = { fromAccount: 11, toAccount: 12, toAmount: '108.00' };
const recent = {
  transactionId: 5,
  type: 'p2p',
  amount: '10.00',
  currencyCode: 'EUR',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const request = {
  transactionId: 7,
  created: '2026-11-20T10:00:00.000Z',
  total: '250.00',
  currencyCode: 'GBP',
  transactionType: 1,
  createdBy: 9,
  createdByName: 'Erin',
};
const preapproved = {
  id: 3,
  type: 'subscription',
  amount: '20.00',
  currencyCode: 'EUR',
  toAccount: 'PD0000000012',
  frequency: 'monthly',
  nextDate: '2026-12-20',
  userCancel: true,
};

const refusedRun = {
  date: '2026-12-20T00:01:00.000Z',
  outcome: 'refused',
  reason: 'insufficientFunds',
  transactionId: 140,
};

type Case = [string, unknown, (api: Caller) => Promise<unknown>, object, unknown, string | undefined];

// Each call sends the contract's method, payload and idempotency key, and parses the answer.
test.each<Case>([
  [
    'transferBetweenAccountsFee',
    { responseCode: '00', fee: '0.50', feeCurrencyCode: 'EUR' },
    (api) => fetchOwnTransferFee(api, { amount: '10', fromAccountId: 11, toAccountId: 12 }),
    { amount: '10', fromAccountId: 11, toAccountId: 12 },
    { fee: '0.50', feeCurrencyCode: 'EUR' },
    undefined,
  ],
  [
    'transferMaxAmount',
    { responseCode: '00', amount: '2841.17', type: 'balance' },
    (api) => fetchMaxAmount(api, { operation: 'betweenAccounts', fromAccountId: 11, toAccountId: 12 }),
    { operation: 'betweenAccounts', fromAccountId: 11, toAccountId: 12 },
    { amount: '2841.17', type: 'balance' },
    undefined,
  ],
  [
    'customerLimits',
    { responseCode: '00', limits: [{ period: 'day', limit: '5000.00', used: '0.00', currencyCode: 'EUR' }] },
    (api) => fetchLimits(api, { type: 'betweenAccounts', currencyCode: 'EUR', fromAccountId: 11 }),
    { type: 'betweenAccounts', currencyCode: 'EUR', fromAccountId: 11 },
    [{ period: 'day', limit: '5000.00', used: '0.00', currencyCode: 'EUR' }],
    undefined,
  ],
  [
    'transferExchangeRate',
    { responseCode: '00', exchangeRate: '1.08000000' },
    (api) => fetchExchangeRate(api, { fromCurrencyCode: 'EUR', toCurrencyCode: 'USD' }),
    { fromCurrencyCode: 'EUR', toCurrencyCode: 'USD' },
    '1.08000000',
    undefined,
  ],
  [
    'transferBetweenAccounts',
    submit,
    (api) => transferBetweenAccounts(api, own, 'k1'),
    own,
    { ...parsedSubmit, field: null, subscriptionId: null },
    'k1',
  ],
  [
    'p2pBeneficiaryList',
    { responseCode: '00', beneficiaries: [{ email: 'p@x.io', name: 'Pavel' }] },
    (api) => fetchBeneficiaries(api),
    {},
    [{ email: 'p@x.io', name: 'Pavel', lastTransferAt: null }],
    undefined,
  ],
  [
    'checkPayee',
    { responseCode: '00', exist: true, isEmployee: false, outBlacklist: true },
    (api) => checkPayee(api, 'p@x.io'),
    { email: 'p@x.io' },
    { exists: true, isEmployee: false, outBlacklist: true },
    undefined,
  ],
  [
    'checkPayee',
    { responseCode: '00', exists: false },
    (api) => checkPayee(api, 'q@x.io'),
    { email: 'q@x.io' },
    { exists: false, isEmployee: false, outBlacklist: true },
    undefined,
  ],
  [
    'p2pFee',
    { responseCode: '00', fee: '0.20', feeCurrencyCode: 'EUR' },
    (api) => fetchP2pFee(api, { amount: '5', fromAccountId: 11, toEmail: 'p@x.io' }),
    { amount: '5', fromAccountId: 11, toEmail: 'p@x.io' },
    { fee: '0.20', feeCurrencyCode: 'EUR' },
    undefined,
  ],
  [
    'p2pTransferFunds',
    { ...submit, approveType: 2, approvalSentTo: '+40******123' },
    (api) => p2pTransferFunds(api, { fromAccountId: 11, toEmail: 'p@x.io', amount: '5' }, 'k2'),
    { fromAccountId: 11, toEmail: 'p@x.io', amount: '5' },
    { ...parsedSubmit, approveType: 'sms', approvalSentTo: '+40******123' },
    'k2',
  ],
  [
    'recentTransfers',
    { responseCode: '00', transfers: [recent, { ...recent, transactionId: 6, isDisabled: true }] },
    (api) => fetchRecentTransfers(api, { type: 'p2p', limit: 3 }),
    { type: 'p2p', limit: 3 },
    [{ ...recent, isDisabled: false, toEmail: null, toName: null }],
    undefined,
  ],
  [
    'transferApprove',
    { responseCode: '00', transactionId: 131, statusId: 2 },
    (api) => approveTransfer(api, { trxid: 'op_1', approvalCode: '123456' }, 'k3'),
    { trxid: 'op_1', approvalCode: '123456' },
    { responseDescription: '', transactionId: 131, statusId: 2 },
    'k3',
  ],
  [
    'transferSmsRetry',
    { responseCode: '00', approvalSentTo: '+40******123', retryAfterSeconds: 30 },
    (api) => retryTransferSms(api, 'op_1'),
    { trxid: 'op_1' },
    { approvalSentTo: '+40******123', retryAfterSeconds: 30 },
    undefined,
  ],
  [
    'businessTransactionRequestList',
    {
      responseCode: '00',
      transactionRequestList: { items: [request], total: 1 },
      massTransactionRequestList: { items: [], total: 0 },
    },
    (api) => fetchTransactionRequests(api, { page: 1, createdBy: 9 }),
    { page: 1, createdBy: 9, size: 50 },
    {
      // an answer without the payee fields (an older server) reads them as unknown
      transactionRequestList: {
        items: [
          {
            ...request,
            description: '',
            payeeName: null,
            payeeEmail: null,
            payeeAccount: null,
            payeeBank: null,
            fromAccountNumber: null,
            fee: '0',
            toAmount: null,
            toCurrencyCode: null,
            reference: null,
          },
        ],
        total: 1,
      },
      massTransactionRequestList: { items: [], total: 0 },
    },
    undefined,
  ],
  [
    'businessTransactionRequestApprove',
    { responseCode: '00', results: [{ transactionId: 7, statusId: 2, responseDescription: 'Approved' }] },
    (api) => decideTransactionRequests(api, { transactionIds: [7], declined: false }, 'k4'),
    { transactionIds: [7], declined: false },
    [{ transactionId: 7, statusId: 2, responseDescription: 'Approved' }],
    'k4',
  ],
  [
    'businessMassTransactionRequestApprove',
    { responseCode: '00', statusId: 4 },
    (api) => decideMassTransactionRequest(api, { batchId: 2, declined: true }, 'k5'),
    { batchId: 2, declined: true },
    4,
    'k5',
  ],
  [
    'businessTransactionRequestConfirm',
    { responseCode: '00', responseDescription: 'Confirmed' },
    (api) => confirmTransactionRequest(api, { fromEmail: 'b@x.io', approvalTransactionId: 7, code: '1234' }),
    { fromEmail: 'b@x.io', approvalTransactionId: 7, code: '1234' },
    'Confirmed',
    undefined,
  ],
  ['businessNotificationsCount', { responseCode: '00', count: 2 }, (api) => fetchRequestCount(api), {}, 2, undefined],
  [
    'preapprovedPaymentList',
    { responseCode: '00', payments: [preapproved] },
    (api) => fetchPreapprovedPayments(api, { beneficiaryEmail: '', fromAmount: '10', type: 'subscription' }),
    { fromAmount: '10', type: 'subscription' },
    [{ ...preapproved, beneficiaryEmail: null, endDate: null, remaining: null, runsDone: 0, lastRun: null }],
    undefined,
  ],
  [
    'preapprovedPaymentList',
    { responseCode: '00', payments: [{ ...preapproved, runsDone: 2, lastRun: refusedRun }] },
    (api) => fetchPreapprovedPayments(api, {}),
    {},
    [{ ...preapproved, beneficiaryEmail: null, endDate: null, remaining: null, runsDone: 2, lastRun: refusedRun }],
    undefined,
  ],
  [
    'preapprovedPaymentCancel',
    { responseCode: '00', id: 3, cancelled: true },
    (api) => cancelPreapprovedPayment(api, 3),
    { id: 3 },
    3,
    undefined,
  ],
])('%s', async (method, answer, run, payload, result, key) => {
  const { api, calls } = fakeCaller(answer);
  await expect(run(api)).resolves.toEqual(result);
  expect(calls).toEqual([{ method, payload, idempotencyKey: key }]);
});

// A malformed answer is an ApiError of kind 'malformed', never a crash or a wrong value on screen.
test.each<[string, unknown, (api: Caller) => Promise<unknown>]>([
  [
    'a fee as a float',
    { fee: 0.5, feeCurrencyCode: 'EUR' },
    (api) => fetchOwnTransferFee(api, { amount: '1', fromAccountId: 1, toAccountId: 2 }),
  ],
  ['an unknown approval mode', { ...submit, approveType: 'email' }, (api) => transferBetweenAccounts(api, own, 'k')],
  [
    'an approval mode number out of range',
    { ...submit, approveType: 7 },
    (api) => p2pTransferFunds(api, { fromAccountId: 1, toEmail: 'p@x.io', amount: '1' }, 'k'),
  ],
  [
    'a submit without its operation',
    { ...submit, operationId: undefined },
    (api) => transferBetweenAccounts(api, own, 'k'),
  ],
  [
    'a count of runs as text',
    { payments: [{ ...preapproved, runsDone: '2' }] },
    (api) => fetchPreapprovedPayments(api, {}),
  ],
  [
    'a last run of an unknown outcome',
    { payments: [{ ...preapproved, lastRun: { ...refusedRun, outcome: 'skipped' } }] },
    (api) => fetchPreapprovedPayments(api, {}),
  ],
  [
    'an unknown limit period',
    { limits: [{ period: 'year', limit: '1.00', used: '0.00', currencyCode: 'EUR' }] },
    (api) => fetchLimits(api, { type: 'betweenAccounts', currencyCode: 'EUR', fromAccountId: 1 }),
  ],
  [
    'a request without its creator',
    {
      transactionRequestList: { items: [{ ...request, createdBy: undefined }], total: 1 },
      massTransactionRequestList: { items: [], total: 0 },
    },
    (api) => fetchTransactionRequests(api, { page: 1 }),
  ],
  ['a negative count', { count: -1 }, (api) => fetchRequestCount(api)],
  ['a cancel that did not cancel', { id: 3, cancelled: false }, (api) => cancelPreapprovedPayment(api, 3)],
])('%s is refused', async (_, answer, run) => {
  const { api } = fakeCaller({ responseCode: '00', ...(answer as object) });
  await expect(run(api)).rejects.toMatchObject({ kind: 'malformed' });
});
