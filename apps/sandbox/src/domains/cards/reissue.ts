// cardReissue and cardReissueUpgradeShipping: a new plastic for a physical card, its fee debited from
// the card itself (standard 5.00, express 25.00; upgrading charges the 20.00 difference).
import { CardStatus, REISSUE_FEES, UPGRADE_SHIPPING_FEE } from '@paydeck/cards/api';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { invalid, ok } from '../../api/answers.ts';
import { flag, id } from '../../api/fields.ts';
import { type MethodDefinition, type SessionContext, sessionMethod } from '../../api/registry.ts';
import type { Db } from '../../db/open.ts';
import { cards } from './tables.ts';
import { cardReissues } from './tables.ts';
import { fromCents, normaliseDecimal, toCents } from '../../money.ts';
import { cardToChange, isAnswer, type LoadedCard } from './access.ts';
import { confirmedAddress } from '../customer/addresses.ts';
import { shipTo } from './shipping.ts';
import { chargeFee, spendableCents } from './fees.ts';
import { bankDescription, type DescriptionKey } from '../accounts/descriptions.ts';

const cents = (fee: string): bigint => toCents(fee) ?? 0n;
/** The app's fees (`@paydeck/cards/api`), in cents. */
export const REISSUE_FEE = { standard: cents(REISSUE_FEES.standard), express: cents(REISSUE_FEES.express) } as const;
const UPGRADE_FEE = cents(UPGRADE_SHIPPING_FEE);

export interface ReissueView {
  statusId: number;
  isExpressShipping: boolean;
  fee: string;
  currencyCode: string;
  requestedAt: string;
}

/** The reissue in progress of a card (null when none). */
export async function reissueOf(
  db: Db,
  accountId: number,
  reissuedStatusId: number | null,
): Promise<ReissueView | null> {
  if (reissuedStatusId === null) return null;
  const [row] = await db.select().from(cardReissues).where(eq(cardReissues.accountId, accountId));
  if (!row) return null;
  return {
    statusId: reissuedStatusId,
    isExpressShipping: row.isExpressShipping,
    fee: normaliseDecimal(row.fee),
    currencyCode: row.currencyCode,
    requestedAt: row.requestedAt.toISOString(),
  };
}

/** Debits a reissue fee from the card; false when the card cannot pay it. */
async function payFromCard(ctx: SessionContext, card: LoadedCard, cents: bigint, key: DescriptionKey) {
  if ((await spendableCents(ctx.db, card.accountId)) < cents) return false;
  await chargeFee(ctx.db, {
    accountId: card.accountId,
    currencyCode: card.currencyCode,
    cents,
    description: bankDescription(key, { card: card.maskedNumber }),
    now: ctx.sandbox.now(),
  });
  return true;
}

const insufficient = () => invalid('accountId', 'insufficient funds on the card');

const cardReissue = sessionMethod({
  name: 'cardReissue',
  idempotent: true,
  payload: v.object({ accountId: id(), isExpressShipping: v.optional(flag(), false) }),
  async handle(ctx, { accountId, isExpressShipping }) {
    const card = await cardToChange(ctx, accountId, 'reissue');
    if (isAnswer(card)) return card;
    const fee = isExpressShipping ? REISSUE_FEE.express : REISSUE_FEE.standard;
    const label = isExpressShipping ? 'cardReissueExpressFee' : 'cardReissueFee';
    if (!(await payFromCard(ctx, card, fee, label))) return insufficient();
    const row = {
      isExpressShipping,
      fee: fromCents(fee),
      currencyCode: card.currencyCode,
      requestedAt: ctx.sandbox.now(),
    };
    await ctx.db
      .insert(cardReissues)
      .values({ accountId, ...row })
      .onConflictDoUpdate({ target: cardReissues.accountId, set: row });
    await ctx.db.update(cards).set({ reissuedStatusId: CardStatus.submitted }).where(eq(cards.accountId, accountId));
    const address = await confirmedAddress(ctx.db, ctx.customerId);
    if (address) await shipTo(ctx.db, accountId, address.id);
    return ok({ reissue: await reissueOf(ctx.db, accountId, CardStatus.submitted) });
  },
});

const cardReissueUpgradeShipping = sessionMethod({
  name: 'cardReissueUpgradeShipping',
  idempotent: true,
  payload: v.object({ accountId: id() }),
  async handle(ctx, { accountId }) {
    const card = await cardToChange(ctx, accountId, 'upgradeShipping');
    if (isAnswer(card)) return card;
    if (!(await payFromCard(ctx, card, UPGRADE_FEE, 'cardExpressShipping'))) return insufficient();
    const [current] = await ctx.db.select().from(cardReissues).where(eq(cardReissues.accountId, accountId));
    const charged = (toCents(current?.fee ?? '0') ?? 0n) + UPGRADE_FEE;
    await ctx.db
      .update(cardReissues)
      .set({ isExpressShipping: true, fee: fromCents(charged) })
      .where(eq(cardReissues.accountId, accountId));
    return ok({ reissue: await reissueOf(ctx.db, accountId, card.reissuedStatusId) });
  },
});

export const cardReissueMethods: MethodDefinition[] = [cardReissue, cardReissueUpgradeShipping];
