import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ContractCreateSchema, createProblems, percentageRule, SIGNER_NAME_MAX, wirePercentage } from './create-rules';

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

describe('the percentage, checked exactly and kept in basis points', () => {
  it.each([
    ['0.29', 29],
    ['1.13', 113],
    ['4.35', 435],
    ['0.57', 57],
    ['8.2', 820],
    ['16.1', 1610],
    ['16,1', 1610],
    ['100', 10_000],
    ['0.01', 1],
    [' 7.50 ', 750],
    [0.29, 29],
    [1.13, 113],
    [4.35, 435],
    [0.57, 57],
    [8.2, 820],
    [16.1, 1610],
    [100, 10_000],
    [0.01, 1],
  ])('accepts %j as %i basis points', (typed, basisPoints) => {
    expect(v.parse(percentageRule, typed)).toBe(basisPoints);
    expect(createProblems({ ...valid, percentage: typed })).toEqual([]);
  });

  it.each([
    ['0', 'must be above 0'],
    [0, 'must be above 0'],
    ['100.01', 'must be at most 100'],
    [100.01, 'must be at most 100'],
    ['1.234', 'must have at most two decimals'],
    [1.234, 'must have at most two decimals'],
    ['abc', 'must be a number'],
    ['', 'must be a number'],
    [Number.NaN, 'is required'],
    ['-1', 'must be above 0'],
    [-1, 'must be above 0'],
  ])('refuses %j: %s', (typed, description) => {
    expect(createProblems({ ...valid, percentage: typed })).toEqual([{ param: 'percentage', description }]);
  });

  it('keeps percentageBp and sends the wire’s number back unchanged', () => {
    expect(v.parse(ContractCreateSchema, { ...valid, percentage: 16.1 })).toMatchObject({ percentageBp: 1610 });
    expect([29, 113, 435, 57, 820, 1610, 10_000, 1].map(wirePercentage)).toEqual([
      0.29, 1.13, 4.35, 0.57, 8.2, 16.1, 100, 0.01,
    ]);
    for (let basisPoints = 1; basisPoints <= 10_000; basisPoints++) {
      expect(v.parse(percentageRule, JSON.parse(JSON.stringify(wirePercentage(basisPoints))))).toBe(basisPoints);
    }
  });
});

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
