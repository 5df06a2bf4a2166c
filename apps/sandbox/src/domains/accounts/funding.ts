// How money gets into an account (payments.md 3, 7): payment instructions (the bank details to
// send a transfer to, and whether the customer has seen them), crypto deposit addresses, and the
// default exchange rates.
import { createHmac } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, invalid, ok } from '../../api/answers.ts';
import { id } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { accounts } from './tables.ts';
import { paymentInstructionViews } from './tables.ts';
import { AccountStatus, AccountType } from './ledger/codes.ts';
import { exchangeRate, supportedCurrencies } from '../../money.ts';
import { canAct } from './accounts.ts';

/** The sandbox's correspondent bank: where instructions send incoming transfers. */
export const fundingBank = { name: 'Paydeck Sandbox Bank UAB', swift: 'PDSBLT21', code: '70440' } as const;

/** ISO 13616 check digits: the account number as a valid Lithuanian IBAN. */
export function ibanFor(accountId: number): string {
  const bban = `${fundingBank.code}${String(accountId).padStart(11, '0')}`;
  const digits = `${bban}LT00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = 98n - (BigInt(digits) % 97n);
  return `LT${String(check).padStart(2, '0')}${bban}`;
}

async function openPaymentAccounts(db: Db, customerId: number) {
  return db
    .select({ id: accounts.id, accountNumber: accounts.accountNumber, currencyCode: accounts.currencyCode })
    .from(accounts)
    .where(
      and(
        eq(accounts.customerId, customerId),
        eq(accounts.typeId, AccountType.payment),
        ne(accounts.statusId, AccountStatus.closed),
      ),
    )
    .orderBy(accounts.id);
}

const paymentInstructionList = sessionMethod({
  name: 'paymentInstructionList',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, customerId }) {
    const [open, views] = await Promise.all([
      openPaymentAccounts(db, customerId),
      db.select().from(paymentInstructionViews).where(eq(paymentInstructionViews.customerId, customerId)),
    ]);
    const seen = new Set(views.map((view) => view.accountId));
    return ok({
      instructions: open.map((account) => ({
        id: account.id,
        accountId: account.id,
        currencyCode: account.currencyCode,
        bankAccountNumber: ibanFor(account.id),
        bankName: fundingBank.name,
        swift: fundingBank.swift,
        reference: account.accountNumber,
        isViewed: seen.has(account.id),
      })),
    });
  },
});

const paymentInstructionSetViewed = sessionMethod({
  name: 'paymentInstructionSetViewed',
  payload: v.object({ instructionId: id(), accountId: id() }),
  async handle({ db, customerId }, input) {
    const open = await openPaymentAccounts(db, customerId);
    if (input.instructionId !== input.accountId || !open.some((account) => account.id === input.accountId)) {
      return invalid('instructionId', 'is not an instruction of this account');
    }
    await db.insert(paymentInstructionViews).values({ customerId, accountId: input.accountId }).onConflictDoNothing();
    return ok({ instructionId: input.instructionId, isViewed: true });
  },
});

/** Crypto currencies a deposit address can be made for, and how their addresses look. */
export const walletCurrencies = ['BTC', 'ETH', 'USDT', 'USDC'] as const;
const walletKey = 'paydeck-sandbox-wallets';

/** Deposit addresses are derived from the account and the currency (as an HD wallet would): asking again gives the same one. */
export function walletAddress(accountId: number, currencyCode: string): string {
  const digest = createHmac('sha256', walletKey).update(`${accountId}:${currencyCode}`).digest();
  if (currencyCode === 'BTC') {
    const alphabet = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
    return `tb1q${[...digest]
      .slice(0, 32)
      .map((byte) => alphabet[byte % 32])
      .join('')}`;
  }
  return `0x${digest.subarray(0, 20).toString('hex')}`;
}

const createWallet = sessionMethod({
  name: 'createWallet',
  idempotent: true,
  payload: v.object({
    currencyCode: v.pipe(
      v.string('must be a crypto currency code'),
      v.toUpperCase(),
      v.picklist(walletCurrencies, `must be one of ${walletCurrencies.join(', ')}`),
    ),
    accountId: id(),
  }),
  async handle({ db, customerId, accessRights }, input) {
    if (!canAct(accessRights)) return accessDenied();
    const open = await openPaymentAccounts(db, customerId);
    if (!open.some((account) => account.id === input.accountId)) {
      return invalid('accountId', 'is not one of your open payment accounts');
    }
    return ok({
      address: walletAddress(input.accountId, input.currencyCode),
      currencyCode: input.currencyCode,
      accountId: input.accountId,
    });
  },
});

const defaultExchangeRates = sessionMethod({
  name: 'defaultExchangeRates',
  readOnly: true,
  payload: v.object({}),
  handle: async () =>
    ok({
      rates: supportedCurrencies.flatMap((from) =>
        supportedCurrencies
          .filter((to) => to !== from)
          .map((to) => ({ fromCurrencyCode: from, toCurrencyCode: to, rate: exchangeRate(from, to) })),
      ),
    }),
});

export const fundingMethods: MethodDefinition[] = [
  paymentInstructionList,
  paymentInstructionSetViewed,
  createWallet,
  defaultExchangeRates,
];
