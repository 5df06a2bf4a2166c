// What the cards issue adds to a seeded customer: the confirmed address, every card's secrets (PIN,
// CVV, a virtual card's full number), where physical cards ship, and a reissue in progress (its fee
// paid from the card after a load from the payment account). Repeatable: seeded draws only.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { cards } from './tables.ts';
import { cardReissues, cardSecrets, cardShipping } from './tables.ts';
import { customerAddresses } from '../customer/tables.ts';
import { chargeFee } from './fees.ts';
import { newCvv, newPin, numberBehindMask } from './numbers.ts';
import { REISSUE_FEE } from './reissue.ts';
import { TxType } from '../accounts/transaction-types.ts';
import { TxStatus } from '../accounts/ledger/codes.ts';
import { book, movePostings } from '../accounts/ledger/ledger.ts';
import { fromCents } from '../../money.ts';
import { seededRandom, seedOf } from '../../random.ts';
import { demoAddresses } from '../../seed/addresses.ts';
import type { CardSeed, CustomerSeed } from '../../seed/people.ts';

const DAY = 86_400_000;
/** Loaded onto a card before its seeded reissue fee is paid: enough to upgrade the shipping too. */
const REISSUE_LOAD = 5000n;

export interface SeededCard {
  accountId: number;
  seed: CardSeed;
}

export async function seedCardExtras(
  tx: Db,
  input: {
    customer: CustomerSeed;
    customerId: number;
    cards: SeededCard[];
    paymentAccounts: { id: number; currencyCode: string }[];
    now: Date;
    createdAt: Date;
  },
): Promise<void> {
  const { customer, customerId, now } = input;
  const address = demoAddresses[customer.key];
  if (!address) throw new Error(`No demo address for ${customer.key}`);
  const [home] = await tx
    .insert(customerAddresses)
    .values({ customerId, ...address, status: 'confirmed', createdAt: input.createdAt })
    .returning({ id: customerAddresses.id });

  for (const { accountId, seed } of input.cards) {
    const random = seededRandom(seedOf(`${customer.key}:${seed.maskedNumber}`));
    const digit = () => Math.floor(random() * 10);
    await tx.insert(cardSecrets).values({
      accountId,
      pin: newPin(digit),
      cvv: newCvv(digit),
      cardNumber: seed.isVirtual ? numberBehindMask(seed.maskedNumber, Math.floor(random() * 1_000_000)) : null,
    });
    if (!seed.isVirtual && home) await tx.insert(cardShipping).values({ accountId, addressId: home.id });
    if (seed.reissue) {
      const from = input.paymentAccounts.find((account) => account.currencyCode === seed.currencyCode);
      if (!from) throw new Error(`No ${seed.currencyCode} account to pay the reissue of ${seed.maskedNumber}`);
      await seedReissue(tx, { accountId, seed, reissue: seed.reissue, fromAccountId: from.id, now });
    }
  }
}

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
    description: `Card load ${seed.maskedNumber}`,
    createdAt: new Date(requestedAt.getTime() - 3_600_000),
    postings: await movePostings(
      tx,
      { accountId: input.fromAccountId, currencyCode, cents: REISSUE_LOAD },
      { accountId, currencyCode, cents: REISSUE_LOAD },
    ),
  });
  const fee = reissue.isExpressShipping ? REISSUE_FEE.express : REISSUE_FEE.standard;
  await chargeFee(tx, {
    accountId,
    currencyCode,
    cents: fee,
    description: `Card reissue fee ${seed.maskedNumber}`,
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
