import { requestEventEffect } from './request-events';

const notification = (fields: { type?: string; status?: string; title?: string }) => ({
  type: 'notification',
  notification: { type: 'transactionRequests', status: 'count', ...fields },
});

test.each([
  ['the count notification', notification({ title: '3' }), { count: 3, refresh: true }],
  ['a count of none', notification({ title: '0' }), { count: 0, refresh: true }],
  ['a count that is not a number: read again', notification({ title: 'many' }), { refresh: true }],
  ['an empty count: read again', notification({ title: '' }), { refresh: true }],
  ['another status of the same type: read again', notification({ status: 'changed', title: '2' }), { refresh: true }],
  ['another notification type', notification({ type: 'cardClosed', title: '2' }), { refresh: false }],
  ['a request asked for', { type: 'transaction', code: 'approvalRequested' }, { refresh: true }],
  ['a request booked', { type: 'transaction', code: 'booked' }, { refresh: true }],
  ['a request rejected', { type: 'transaction', code: 'rejected' }, { refresh: true }],
  ['an unknown transaction code', { type: 'transaction', code: 'fee' }, { refresh: false }],
  ['a sign-in approval', { type: 'loginApproval', code: 'approved' }, { refresh: false }],
])('%s', (_case, event, expected) => {
  expect(requestEventEffect(event)).toEqual(expected);
});
