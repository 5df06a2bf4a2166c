import { describe, expect, it, vi } from 'vitest';
import { firstRowLine, massInputProblem, recipientStatus, uploadOutcome, uploadWithConfirmation } from './mass-input';

const file = (text: string) => new Blob([text]);

describe('massInputProblem (a file or text content, exactly one)', () => {
  it.each([
    ['neither', {}, 'none'],
    ['an empty file and blank text', { file: file(''), text: '  ' }, 'none'],
    ['a file', { file: file('a,b') }, null],
    ['text', { text: 'a,b' }, null],
    ['both', { file: file('a,b'), text: 'a,b' }, 'both'],
  ])('%s', (_name, input, expected) => {
    expect(massInputProblem(input)).toBe(expected);
  });
});

describe('uploadOutcome', () => {
  it.each([
    ['success', { responseCode: '00', batchId: 7 }, { kind: 'uploaded', batchId: 7 }],
    ['92', { responseCode: '92', batchId: 3, date: '2026-11-20' }, { kind: 'confirm', batchId: 3, date: '2026-11-20' }],
    ['92 without a batch', { responseCode: '92' }, { kind: 'refused' }],
    ['VF', { responseCode: 'VF' }, { kind: 'refused' }],
  ])('%s', (_name, answer, expected) => {
    expect(uploadOutcome(answer)).toEqual(expected);
  });
});

describe('uploadWithConfirmation (code 92)', () => {
  it.each([
    ['no duplicate: one upload', ['00'], true, [false], '00'],
    ['duplicate confirmed: repeated with ignoreIdenticalBatch', ['92', '00'], true, [false, true], '00'],
    ['duplicate declined: nothing more', ['92'], false, [false], null],
    ['refused: not repeated', ['VF'], true, [false], 'VF'],
  ])('%s', async (_name, codes, agree, flags, result) => {
    const answers = [...codes];
    const upload = vi.fn(async (_ignore: boolean) => ({
      responseCode: answers.shift() ?? 'UE',
      batchId: 5,
      date: 'd',
    }));
    const confirm = vi.fn(async () => agree);
    const answer = await uploadWithConfirmation(upload, confirm);
    expect(upload.mock.calls.map(([ignore]) => ignore)).toEqual(flags);
    expect(answer?.responseCode ?? null).toBe(result);
    expect(confirm).toHaveBeenCalledTimes(codes[0] === '92' ? 1 : 0);
  });
});

describe('recipientStatus (defaults to error)', () => {
  it.each([
    ['paid', 'paid'],
    ['refused', 'refused'],
    [undefined, 'error'],
    [null, 'error'],
    ['', 'error'],
    ['weird', 'error'],
  ])('%s → %s', (status, expected) => {
    expect(recipientStatus(status)).toBe(expected);
  });
});

describe("firstRowLine: the file line of a mass transfer's row 1 (the header is line 1)", () => {
  const columns = ['email', 'amount', 'currency', 'description'];
  it.each([
    ['a file', { file: file('email,amount,currency,description\nx') }, 2],
    ['pasted rows with the header', { text: ' email, amount,currency,description\nx@y.z,1,EUR,' }, 2],
    ['pasted rows without it', { text: 'x@y.z,1,EUR,Lunch' }, 1],
    ['pasted rows with another first line', { text: 'email,amount\nx@y.z,1,EUR,' }, 1],
  ])('%s', (_name, input, line) => {
    expect(firstRowLine(input, columns)).toBe(line);
  });
});
