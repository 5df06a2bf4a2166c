import { asksSecondFactor, outcomeState, type PopupOutcome } from './outcome-state';

describe('after the confirm (payments.md 4)', () => {
  it.each([
    ['none', null, false],
    ['push', null, true],
    ['sms', null, true],
    ['otp', null, true],
    ['approvalCode', null, true],
    ['sms', 3, false], // right 3 initiates: created for the approvers, no second factor
    ['none', 3, false],
  ] as const)('mode %s, access right %s: the approval popup opens: %s', (approveType, accessRight, popup) => {
    expect(asksSecondFactor({ approveType }, accessRight)).toBe(popup);
  });

  it.each([
    ['none', null, null, 'success'],
    ['none', 3, null, 'created'],
    ['sms', null, 'submitted', 'success'],
    ['push', null, 'failed', 'failed'],
    ['push', null, 'waiting', 'approval'],
    ['sms', 3, 'created', 'created'],
  ] as const)('mode %s, right %s, popup %s: the outcome says %s', (approveType, accessRight, popup, state) => {
    expect(outcomeState({ approveType }, accessRight, popup as PopupOutcome | null)).toBe(state);
  });
});
