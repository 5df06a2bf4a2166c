// What only the holder sees or sets: the PIN (physical cards) and a virtual card's number and CVV.
import { isEasyPin } from '@paydeck/cards/api';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ok, type ValidationError, validationFailed } from '../../api/answers.ts';
import { flag, id, text } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { cardSecrets } from './tables.ts';
import { cardToChange, holderNameOf, isAnswer } from './access.ts';
import { newCvv, newPin } from './numbers.ts';

const byAccount = v.object({ accountId: id() });

/** The card's secrets; a card without a row (never expected) gets a PIN and CVV now. */
export async function secretsOf(db: Db, accountId: number) {
  const [row] = await db.select().from(cardSecrets).where(eq(cardSecrets.accountId, accountId));
  if (row) return row;
  const [created] = await db
    .insert(cardSecrets)
    .values({ accountId, pin: newPin(), cvv: newCvv() })
    .onConflictDoNothing()
    .returning();
  return created ?? (await db.select().from(cardSecrets).where(eq(cardSecrets.accountId, accountId)))[0];
}

export async function setPin(db: Db, accountId: number, pin: string): Promise<void> {
  await secretsOf(db, accountId);
  await db.update(cardSecrets).set({ pin }).where(eq(cardSecrets.accountId, accountId));
}

/** Every rule a new PIN breaks (cards wire contract "cardChangePin"). */
export function pinProblems(input: { pin: string; pinRepeat: string; confirm: boolean }): ValidationError[] {
  const problems: ValidationError[] = [];
  if (!/^\d{4}$/.test(input.pin)) problems.push({ param: 'pin', description: 'must be 4 digits' });
  else if (isEasyPin(input.pin)) problems.push({ param: 'pin', description: 'is too easy to guess' });
  if (input.pinRepeat !== input.pin) problems.push({ param: 'pinRepeat', description: 'does not match' });
  if (!input.confirm) problems.push({ param: 'confirm', description: 'must be confirmed' });
  return problems;
}

const cardChangePin = sessionMethod({
  name: 'cardChangePin',
  payload: v.object({
    accountId: id(),
    pin: v.optional(text(), ''),
    pinRepeat: v.optional(text(), ''),
    confirm: v.optional(flag(), false),
  }),
  async handle(ctx, input) {
    const card = await cardToChange(ctx, input.accountId, 'changePin');
    if (isAnswer(card)) return card;
    const problems = pinProblems(input);
    if (problems.length > 0) return validationFailed(problems);
    await setPin(ctx.db, input.accountId, input.pin);
    return ok();
  },
});

const cardShowPin = sessionMethod({
  name: 'cardShowPin',
  payload: byAccount,
  async handle(ctx, { accountId }) {
    const card = await cardToChange(ctx, accountId, 'showPin');
    if (isAnswer(card)) return card;
    return ok({ pin: (await secretsOf(ctx.db, accountId))?.pin });
  },
});

const cardVirtualDetails = sessionMethod({
  name: 'cardVirtualDetails',
  payload: byAccount,
  async handle(ctx, { accountId }) {
    const card = await cardToChange(ctx, accountId, 'details');
    if (isAnswer(card)) return card;
    const secrets = await secretsOf(ctx.db, accountId);
    return ok({
      cardNumber: secrets?.cardNumber ?? null,
      cvv: secrets?.cvv,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      holderName: await holderNameOf(ctx.db, ctx.customerId),
    });
  },
});

export const cardSecretMethods: MethodDefinition[] = [cardChangePin, cardShowPin, cardVirtualDetails];
