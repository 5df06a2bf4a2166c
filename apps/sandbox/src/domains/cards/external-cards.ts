// Cards of other banks: externalCardAdd makes a small verification charge (its amount reaches the
// customer through the sandbox inbox), externalCardConfirm checks the amount (3 attempts), externalCardList.
// The amount is one of 190: each attempt is counted before the comparison, atomically, and a customer whose
// verifications failed FAILED_CARDS_PER_DAY times in a day adds no more cards until it passes.
import { BIN_LENGTH, cardNumberProblem } from '@paydeck/api-client/card-number';
import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { accessDenied, failure, ok, type ValidationError, validationFailed } from '../../api/answers.ts';
import { amount, id, NAME_MAX, requiredText, text } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { users } from '../customer/tables.ts';
import { keepingCount } from '../identity/verification-codes.ts';
import { externalCards } from './tables.ts';
import { fromCents, normaliseDecimal, toCents } from '../../money.ts';
import { written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { verificationCharge } from './mail-words.ts';
import { canAct } from '../accounts/accounts.ts';
import { binOf, isBlockedBin } from './bins.ts';
import { brandByPrefix, maskCardNumber } from './numbers.ts';

export const VERIFICATION_ATTEMPTS = 3;
/** Cards added in the last day whose verification failed, after which no more are added that day. */
export const FAILED_CARDS_PER_DAY = 3;
const DAY_MS = 86_400_000;
/** The verification charge: a random amount from 0.10 to 1.99. */
const CHARGE_CENTS = { min: 10, max: 199 } as const;

type ExternalCardRow = typeof externalCards.$inferSelect;

export const externalCardView = (row: ExternalCardRow) => ({
  cardId: row.id,
  maskedNumber: row.maskedNumber,
  cardBrand: row.cardBrand,
  expiryMonth: row.expiryMonth,
  expiryYear: row.expiryYear,
  holderName: row.holderName,
  status: row.status,
  attemptsLeft: row.attemptsLeft,
});

/** The verification charge of an external card (the sandbox controls answer it for e2e). */
export async function externalCardCharge(db: Db, cardId: number) {
  const [row] = await db.select().from(externalCards).where(eq(externalCards.id, cardId));
  return row ? { amount: normaliseDecimal(row.chargeAmount), currencyCode: row.chargeCurrencyCode } : null;
}

/** Four-digit years, also from two digits (29 -> 2029). */
const year = v.pipe(
  id('must be a year'),
  v.transform((value) => (value < 100 ? 2000 + value : value)),
);

const externalCardAdd = sessionMethod({
  name: 'externalCardAdd',
  idempotent: true,
  payload: v.object({
    cardNumber: v.pipe(
      text(),
      v.transform((value) => value.replace(/[\s-]+/g, '')),
    ),
    expiryMonth: v.pipe(id('must be a month from 1 to 12'), v.maxValue(12, 'must be a month from 1 to 12')),
    expiryYear: year,
    holderName: requiredText(undefined, { max: NAME_MAX }),
  }),
  async handle({ db, sandbox, session, customerId, accessRights, lang }, input) {
    if (!canAct(accessRights)) return accessDenied();
    const now = sandbox.now();
    const problems: ValidationError[] = [];
    if (cardNumberProblem(input.cardNumber) !== null) {
      problems.push({ param: 'cardNumber', description: 'is not a valid card number' });
    }
    if (input.expiryYear * 12 + input.expiryMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
      problems.push({ param: 'expiryYear', description: 'the card has expired' });
    }
    if (problems.length > 0) return validationFailed(problems);
    const binNumber = input.cardNumber.slice(0, BIN_LENGTH);
    if (await isBlockedBin(db, binNumber)) return failure('TA1', 'Cards with this BIN are not accepted');
    if ((await failedToday(db, customerId, now)) >= FAILED_CARDS_PER_DAY) return tooManyFailedCards();

    const bin = await binOf(db, binNumber);
    const charge = fromCents(BigInt(randomInt(CHARGE_CENTS.min, CHARGE_CENTS.max + 1)));
    const currencyCode = bin?.currencyCode ?? 'EUR';
    const [row] = await db
      .insert(externalCards)
      .values({
        customerId,
        maskedNumber: maskCardNumber(input.cardNumber),
        binNumber,
        cardBrand: bin?.cardBrand ?? brandByPrefix(input.cardNumber),
        holderName: input.holderName,
        expiryMonth: input.expiryMonth,
        expiryYear: input.expiryYear,
        chargeAmount: charge,
        chargeCurrencyCode: currencyCode,
        status: 'pending',
        attemptsLeft: VERIFICATION_ATTEMPTS,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('External card insert returned nothing');
    const [user] = await db.select({ login: users.login }).from(users).where(eq(users.id, session.userId));
    await sendMessage(db, {
      kind: 'email',
      recipient: user?.login ?? '',
      ...written(verificationCharge, lang, { amount: charge, currency: currencyCode, card: row.maskedNumber }),
      code: charge,
    });
    return ok({ cardId: row.id, status: row.status });
  },
});

const tooManyAttempts = () => failure('TA1', 'Too many attempts');
const tooManyFailedCards = () =>
  failure('TA1', 'Too many card verifications failed today: you can add a card again tomorrow');

async function failedToday(db: Db, customerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ failed: sql<number>`count(*)::int` })
    .from(externalCards)
    .where(
      and(
        eq(externalCards.customerId, customerId),
        eq(externalCards.status, 'failed'),
        gt(externalCards.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return row?.failed ?? 0;
}

/** Counts an attempt of a pending card, atomically (the last one fails it); answers the attempts left, or none. */
async function countAttempt(db: Db, cardId: number): Promise<number | undefined> {
  const [counted] = await db
    .update(externalCards)
    .set({
      attemptsLeft: sql`${externalCards.attemptsLeft} - 1`,
      status: sql`case when ${externalCards.attemptsLeft} <= 1 then 'failed' else 'pending' end`,
    })
    .where(and(eq(externalCards.id, cardId), eq(externalCards.status, 'pending'), gt(externalCards.attemptsLeft, 0)))
    .returning({ attemptsLeft: externalCards.attemptsLeft });
  return counted?.attemptsLeft;
}

const externalCardConfirm = sessionMethod({
  name: 'externalCardConfirm',
  payload: v.object({ cardId: id(), amount: amount() }),
  async handle({ db, customerId, accessRights }, input) {
    if (!canAct(accessRights)) return accessDenied();
    const mine = and(eq(externalCards.id, input.cardId), eq(externalCards.customerId, customerId));
    const [card] = await db.select().from(externalCards).where(mine);
    if (!card) return failure('TA1', `No external card ${input.cardId}`);
    if (card.status === 'confirmed') return ok({ card: externalCardView(card) });
    // Counted before the comparison: parallel guesses cannot share one attempt.
    const attemptsLeft = card.status === 'failed' ? undefined : await countAttempt(db, card.id);
    if (attemptsLeft === undefined) return tooManyAttempts();
    if (toCents(input.amount) === toCents(card.chargeAmount)) {
      const [confirmed] = await db
        .update(externalCards)
        .set({ status: 'confirmed', attemptsLeft: attemptsLeft + 1 }) // a right amount costs no attempt
        .where(mine)
        .returning();
      return ok({ card: externalCardView(confirmed ?? card) });
    }
    const refused =
      attemptsLeft <= 0
        ? tooManyAttempts()
        : failure('VF', 'Validation failed', {
            validationErrors: [{ param: 'amount', description: 'does not match the verification charge' }],
            attemptsLeft,
          });
    return keepingCount(db, refused, async (tx) => {
      await countAttempt(tx, card.id);
    });
  },
});

const externalCardList = sessionMethod({
  name: 'externalCardList',
  readOnly: true,
  payload: v.object({}),
  async handle({ db, customerId }) {
    const rows = await db
      .select()
      .from(externalCards)
      .where(eq(externalCards.customerId, customerId))
      .orderBy(asc(externalCards.id));
    return ok({ cards: rows.map(externalCardView) });
  },
});

export const externalCardMethods: MethodDefinition[] = [externalCardAdd, externalCardConfirm, externalCardList];
