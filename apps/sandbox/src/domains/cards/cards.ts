// A card's own state: cardInfo, pause and unpause, its alias name, blocking and 3-D Secure enrollment.
import { ALIAS_MAX_LENGTH, aliasProblem, CardStatus } from '@paydeck/cards/api';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { failure, invalid, ok } from '../../api/answers.ts';
import { id, text } from '../../api/fields.ts';
import { type MethodDefinition, sessionMethod } from '../../api/registry.ts';
import { cards } from './tables.ts';
import { cardEnrollments } from './tables.ts';
import { cardToChange, holderNameOf, isAnswer, loadCard, setCardStatus } from './access.ts';
import { notifyCardClosed } from './closing.ts';
import { shippingAddressOf } from './shipping.ts';
import { reissueOf } from './reissue.ts';

const byAccount = v.object({ accountId: id() });

const cardInfo = sessionMethod({
  name: 'cardInfo',
  readOnly: true,
  payload: byAccount,
  async handle({ db, customerId }, { accountId }) {
    const card = await loadCard(db, customerId, accountId);
    if (isAnswer(card)) return card;
    const [enrollment] = await db.select().from(cardEnrollments).where(eq(cardEnrollments.accountId, accountId));
    return ok({
      card: {
        accountId,
        holderName: await holderNameOf(db, customerId),
        enrolled: enrollment !== undefined,
        reissue: await reissueOf(db, accountId, card.reissuedStatusId),
        shippingAddress: card.isVirtual ? null : await shippingAddressOf(db, accountId),
      },
    });
  },
});

/** A method that only moves the card to another status, when its status rule allows it. */
const statusChange = (name: string, action: 'pause' | 'unpause' | 'block', statusId: number) =>
  sessionMethod({
    name,
    payload: byAccount,
    async handle(ctx, { accountId }) {
      const card = await cardToChange(ctx, accountId, action);
      if (isAnswer(card)) return card;
      await setCardStatus(ctx.db, accountId, statusId);
      if (statusId === CardStatus.canceled) await notifyCardClosed(ctx.sandbox, ctx.db, accountId);
      return ok({ statusId });
    },
  });

const cardSetAliasName = sessionMethod({
  name: 'cardSetAliasName',
  payload: v.object({ accountId: id(), cardAliasName: v.optional(text(), '') }),
  async handle(ctx, { accountId, cardAliasName }) {
    const card = await cardToChange(ctx, accountId, 'rename');
    if (isAnswer(card)) return card;
    if (aliasProblem(cardAliasName) !== null) {
      return invalid('cardAliasName', `must be 1 to ${ALIAS_MAX_LENGTH} characters`);
    }
    await ctx.db.update(cards).set({ aliasName: cardAliasName }).where(eq(cards.accountId, accountId));
    return ok({ cardAliasName });
  },
});

const cardEnroll = sessionMethod({
  name: 'cardEnroll',
  payload: byAccount,
  async handle(ctx, { accountId }) {
    const card = await cardToChange(ctx, accountId, 'enrollment');
    if (isAnswer(card)) return card;
    const [inserted] = await ctx.db
      .insert(cardEnrollments)
      .values({ accountId, enrolledAt: ctx.sandbox.now() })
      .onConflictDoNothing()
      .returning({ accountId: cardEnrollments.accountId });
    if (!inserted) return failure('TA1', 'The card is already enrolled');
    return ok({ enrolled: true });
  },
});

export const cardMethods: MethodDefinition[] = [
  cardInfo,
  statusChange('cardPause', 'pause', CardStatus.paused),
  statusChange('cardUnpause', 'unpause', CardStatus.active),
  statusChange('cardBlock', 'block', CardStatus.canceled),
  cardSetAliasName,
  cardEnroll,
];
