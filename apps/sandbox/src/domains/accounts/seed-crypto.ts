// The demo's crypto holding: Dora (dora.direct) holds a BTC payment account beside her EUR one, funded
// by one incoming transfer of 0.50000000 BTC 30 days ago, and an empty BTC receiving account (4002), so
// an 8-decimal amount can be held, moved between two BTC accounts and read back exactly (money.ts);
// 10,000.00 EUR arrived 29 days ago to buy more with (1 BTC = 50,000 EUR). Opened in the finish step, after every customer's accounts, so that no other
// account's id moves; the bank's BTC clearing account with them, its FX and fee accounts on first use.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { toMinor } from '../../money.ts';
import { DAY, idOf, type SeedRun } from '../../seed/steps.ts';
import { AccountType, TxStatus } from './ledger/codes.ts';
import { book, systemAccount } from './ledger/ledger.ts';
import { accounts } from './tables.ts';
import { bankDescription } from './descriptions.ts';
import { TxType } from './transaction-types.ts';

export const CRYPTO_HOLDING = {
  customer: 'dora',
  currencyCode: 'BTC',
  deposit: '0.50000000',
  fiat: { currencyCode: 'EUR', deposit: '10000.00' },
} as const;

/** An incoming transfer from outside the bank (the clearing account's other side). */
async function deposit(db: Db, accountId: number, currencyCode: string, text: string, at: Date, from: string) {
  const amount = toMinor(text, currencyCode) ?? 0n;
  await book(db, {
    typeId: TxType.deposit,
    statusId: TxStatus.completed,
    fromAccountId: null,
    toAccountId: accountId,
    amount,
    currencyCode,
    toAmount: amount,
    toCurrencyCode: currencyCode,
    description: bankDescription('incomingTransfer', { currency: currencyCode }),
    counterpartyName: from,
    createdAt: at,
    postings: [
      { accountId: await systemAccount(db, 'clearing', currencyCode), amount: -amount, currencyCode },
      { accountId, amount, currencyCode },
    ],
  });
}

export async function seedCryptoHolding({ db, now, openedAt, customerIds }: SeedRun): Promise<void> {
  const { currencyCode } = CRYPTO_HOLDING;
  const customerId = idOf(customerIds, CRYPTO_HOLDING.customer);
  const [account] = await db
    .insert(accounts)
    .values(
      [AccountType.payment, AccountType.receiving].map((typeId) => ({
        customerId,
        currencyCode,
        typeId,
        createdAt: openedAt,
      })),
    )
    .returning({ id: accounts.id });
  if (!account) throw new Error('Seeding: the BTC accounts were not created');
  // The bank's BTC clearing account, dated like the others (systemAccount would date it now).
  await db
    .insert(accounts)
    .values({ currencyCode, typeId: AccountType.system, systemPurpose: 'clearing', createdAt: openedAt });
  await deposit(
    db,
    account.id,
    currencyCode,
    CRYPTO_HOLDING.deposit,
    new Date(now.getTime() - 30 * DAY),
    'Satoshi Wallet Ltd',
  );
  const { fiat } = CRYPTO_HOLDING;
  const [euro] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.customerId, customerId),
        eq(accounts.currencyCode, fiat.currencyCode),
        eq(accounts.typeId, AccountType.payment),
      ),
    );
  if (!euro) throw new Error('Seeding: dora has no EUR account');
  await deposit(db, euro.id, fiat.currencyCode, fiat.deposit, new Date(now.getTime() - 29 * DAY), 'Dora Lindqvist');
}
