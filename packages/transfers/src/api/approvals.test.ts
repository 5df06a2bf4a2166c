import { approvalResult } from '../model/approval';
import { readTransactionEvent } from './approvals';

const rejected = {
  type: 'transaction',
  code: 'rejected',
  transaction: { operationId: 'op_1', errors: [{ param: 'approvalCode', description: 'is not correct' }] },
};

test.each([
  [
    'an approval',
    { type: 'transaction', code: 'approved', transaction: { operationId: 'op_1', transactionId: 3, statusId: 2 } },
    { kind: 'submitted' },
  ],
  ['a rejection with its error entry', rejected, { kind: 'failed', text: 'approvalCode: is not correct' }],
  [
    'a rejection with nothing',
    { type: 'transaction', code: 'rejected', transaction: { operationId: 'op_1' } },
    { kind: 'failed', text: null },
  ],
])('%s reaches the popup', (_, event, result) => {
  const read = readTransactionEvent(event);
  expect(read?.transaction.operationId).toBe('op_1');
  expect(approvalResult({ code: read?.code, ...read?.transaction })).toEqual(result);
});

test.each([
  ['another event type', { type: 'passwordChange', code: 'confirmed' }],
  ['an unknown code', { type: 'transaction', code: 'maybe', transaction: { operationId: 'op_1' } }],
  ['no operation', { type: 'transaction', code: 'approved', transaction: {} }],
  ['not an object', 'approved'],
])('%s is not a transaction event', (_, event) => {
  expect(readTransactionEvent(event)).toBeUndefined();
});
