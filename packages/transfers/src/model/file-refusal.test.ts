import { ApiError } from '@paydeck/api-client';
import { describe, expect, it } from 'vitest';
import { fileRefusalsOf, readFileRefusal } from './file-refusal';

// The reasons are the sandbox's table reader's words (apps/sandbox/src/files/table-read.ts), as MASS-WIRE.md lists them.
describe('readFileRefusal: the line, the column and the problem of a refused file', () => {
  it.each([
    [
      'wrong header',
      'must have the columns amount, description, beneficiaryType, beneficiaryName, beneficiaryEmail, beneficiaryCountryCode, in this order',
      { problem: 'columns', line: 1, column: null },
    ],
    ['a short line', 'row 4 must have 6 cells', { problem: 'cells', line: 4, column: null }],
    ['a formula', 'must not contain formulas (row 7)', { problem: 'formula', line: 7, column: null }],
    ['broken quoting', 'is not well-formed CSV (row 3)', { problem: 'csv', line: 3, column: null }],
    [
      'a control character in a cell',
      'row 5, beneficiaryName: must not contain control characters (U+0007)',
      {
        problem: 'cellText',
        line: 5,
        column: 'beneficiaryName',
        detail: 'must not contain control characters (U+0007)',
      },
    ],
    [
      'a cell too long',
      'row 2, description: must be at most 300 characters',
      { problem: 'cellText', line: 2, column: 'description' },
    ],
    ['only the header', 'has no payment rows', { problem: 'noRows', line: null }],
    ['too many rows', 'must have at most 1,000 payment rows', { problem: 'tooManyRows', line: null }],
    ['too large', 'must be at most 2,000,000 bytes', { problem: 'tooLarge', line: null }],
    ['pasted text too long', 'must be at most 200,000 characters', { problem: 'tooLarge', line: null }],
    ['not UTF-8', 'must be a UTF-8 CSV file', { problem: 'encoding', line: null }],
    ['not an XLSX', 'is not a readable XLSX file', { problem: 'xlsx', line: null }],
    ['a ZIP bomb', 'must inflate to at most 20,000,000 bytes', { problem: 'xlsx', line: null }],
    ['words this client does not know', 'is on fire', { problem: 'other', line: null, detail: 'is on fire' }],
  ])('%s', (_case, reason, expected) => {
    expect(readFileRefusal(reason)).toMatchObject(expected);
  });
});

const vf = (validationErrors: { param: string; description: string }[]) =>
  new ApiError({ code: 'VF', kind: 'business', message: 'Validation failed', validationErrors });

describe('fileRefusalsOf: only a refusal of the file part is a file report', () => {
  it.each([
    ['global pay', vf([{ param: 'attachedFile', description: 'has no payment rows' }]), ['noRows']],
    ['a mass file', vf([{ param: 'file', description: 'row 3 must have 4 cells' }]), ['cells']],
    ['pasted rows', vf([{ param: 'data', description: 'is not well-formed CSV (row 2)' }]), ['csv']],
    ['another field', vf([{ param: 'accountId', description: 'is not yours' }]), null],
    ['funds', new ApiError({ code: 'TE', kind: 'business', message: 'x' }), null],
    ['not an API error', new Error('offline'), null],
  ])('%s', (_case, error, problems) => {
    expect(fileRefusalsOf(error)?.map((refusal) => refusal.problem) ?? null).toEqual(problems);
  });
});
