import { describe, expect, it } from 'vitest';
import { createProblems, SIGNER_NAME_MAX } from './create-rules';

const valid = {
  companyId: 3,
  senderId: 2,
  beneficiaryId: 1,
  percentage: '12.5',
  activeFrom: '2026-12-01',
  senderSignerName: 'Anna Novak',
  beneficiarySignerName: 'Boris Petrov',
  senderObligations: ['Pay 12.5% of the net revenue monthly'],
  beneficiaryObligations: ['Run the marketing'],
};

describe('createProblems (payments.md 5 "Contract creation")', () => {
  it('accepts a complete contract, note optional', () => {
    expect(createProblems(valid)).toEqual([]);
  });

  it.each([
    ['percentage 0', { percentage: '0' }, 'percentage', 'must be above 0'],
    ['percentage just above 0', { percentage: '0.01' }, null, null],
    ['percentage 100', { percentage: 100 }, null, null],
    ['percentage above 100', { percentage: '100.01' }, 'percentage', 'must be at most 100'],
    ['percentage not a number', { percentage: 'ten' }, 'percentage', 'must be a number'],
    ['percentage empty', { percentage: '' }, 'percentage', 'must be a number'],
    ['activeFrom missing', { activeFrom: '' }, 'activeFrom', 'is required'],
    ['signer name of 256', { senderSignerName: 'a'.repeat(SIGNER_NAME_MAX) }, null, null],
    [
      'signer name of 257',
      { senderSignerName: 'a'.repeat(SIGNER_NAME_MAX + 1) },
      'senderSignerName',
      'must be at most 256 characters',
    ],
    ['signer name blank', { beneficiarySignerName: '  ' }, 'beneficiarySignerName', 'is required'],
    ['no sender obligation', { senderObligations: [' '] }, 'senderObligations', 'needs at least one obligation'],
    [
      'no beneficiary obligation',
      { beneficiaryObligations: [] },
      'beneficiaryObligations',
      'needs at least one obligation',
    ],
    ['company not an integer', { companyId: 1.5 }, 'companyId', 'must be an integer'],
    ['same sender and beneficiary', { beneficiaryId: 2 }, 'beneficiaryId', 'must differ from the sender'],
    ['activeTo before activeFrom', { activeTo: '2026-11-30' }, 'activeTo', 'must be after the start'],
  ])('%s', (_, change, param, description) => {
    const problems = createProblems({ ...valid, ...change });
    expect(problems).toEqual(param ? [{ param, description }] : []);
  });
});
