// The cards domain's part of the demo people (data: seed-data.ts): each card's account and card row
// (accounts step, after the payment accounts), then every card's secrets (PIN, CVV, a virtual card's
// full number), where physical cards ship, and a reissue in progress, its fee paid from the card after
// a load from the payment account (activity step, after the history). Repeatable: seeded draws only.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { fromCents } from '../../money.ts';
import { seededRandom, seedOf } from '../../random.ts';
import { DAY, type DomainSeed, idOf } from '../../seed/steps.ts';
import { AccountType, TxStatus } from '../accounts/ledger/codes.ts';
import { book, movePostings } from '../accounts/ledger/ledger.ts';
import { accounts } from '../accounts/tables.ts';
import { TxType } from '../accounts/transaction-types.ts';
import { confirmedAddress } from '../customer/addresses.ts';
import { chargeFee } from './fees.ts';
import { newCvv, newPin, numberBehindMask } from './numbers.ts';
import { REISSUE_FEE } from './reissue.ts';
import { type CardSeed, demoCards } from './seed-data.ts';
import { cardReissues, cards, cardSecrets, cardShipping } from './tables.ts';
import { bankDescription } from '../accounts/descriptions.ts';

/** Loaded onto a card before its seeded reissue fee is paid: enough to upgrade the shipping too. */
const REISSUE_LOAD = 5000n;

export const cardsSeed: DomainSeed = {
  async accounts(run) {
    const customerId = idOf(run.customerIds, run.key);
    for (const card of demoCards[run.key] ?? []) {
      const [account] = await run.db
        .insert(accounts)
        .values({
          customerId,
          currencyCode: card.currencyCode,
          typeId: AccountType.prepaidCard,
          statusId: card.statusId,
          createdAt: run.openedAt,
        })
        .returning({ id: accounts.id });
      const accountId = account?.id ?? 0;
      await run.db.insert(cards).values({
        accountId,
        productTypeId: card.productTypeId,
        subType: 'PREPAID',
        isVirtual: card.isVirtual,
        aliasName: card.aliasName,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        maskedNumber: card.maskedNumber,
      });
      const usedUntil = card.usedUntilDaysAgo === undefined ? (card.statusId === 2 ? 0 : 30) : card.usedUntilDaysAgo;
      run.accounts.push({
        id: accountId,
        currencyCode: card.currencyCode,
        isCard: true,
        usableUntilDaysAgo: usedUntil ?? Number.POSITIVE_INFINITY,
      });
    }
  },

  async activity(run) {
    const { db, key } = run;
    const home = await confirmedAddress(db, idOf(run.customerIds, key));
    const cardAccounts = run.accounts.filter((account) => account.isCard);
    const paymentAccounts = run.accounts.filter((account) => !account.isCard);
    for (const [index, seed] of (demoCards[key] ?? []).entries()) {
      const accountId = cardAccounts[index]?.id ?? 0;
      const random = seededRandom(seedOf(`${key}:${seed.maskedNumber}`));
      const digit = () => Math.floor(random() * 10);
      await db.insert(cardSecrets).values({
        accountId,
        pin: newPin(digit),
        cvv: newCvv(digit),
        cardNumber: seed.isVirtual ? numberBehindMask(seed.maskedNumber, Math.floor(random() * 1_000_000)) : null,
      });
      if (!seed.isVirtual && home) await db.insert(cardShipping).values({ accountId, addressId: home.id });
      if (seed.reissue) {
        const from = paymentAccounts.find((account) => account.currencyCode === seed.currencyCode);
        if (!from) throw new Error(`No ${seed.currencyCode} account to pay the reissue of ${seed.maskedNumber}`);
        await seedReissue(db, { accountId, seed, reissue: seed.reissue, fromAccountId: from.id, now: run.now });
      }
    }
  },
};

async function seedReissue(
  tx: Db,
  input: {
    accountId: number;
    seed: CardSeed;
    reissue: NonNullable<CardSeed['reissue']>;
    fromAccountId: number;
    now: Date;
  },
) {
  const { accountId, seed, reissue } = input;
  const requestedAt = new Date(input.now.getTime() - 3 * DAY);
  const currencyCode = seed.currencyCode;
  await book(tx, {
    typeId: TxType.cardLoad,
    statusId: TxStatus.completed,
    fromAccountId: input.fromAccountId,
    toAccountId: accountId,
    amount: REISSUE_LOAD,
    currencyCode,
    toAmount: REISSUE_LOAD,
    toCurrencyCode: currencyCode,
    description: bankDescription('cardLoadTo', { card: seed.maskedNumber }),
    createdAt: new Date(requestedAt.getTime() - 3_600_000),
    postings: await movePostings(
      tx,
      { accountId: input.fromAccountId, currencyCode, minor: REISSUE_LOAD },
      { accountId, currencyCode, minor: REISSUE_LOAD },
    ),
  });
  const fee = reissue.isExpressShipping ? REISSUE_FEE.express : REISSUE_FEE.standard;
  await chargeFee(tx, {
    accountId,
    currencyCode,
    cents: fee,
    description: bankDescription('cardReissueFee', { card: seed.maskedNumber }),
    now: requestedAt,
  });
  await tx.insert(cardReissues).values({
    accountId,
    isExpressShipping: reissue.isExpressShipping,
    fee: fromCents(fee),
    currencyCode,
    requestedAt,
  });
  await tx.update(cards).set({ reissuedStatusId: reissue.statusId }).where(eq(cards.accountId, accountId));
}
