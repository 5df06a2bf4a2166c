// What the card tests share: a signed-in demo person, their accounts from balanceInquiry, cards by
// the last four digits of their masked number, and calls that add an Idempotency-Key when asked.
import { toCents } from '../../money.ts';
import type { Called, TestSandbox } from '../../test/harness.ts';
import { newKey } from '../../test/harness.ts';

export interface AccountRow {
  accountId: number;
  accountNumber: string;
  currencyCode: string;
  typeId: number;
  statusId: number;
  balance: string;
  cardIsVirtual: boolean | null;
  cardAliasName: string | null;
  cardMaskedNumber: string | null;
  cardProductTypeId: number | null;
  cardReissuedStatusId: number | null;
}

export interface Person {
  token: string;
  /** The answer body; `idempotent` adds a fresh key (or the given one). */
  call(method: string, body?: object, options?: { key?: string; idempotent?: boolean }): Promise<Called['body']>;
  accounts(): Promise<AccountRow[]>;
  /** The card account whose masked number ends with `last4`. */
  card(last4: string): Promise<AccountRow>;
  /** The open payment account in `currency`. */
  payment(currency: string): Promise<AccountRow>;
  balance(accountId: number): Promise<string>;
}

export async function signInAs(t: TestSandbox, name: string): Promise<Person> {
  const token = (await t.signIn(name)).accessToken;
  const call: Person['call'] = async (method, body = {}, options = {}) => {
    const key = options.key ?? (options.idempotent ? newKey() : undefined);
    return (await t.call(method, body, { token, ...(key ? { key } : {}) })).body;
  };
  const accounts = async () => (await call('balanceInquiry')).accounts as AccountRow[];
  const find = async (test: (account: AccountRow) => boolean, what: string) => {
    const found = (await accounts()).find(test);
    if (!found) throw new Error(`${name} has no ${what}`);
    return found;
  };
  return {
    token,
    call,
    accounts,
    card: (last4) => find((a) => a.typeId === 4001 && a.cardMaskedNumber?.endsWith(last4) === true, `card ${last4}`),
    payment: (currency) =>
      find((a) => a.typeId === 1001 && a.currencyCode === currency && a.statusId !== 11, `${currency} account`),
    balance: async (accountId) => (await find((a) => a.accountId === accountId, `account ${accountId}`)).balance,
  };
}

/** Cents of a two-decimal string, for exact arithmetic in assertions. */
export const cents = (amount: string): bigint => {
  const value = toCents(amount);
  if (value === null) throw new Error(`Not an amount: ${amount}`);
  return value;
};
