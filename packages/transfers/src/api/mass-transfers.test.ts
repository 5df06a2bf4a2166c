import { describe, expect, it } from 'vitest';
import { massColumns, massRailOfSegment, massRouteSegment, massTransferRails } from '../model/mass-transfer';
import { fakeCaller } from './fake-caller';
import { fetchMassSummary, massPayload, submitMassTransfer } from './mass-transfers';

const summary = { count: 2, estimatedTotal: '51.00', maximumTrxFee: '0.50', currencyCode: 'EUR' };
const rows = [
  { rowNumber: 1, beneficiary: 'a@example.com', amount: '25.00', currencyCode: 'EUR', fee: '0.50' },
  {
    rowNumber: 2,
    beneficiary: 'b@example.com',
    amount: '1.00',
    currencyCode: 'EUR',
    problems: [{ param: 'email', description: 'is not a customer' }],
  },
];

describe('the data part of each rail', () => {
  it.each([
    ['wire', 'transferWireMass', { batchName: 'May', accountId: 3, data: 'x', onlySummary: true }],
    ['eft', 'transferEftMass', { batchName: 'May', accountId: 3, data: 'x', onlySummary: true }],
    ['oct', 'transferOctMass', { batchName: 'May', accountId: 3, data: 'x', onlySummary: true }],
    ['crypto', 'transferCryptoEftMass', { batchName: 'May', accountId: 3, data: 'x', onlySummary: true }],
    ['instant', 'transferInstantMass', { batchName: 'May', accountId: 3, data: 'x', onlySummary: true }],
    ['interac', 'transferInteracMass', { batchName: 'May', accountId: 3, data: 'x', onlySummary: true }],
    [
      'p2p',
      'p2pMassTransfer',
      { batchName: 'May', fromAccountId: 3, data: 'x', onlySummary: true, platform: 'web', fromEmailId: 'me@x.io' },
    ],
  ] as const)('%s sends %s', async (rail, method, payload) => {
    const { api, calls } = fakeCaller({ responseCode: '00', summary, rows });
    const input = { rail, accountId: 3, batchName: ' May ', text: 'x', fromEmailId: 'me@x.io' };
    const answer = await fetchMassSummary(api, input);
    expect(calls[0]?.method).toBe(method);
    expect(calls[0]?.payload).toEqual(payload);
    expect(answer.summary.estimatedTotal).toBe('51.00');
    expect(answer.rows[1]?.problems).toEqual([{ param: 'email', description: 'is not a customer' }]);
  });

  it('a file leaves the text out (exactly one input)', () => {
    const file = new Blob(['a,b']);
    expect(massPayload({ rail: 'wire', accountId: 1, batchName: 'b', file, text: 'ignored' }, false)).toEqual({
      batchName: 'b',
      accountId: 1,
      data: undefined,
      onlySummary: false,
    });
  });
});

describe('the answers are parsed', () => {
  it('p2p keeps extraFxMarkupPercent; a missing one is null', async () => {
    const { api } = fakeCaller({ responseCode: '00', summary: { ...summary, extraFxMarkupPercent: '1.00' }, rows });
    expect(
      (await fetchMassSummary(api, { rail: 'p2p', accountId: 1, batchName: 'b', text: 'x' })).summary,
    ).toMatchObject({ extraFxMarkupPercent: '1.00' });
    const plain = fakeCaller({ responseCode: '00', summary, rows });
    expect(
      (await fetchMassSummary(plain.api, { rail: 'wire', accountId: 1, batchName: 'b', text: 'x' })).summary,
    ).toMatchObject({ extraFxMarkupPercent: null });
  });

  it.each([
    ['a float total', { summary: { ...summary, estimatedTotal: 51 }, rows }],
    ['no rows', { summary }],
    ['no summary', { rows }],
  ])('%s is malformed', async (_case, answer) => {
    const { api } = fakeCaller({ responseCode: '00', ...answer });
    await expect(fetchMassSummary(api, { rail: 'wire', accountId: 1, batchName: 'b', text: 'x' })).rejects.toThrow();
  });

  it('the submit carries the key and answers the operation', async () => {
    const { api, calls } = fakeCaller({
      responseCode: '00',
      operationId: 'op_1',
      approveType: 'none',
      transactionId: 40,
      statusId: 2,
      fee: '0.50',
      batchId: 7,
      summary,
      rows,
    });
    const answer = await submitMassTransfer(api, { rail: 'oct', accountId: 1, batchName: 'b', text: 'x' }, 'key-1');
    expect(calls[0]).toMatchObject({ method: 'transferOctMass', idempotencyKey: 'key-1' });
    expect(answer).toMatchObject({ batchId: 7, operationId: 'op_1', approveType: 'none' });
  });
});

describe('the rails, their routes and files', () => {
  it.each([
    ['wire', 'wire'],
    ['eft', 'eft'],
    ['oct', 'oct'],
    ['digital', 'crypto'],
    ['p2p', 'p2p'],
    ['instant', 'instant'],
    ['interac', 'interac'],
    ['global', null],
    ['card', null],
  ])('transfer/mass/%s is %s', (segment, rail) => {
    expect(massRailOfSegment(segment)).toBe(rail);
  });
  it('every rail has a segment and an amount and currency column', () => {
    for (const rail of massTransferRails) {
      expect(massRouteSegment[rail]).toBeTruthy();
      expect(massColumns[rail]).toEqual(expect.arrayContaining(['amount', 'currency', 'description']));
    }
  });
});
