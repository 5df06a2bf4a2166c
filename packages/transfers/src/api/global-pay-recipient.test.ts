import { describe, expect, it } from 'vitest';
import { fakeCaller } from './fake-caller';
import { fetchLastWithdrawals, fetchWithdrawalDetails, LAST_WITHDRAWALS } from './global-pay-recipient';

const secret = 's'.repeat(43);
const withdrawal = {
  paymentId: 3,
  amount: '20.00',
  currencyCode: 'GBP',
  method: 'wire',
  status: 'paid',
  date: '2026-10-02T10:00:00.000Z',
};

describe('the recipient’s earlier payments', () => {
  it('the last withdrawals ask for 5 with the payment secret', async () => {
    const { api, calls } = fakeCaller({ responseCode: '00', withdrawals: [withdrawal] });
    await expect(fetchLastWithdrawals(api, secret)).resolves.toEqual([withdrawal]);
    expect(calls[0]).toMatchObject({
      method: 'globalPayLastWithdrawals',
      payload: { paymentSecret: secret, limit: LAST_WITHDRAWALS },
    });
  });

  it('one withdrawal’s details: paymentSecret and paymentId, answered with the kept payout details', async () => {
    const details = { iban: 'GB33BUKB20201555555555', toCurrencyCode: 'GBP' };
    const { api, calls } = fakeCaller({ responseCode: '00', withdrawal: { ...withdrawal, details } });
    await expect(fetchWithdrawalDetails(api, secret, 3)).resolves.toEqual({ ...withdrawal, details });
    expect(calls[0]).toMatchObject({
      method: 'globalPayWithdrawalDetails',
      payload: { paymentSecret: secret, paymentId: 3 },
    });
  });

  it('details that are not text are a malformed answer', async () => {
    const { api } = fakeCaller({ responseCode: '00', withdrawal: { ...withdrawal, details: { iban: 33 } } });
    await expect(fetchWithdrawalDetails(api, secret, 3)).rejects.toMatchObject({ kind: 'malformed' });
  });
});
