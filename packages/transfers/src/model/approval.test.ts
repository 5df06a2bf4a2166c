import { approvalResult, approveTypeOf, rejectionText, submitOutcome } from './approval';

describe('after a submit (payments.md 4)', () => {
  it.each([
    ['none', undefined, { kind: 'success' }],
    [undefined, undefined, { kind: 'success' }],
    ['push', undefined, { kind: 'approval', approveType: 'push' }],
    ['sms', 2, { kind: 'approval', approveType: 'sms' }],
    ['otp', null, { kind: 'approval', approveType: 'otp' }],
    ['approvalCode', 4, { kind: 'approval', approveType: 'approvalCode' }],
    ['none', 3, { kind: 'created' }],
    ['sms', 3, { kind: 'created' }],
  ] as const)('approve type %s with access right %s', (approveType, accessRight, outcome) => {
    expect(submitOutcome({ approveType, accessRight })).toEqual(outcome);
  });

  it.each([
    [0, 'none'],
    [1, 'push'],
    [2, 'sms'],
    [3, 'otp'],
    [4, 'approvalCode'],
    ['sms', 'sms'],
    [5, undefined],
    ['email', undefined],
    [null, undefined],
  ] as const)('the approval mode %j is %j', (value, name) => {
    expect(approveTypeOf(value)).toBe(name);
  });
});

describe('the approval event', () => {
  const entry = { param: 'approvalCode', description: 'is not correct' };
  it.each([
    [{ code: 'approved' }, { kind: 'submitted' }],
    [{ code: 'booked' }, { kind: 'submitted' }],
    [{ code: 'approvalRequested' }, { kind: 'pending' }],
    [{ code: undefined }, { kind: 'pending' }],
    [
      { code: 'rejected', message: 'Refused on the device', errors: [entry] },
      { kind: 'failed', text: 'Refused on the device' },
    ],
    [
      { code: 'rejected', message: '  ', errors: [entry] },
      { kind: 'failed', text: 'approvalCode: is not correct' },
    ],
    [
      { code: 'rejected', errors: [{ param: '', description: 'Too many codes' }] },
      { kind: 'failed', text: 'Too many codes' },
    ],
    [
      { code: 'rejected', message: null, errors: [] },
      { kind: 'failed', text: null },
    ],
    [{ code: 'rejected' }, { kind: 'failed', text: null }],
  ])('%j → %j', (event, result) => {
    expect(approvalResult(event)).toEqual(result);
  });

  it('null text means the default "Transaction was rejected."', () => {
    expect(rejectionText({})).toBeNull();
  });
});
