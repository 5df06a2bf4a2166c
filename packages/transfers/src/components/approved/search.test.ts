import { readApprovalLink } from './search';

test.each([
  [
    'the e-mail link',
    { trxid: 'op_AbC-12_x', approvalCode: '123456' },
    { trxid: 'op_AbC-12_x', approvalCode: '123456' },
  ],
  [
    'the code as a number (the router reads JSON)',
    { trxid: 'op_1', approvalCode: 654321 },
    { trxid: 'op_1', approvalCode: '654321' },
  ],
  ['no code', { trxid: 'op_1' }, null],
  ['no operation', { approvalCode: '123456' }, null],
  ['a code with letters', { trxid: 'op_1', approvalCode: '12ab56' }, null],
  ['an operation with a slash', { trxid: 'op/../1', approvalCode: '123456' }, null],
])('%s', (_case, raw, expected) => {
  expect(readApprovalLink(raw)).toEqual(expected);
});
