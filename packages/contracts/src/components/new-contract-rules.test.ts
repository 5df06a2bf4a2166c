import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyNewContract, newContractPayload, newContractSchema } from './new-contract-rules';

const schema = newContractSchema((problem) => problem);
const filled = {
  ...emptyNewContract(),
  counterpartyEmail: 'anna@example.com',
  companyId: '4',
  percentage: '7,5',
  activeFrom: '2026-12-01',
  mySignerName: 'Boris Petrov',
  theirSignerName: 'Anna Novak',
  myObligations: ['Feature the shop', ''],
  theirObligations: ['Pay monthly'],
};

describe('the new-contract form', () => {
  it.each([
    [{}, []],
    [{ percentage: '0' }, ['percentage']],
    [{ percentage: '101' }, ['percentage']],
    [{ percentage: '0,29' }, []],
    [{ percentage: '16.1' }, []],
    [{ percentage: '1.234' }, ['percentage']],
    [{ activeFrom: '' }, ['activeFrom']],
    [{ activeTo: '2026-11-01' }, ['activeTo']],
    [{ myObligations: ['', ' '] }, ['obligations']],
    [{ theirSignerName: 'x'.repeat(257) }, ['signerLong']],
    [{ counterpartyEmail: 'anna' }, ['email']],
    [{ companyId: '' }, ['company']],
  ])('%j gives %j', (change, problems) => {
    const result = v.safeParse(schema, { ...filled, ...change });
    expect(result.success ? [] : result.issues.map((issue) => issue.message)).toEqual(problems);
  });

  it('makes the payer the sender: boris receives from anna', () => {
    expect(newContractPayload(filled, 1, 2)).toEqual({
      companyId: 4,
      senderId: 2,
      beneficiaryId: 1,
      percentage: 7.5,
      activeFrom: '2026-12-01',
      activeTo: null,
      note: '',
      senderSignerName: 'Anna Novak',
      beneficiarySignerName: 'Boris Petrov',
      senderObligations: ['Pay monthly'],
      beneficiaryObligations: ['Feature the shop'],
    });
    expect(newContractPayload({ ...filled, role: 'PAY' }, 1, 2)).toMatchObject({ senderId: 1, beneficiaryId: 2 });
    expect(newContractPayload({ ...filled, percentage: '0,29' }, 1, 2).percentage).toBe(0.29);
    expect(newContractPayload({ ...filled, percentage: '16.10' }, 1, 2).percentage).toBe(16.1);
  });
});
