// Test support of the external transfer tests (not a test file): rosa.rails' fixtures and calls.
import { count } from 'drizzle-orm';
import { toMinor } from '../../money.ts';
import { newKey, type TestSandbox } from '../../test/harness.ts';
import { externalTransfers } from './tables.ts';

export interface Account {
  accountId: number;
  currencyCode: string;
  typeId: number;
  balance: string;
  pendingAmount: string;
}
export type Body = Record<string, unknown>;
export const minor = (text: string, code = 'EUR'): bigint => {
  const value = toMinor(text, code);
  if (value === null) throw new Error(`not an amount: ${text}`);
  return value;
};

export const hans = { templateId: 1, options: { extraParams: { paymentPurpose: 'goods' } } }; // rosa's wire template, status 1
export const wireToBr = {
  beneficiaryName: 'João Silva',
  accountNumber: '123456789',
  swift: 'BRASBRRJ',
  bankCountryCode: 'BR',
  options: { extraParams: { paymentPurpose: 'family' } },
};
export const eftToBr = {
  beneficiaryName: 'João Silva',
  accountNumber: '123456789',
  countryCode: 'BR',
  currencyCode: 'USD',
  bankCode: '001',
  branchCode: '3070',
  beneficiaryTaxId: '12345678909',
  options: { extraParams: { accountType: 'checking' } },
};

/** The calls of a test as one person (`token()` read at call time: it is set in beforeAll). */
export function externalCalls(t: () => TestSandbox, token: () => string) {
  const accounts = async (as = token()) =>
    (await t().call('balanceInquiry', {}, { token: as })).body.accounts as Account[];
  const account = async (code: string) =>
    (await accounts()).find((a) => a.currencyCode === code && a.typeId === 1001) as Account;
  const submit = async (method: string, body: Body, from = 'EUR', key = newKey()) =>
    (await t().call(method, { fromAccountId: (await account(from)).accountId, ...body }, { token: token(), key })).body;
  const booked = async () => (await t().db.select({ n: count() }).from(externalTransfers))[0]?.n ?? 0;
  const errors = (body: Body) =>
    ((body.validationErrors as { param: string; description: string }[]) ?? []).map(
      (e) => `${e.param}: ${e.description}`,
    );
  /** The clearing control: the HTTP status and the new statusId. */
  const settle = async (transactionId: unknown, outcome: string) => {
    const response = await t().request(`/__sandbox/transfers/external/${transactionId}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome }),
    });
    const body = (await response.json()) as { statusId?: number };
    return { status: response.status, statusId: body.statusId };
  };
  return { accounts, account, submit, booked, errors, settle };
}
