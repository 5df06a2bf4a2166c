import { describe, expect, it } from 'vitest';
import { BATCH_COLUMNS, isBatchHeader, looksLikeFormula, type PaymentData, rowProblems } from './mass-row';

const good: PaymentData = {
  amount: '120.50',
  description: 'November invoice',
  beneficiaryType: 'individual',
  beneficiaryName: 'Ana Pop',
  beneficiaryEmail: 'ana@example.com',
  beneficiaryCountryCode: 'RO',
};

describe('rowProblems', () => {
  it.each([
    ['a good row', {}, {}],
    ['no description is fine', { description: '' }, {}],
    ['missing amount', { amount: '' }, { amount: 'required' }],
    ['zero amount', { amount: '0.00' }, { amount: 'format' }],
    ['three decimals', { amount: '1.005' }, { amount: 'format' }],
    ['negative amount', { amount: '-5' }, { amount: 'format' }],
    ['amount over the cap', { amount: '1000000.01' }, { amount: 'tooLarge' }],
    ['amount at the cap', { amount: '1000000.00' }, {}],
    ['amount at the cap, zeros in front', { amount: '0001000000' }, {}],
    ['amount a cent under the cap', { amount: '999999.99' }, {}],
    ['amount of 17 digits', { amount: '10000000000000000' }, { amount: 'tooLarge' }],
    ['a comma decimal is read', { amount: '12,5' }, {}],
    ['unknown type', { beneficiaryType: 'robot' }, { beneficiaryType: 'format' }],
    ['bad email', { beneficiaryEmail: 'ana@' }, { beneficiaryEmail: 'format' }],
    ['unknown country', { beneficiaryCountryCode: 'XX' }, { beneficiaryCountryCode: 'format' }],
    ['lower-case country', { beneficiaryCountryCode: 'ro' }, {}],
    ['a formula', { beneficiaryName: '=HYPERLINK("x")' }, { beneficiaryName: 'formula' }],
    ['a plus formula', { description: '+1+2' }, { description: 'formula' }],
    ['a long name', { beneficiaryName: 'x'.repeat(101) }, { beneficiaryName: 'tooLong' }],
    ['two problems', { amount: 'abc', beneficiaryEmail: '' }, { amount: 'format', beneficiaryEmail: 'required' }],
  ])('%s', (_name, change, expected) => {
    expect(rowProblems({ ...good, ...change })).toEqual(expected);
  });
});

describe('looksLikeFormula (OWASP CSV injection; review L6)', () => {
  it.each([
    ['=HYPERLINK("x")', true],
    ['+1+2', true],
    ['@SUM(A1)', true],
    ['-HYPERLINK("x")', true],
    ['-1+2', true],
    ['-2*3', true],
    ['- rent', true],
    ['-', true],
    ['－1+2', true],
    ['＝1', true],
    [' =1', true],
    ['\u00a0-A1', true],
    ['\t1', true],
    ['\r1', true],
    ['-5', false],
    ['-12.50', false],
    [' -12.50 ', false],
    ['120.50', false],
    ['Ana Pop', false],
    ['e-mail', false],
    ['a=b', false],
    ['', false],
  ])('%j: %s', (cell, formula) => {
    expect(looksLikeFormula(cell)).toBe(formula);
  });

  it('refuses a row whose description starts with a minus that is no number', () => {
    expect(rowProblems({ ...good, description: '-HYPERLINK("http://x")' })).toEqual({ description: 'formula' });
  });
});

describe('isBatchHeader', () => {
  it.each([
    ['the columns', [...BATCH_COLUMNS], true],
    ['trimmed', BATCH_COLUMNS.map((c) => ` ${c} `), true],
    ['a missing column', BATCH_COLUMNS.slice(1), false],
    ['an extra column', [...BATCH_COLUMNS, 'iban'], false],
    ['another order', [...BATCH_COLUMNS].reverse(), false],
  ])('%s', (_name, header, expected) => {
    expect(isBatchHeader(header)).toBe(expected);
  });
});
