import { ApiError } from '@paydeck/api-client';
import { btcAccount, cardAccount, closedAccount, eurAccount, usdAccount } from './fixtures';
import {
  amountProblem,
  currencyScale,
  emailProblem,
  p2pAccounts,
  p2pPayload,
  payeeProblem,
  refusalOf,
} from './p2p-rules';

const vf = (...validationErrors: { param: string; description: string }[]) =>
  new ApiError({ code: 'VF', kind: 'business', message: 'VF', validationErrors });

test('only open payment accounts pay a person (no card, no closed account)', () => {
  expect(p2pAccounts([eurAccount, closedAccount, cardAccount, usdAccount])).toEqual([eurAccount, usdAccount]);
});

test.each([
  ['EUR', 2],
  ['usd', 2],
  ['BTC', 8],
  [' eth ', 8],
  ['USDT', 6],
  [null, 2],
])('currencyScale(%s) = %i', (code, scale) => {
  expect(currencyScale(code)).toBe(scale);
});

test.each([
  ['', eurAccount, 'required'],
  ['  ', eurAccount, 'required'],
  ['abc', eurAccount, 'format'],
  ['-5', eurAccount, 'format'],
  ['1.2.3', eurAccount, 'format'],
  ['0', eurAccount, 'zero'],
  ['0.00', eurAccount, 'zero'],
  ['10.001', eurAccount, 'scale'],
  ['0.00000001', btcAccount, null],
  ['0.000000001', btcAccount, 'scale'],
  ['2841.17', eurAccount, null],
  ['2841.18', eurAccount, 'overAvailable'],
  ['12,5', eurAccount, null],
  ['25', undefined, null],
])('amountProblem(%j) in %s', (typed, account, problem) => {
  expect(amountProblem(typed, account)).toBe(problem);
});

test.each([
  ['', 'required'],
  ['pavel', 'invalid'],
  ['a@b.c', 'invalid'],
  ['pavel.push@demo.paydeck.test', null],
  [' pavel.push@demo.paydeck.test ', null],
])('emailProblem(%j) = %s', (email, problem) => {
  expect(emailProblem(email)).toBe(problem);
});

test.each([
  [null, null],
  [{ exists: false, isEmployee: false, outBlacklist: true }, 'unknown'],
  [{ exists: true, isEmployee: false, outBlacklist: false }, 'blocked'],
  [{ exists: true, isEmployee: true, outBlacklist: true }, null],
])('payeeProblem(%j) = %s', (payee, problem) => {
  expect(payeeProblem(payee)).toBe(problem);
});

test.each([
  [
    { fromAccountId: 11, toEmail: ' pavel.push@demo.paydeck.test ', amount: '12,50', description: '  ' },
    { fromAccountId: 11, toEmail: 'pavel.push@demo.paydeck.test', amount: '12.50' },
  ],
  [
    { fromAccountId: 11, toEmail: 'pavel.push@demo.paydeck.test', amount: '0.5', description: ' Dinner ' },
    { fromAccountId: 11, toEmail: 'pavel.push@demo.paydeck.test', amount: '0.5', description: 'Dinner' },
  ],
  [{ fromAccountId: null, toEmail: 'pavel.push@demo.paydeck.test', amount: '1', description: '' }, null],
  [{ fromAccountId: 11, toEmail: 'pavel', amount: '1', description: '' }, null],
  [{ fromAccountId: 11, toEmail: 'pavel.push@demo.paydeck.test', amount: '1e3', description: '' }, null],
])('p2pPayload(%j)', (values, payload) => {
  expect(p2pPayload(values)).toEqual(payload);
});

test.each([
  [
    'the payee has no account',
    vf({ param: 'toEmail', description: 'has no Paydeck account' }),
    [{ field: 'toEmail', problem: 'unknown' }],
    false,
  ],
  [
    'the payee cannot receive the currency',
    vf({ param: 'toEmail', description: 'cannot receive EUR' }),
    [{ field: 'toEmail', problem: 'cannotReceive' }],
    false,
  ],
  [
    'the own e-mail',
    vf({ param: 'toEmail', description: 'is your own: use a transfer between your accounts' }),
    [{ field: 'toEmail', problem: 'own' }],
    false,
  ],
  [
    'insufficient funds',
    vf({ param: 'amount', description: 'insufficient funds' }),
    [{ field: 'amount', problem: 'insufficient' }],
    false,
  ],
  [
    'over the limit',
    vf({ param: 'amount', description: 'exceeds your limit' }),
    [{ field: 'amount', problem: 'limit' }],
    false,
  ],
  [
    'an unknown reason at a field',
    vf({ param: 'fromAccountId', description: 'is not one of your payment accounts' }),
    [{ field: 'fromAccountId', text: 'is not one of your payment accounts' }],
    false,
  ],
  ['a param of no field', vf({ param: 'trxid', description: 'x' }), [], true],
  ['access denied', new ApiError({ code: '13', kind: 'business', message: 'Access denied' }), [], true],
  ['a network failure', new ApiError({ code: 'AE', kind: 'network', message: 'networkError' }), [], true],
])('refusalOf: %s', (_case, error, fields, form) => {
  expect(refusalOf(error)).toEqual({ fields, form });
});
