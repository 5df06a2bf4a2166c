import { describe, expect, it } from 'vitest';
import { type ActionSubject, type ContractStatus, contractActions, metaGroup, roleOf } from './contract-actions';

const boris = 1;
const anna = 2;
// boris proposed; anna pays (sender)
const contract = (status: ContractStatus, extra: Partial<ActionSubject> = {}): ActionSubject => ({
  status,
  initiatorId: boris,
  senderId: anna,
  ...extra,
});

describe('contractActions: the status-action table', () => {
  it.each([
    ['WAITING', boris, ['cancel']],
    ['WAITING', anna, ['sign', 'reject']],
    ['UNSIGNED', boris, ['cancel']],
    ['UNSIGNED', anna, ['sign', 'reject']],
    ['NEED_IDENTIFICATION', boris, ['cancel']],
    ['NEED_IDENTIFICATION', anna, ['identify', 'reject']],
    ['SIGNED', boris, ['terminate']],
    ['SIGNED', anna, ['terminate']],
    ['ACTIVE', boris, ['terminate']],
    ['ACTIVE', anna, ['terminate']],
    ['EXPIRED', boris, []],
    ['EXPIRED', anna, []],
    ['TERMINATED', anna, []],
    ['CANCELLED', anna, []],
    ['REJECTED', boris, []],
  ] as const)('%s for customer %i: %j', (status, who, actions) => {
    expect(contractActions(contract(status), who)).toEqual(actions);
  });

  it('TERMINATING: the asker may only withdraw, the other party may decline or end it now', () => {
    const askedByAnna = contract('TERMINATING', { terminatedBy: anna });
    expect(contractActions(askedByAnna, anna)).toEqual(['terminateCancel']);
    expect(contractActions(askedByAnna, boris)).toEqual(['terminateCancel', 'terminateNow']);
    expect(roleOf(askedByAnna, anna)).toBe('proposer');
  });

  it('identify is the payer’s only, whichever side proposed', () => {
    const borisPays = contract('NEED_IDENTIFICATION', { senderId: boris });
    expect(contractActions(borisPays, boris)).toEqual(['cancel', 'identify']);
    expect(contractActions(borisPays, anna)).toEqual(['reject']);
  });
});

describe('metaGroup', () => {
  it.each([
    ['WAITING', boris, 'pending'],
    ['WAITING', anna, 'requests'],
    ['NEED_IDENTIFICATION', anna, 'requests'],
    ['SIGNED', anna, 'pending'],
    ['ACTIVE', anna, 'active'],
    ['TERMINATING', boris, 'active'],
    ['REJECTED', boris, 'ended'],
    ['EXPIRED', anna, 'ended'],
  ] as const)('%s for %i is %s', (status, who, group) => {
    expect(metaGroup(contract(status), who)).toBe(group);
  });
});
